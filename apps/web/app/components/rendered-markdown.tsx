import { useContext, useState } from 'react';
import { isPageFragment, PageFragments, type PageFragment } from './page-fragment.ts';

/**
 * Markdown the server rendered, as markup. `html` is the markup, or the name of a fragment of the document
 * (page-fragment.ts): the server's render takes its markup from the entry, and the browser, when it hydrates, from the
 * element the server wrote (read once, so nothing is written over it).
 */
export function RenderedMarkdown({ html, className = '' }: { html: string | PageFragment; className?: string }) {
  const fragments = useContext(PageFragments);
  const [hydrated] = useState(() => (isPageFragment(html) ? fragmentMarkup(html.fragment, fragments) : ''));
  const fragment = isPageFragment(html) ? html.fragment : undefined;
  return (
    <div
      className={`markdown ${className}`.trim()}
      data-fragment={fragment}
      dangerouslySetInnerHTML={{ __html: fragment === undefined ? (html as string) : hydrated }}
    />
  );
}

function fragmentMarkup(name: string, fragments: ReadonlyMap<string, string> | undefined): string {
  const fromServer = fragments?.get(name);
  if (fromServer !== undefined) return fromServer;
  if (typeof document === 'undefined') return '';
  return document.querySelector(`[data-fragment="${CSS.escape(name)}"]`)?.innerHTML ?? '';
}
