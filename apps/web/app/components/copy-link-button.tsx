import { useEffect, useRef, useState } from 'react';
import { useToast } from '../toasts/use-toast.ts';
import { copyText } from './copy-text.ts';
import { Icon } from './icon.tsx';

/** Spec §4 and §9: the « copied » state shows for 1500 ms. */
export const COPIED_STATE_MS = 1500;

/**
 * « Copier le lien »: copies the page's address (its query string included, so a simulation's figures travel with
 * it) or the given `url`, says « Lien copié » for 1500 ms and shows a toast. If the browser refuses both ways of
 * copying, an error toast gives the address to copy by hand. The button needs JavaScript, so it stays hidden
 * until the page is interactive.
 */
export function CopyLinkButton({ url, className = '' }: { url?: string; className?: string }) {
  const [interactive, setInteractive] = useState(false);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const toast = useToast();

  useEffect(() => {
    setInteractive(true);
    return () => clearTimeout(timer.current);
  }, []);

  async function copy() {
    const link = url ?? window.location.href;
    if (!(await copyText(link))) {
      toast.add({ type: 'error', message: `Le lien n’a pas pu être copié. Copiez cette adresse\u00a0: ${link}` });
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_STATE_MS);
    toast.add({ type: 'success', message: 'Lien copié dans le presse-papiers.' });
  }

  return (
    <button
      type="button"
      className={`copy-link${copied ? ' copy-link--copied' : ''} ${className}`.trim()}
      hidden={!interactive}
      onClick={copy}
    >
      <Icon name="link" />
      <span>{copied ? 'Lien copié' : 'Copier le lien'}</span>
    </button>
  );
}
