import { createElement, useContext, useState, type HTMLAttributes, type MouseEvent } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { isPageFragment, PageFragments, type PageFragment } from './page-fragment.ts';

/** Markup the server made, or the name of a fragment of the document it wrote (page-fragment.ts). */
export type ServerMade = string | PageFragment;

type Host = 'div' | 'section' | 'table' | 'script';

/**
 * An element whose content the server made (rendered markdown, a table or a chart drawn once by the loader), sent in
 * the document only (issue 23, decision 0021): the server's render takes the markup from the entry, and the browser,
 * when it hydrates, reads it back from the element the server wrote (once, so nothing is written over it). After a
 * client navigation the data carries the markup itself. The element is the page's own (`as`, its attributes), so the
 * document is the same as if React had rendered the content. Its links to the site's pages navigate as `<Link>`s do,
 * without loading a new document.
 */
export function ServerMarkup({
  html,
  as = 'div',
  ...attributes
}: { html: ServerMade; as?: Host } & HTMLAttributes<HTMLElement> & { type?: string }) {
  const fragments = useContext(PageFragments);
  const navigate = useNavigate();
  const [hydrated] = useState(() => (isPageFragment(html) ? fragmentMarkup(html.fragment, fragments) : ''));
  const fragment = isPageFragment(html) ? html.fragment : undefined;
  return createElement(as, {
    ...attributes,
    'data-fragment': fragment,
    ...(as === 'script' ? {} : { onClick: (event: MouseEvent<HTMLElement>) => followInside(event, navigate) }),
    dangerouslySetInnerHTML: { __html: fragment === undefined ? (html as string) : hydrated },
  });
}

/**
 * The markup of the document's fragments as first read, by name: a part of the layout that leaves the page and comes
 * back (its data is not loaded again) finds its markup here once the element is gone.
 */
const READ_FRAGMENTS = new Map<string, string>();

function fragmentMarkup(name: string, fragments: ReadonlyMap<string, string> | undefined): string {
  const fromServer = fragments?.get(name);
  if (fromServer !== undefined) return fromServer;
  if (typeof document === 'undefined') return '';
  const element = document.querySelector(`[data-fragment="${CSS.escape(name)}"]`);
  if (element) READ_FRAGMENTS.set(name, element.innerHTML);
  return READ_FRAGMENTS.get(name) ?? '';
}

/** A plain click on a link to one of the site's pages, inside server-made markup: a client navigation. */
function followInside(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest?.('a');
  if (!link || !event.currentTarget.contains(link) || link.hasAttribute('download')) return;
  if ((link.getAttribute('target') ?? '_self') !== '_self') return;
  const href = link.getAttribute('href');
  if (!href || href.startsWith('#')) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || !isSitePage(url.pathname)) return;
  event.preventDefault();
  void navigate(`${url.pathname}${url.search}${url.hash}`);
}

/**
 * Whether a path of the site is a page React Router draws, rather than a file or an answer of another kind: the
 * API, uploads, the lender's redirect, the e-mail pixel, the back office (a tree of its own) and any file with an
 * extension (a PDF, a logo, the sitemap).
 */
export function isSitePage(pathname: string): boolean {
  if (/^\/(api|uploads|go|courriel|outils|_admin_)(\/|$)/.test(pathname)) return false;
  return !/\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/** Structured data the server wrote into the page's body (a fragment like any other: not sent twice). */
export function JsonLdScript({ json }: { json: ServerMade }) {
  return <ServerMarkup as="script" type="application/ld+json" html={json} />;
}
