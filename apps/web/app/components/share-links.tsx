import { CopyLinkButton } from './copy-link-button.tsx';
import { Icon, type IconName } from './icon.tsx';

/** The networks' own share addresses: plain links, so they work without JavaScript and load nothing from them. */
function shareTargets(url: string, title: string): Array<{ icon: IconName; label: string; href: string }> {
  const link = encodeURIComponent(url);
  return [
    { icon: 'linkedin', label: 'Partager sur LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${link}` },
    { icon: 'facebook', label: 'Partager sur Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    { icon: 'whatsapp', label: 'Envoyer par WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
}

/** « Copier le lien » and the share links of a page, for its canonical address. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <div className="share-links" role="group" aria-label="Partager">
      <CopyLinkButton url={url} />
      {shareTargets(url, title).map((target) => (
        <a
          key={target.icon}
          className="share-links__network"
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${target.label} (nouvel onglet)`}
        >
          <Icon name={target.icon} />
        </a>
      ))}
    </div>
  );
}
