import type { PageFragment } from './page-fragment.ts';

/** What a request's scope holds for its document's fragments: a map when it renders a document, absent for data. */
export interface PageFragmentsScope {
  pageFragments?: Map<string, string>;
}

/**
 * The markup as a loader returns it: named, and kept for the render, when the request renders a document; the markup
 * itself when it asks for data only (client navigation), or when the scope keeps no fragments.
 */
export function pageFragment(scope: PageFragmentsScope, name: string, html: string): string | PageFragment {
  if (!scope.pageFragments || html === '') return html;
  scope.pageFragments.set(name, html);
  return { fragment: name };
}
