import { createContext } from 'react';

/**
 * Markup the server made for a page (an article's body, a category's text), named instead of sent twice (issue 23:
 * « send only what the page shows »). A document's loader data would otherwise carry the same markup the document
 * already holds, escaped into the hydration script (the article's 7.5 KB body cost 9 KB more). For a document, the
 * loader hands the markup to the render (`pageFragment`, page-fragment.server.ts) and its data names it; the browser
 * reads it back from the element the server wrote when it hydrates (`RenderedMarkdown`). For client navigation the
 * data carries the markup itself, as before.
 */
export interface PageFragment {
  fragment: string;
}

/** The markup of the document being rendered, by name: set by the server's entry, absent in the browser. */
export const PageFragments = createContext<ReadonlyMap<string, string> | undefined>(undefined);

export function isPageFragment(value: unknown): value is PageFragment {
  return typeof value === 'object' && value !== null && typeof (value as PageFragment).fragment === 'string';
}
