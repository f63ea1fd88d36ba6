/** Open Graph tags a shared link needs (title, description, page URL), in French, with the site's name. */
export function socialMeta({
  title,
  description,
  url,
  type = 'website',
}: {
  title: string;
  description: string;
  url: string;
  type?: 'website' | 'article';
}) {
  return [
    { property: 'og:site_name', content: 'Prêtscope' },
    { property: 'og:locale', content: 'fr_FR' },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { tagName: 'link', rel: 'canonical', href: url },
  ];
}
