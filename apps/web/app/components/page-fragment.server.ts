import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
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

/**
 * A part of a page drawn once by its loader, on the server, rather than by React from data sent to the browser
 * (ServerMarkup): for what the page shows but never changes in the browser, such as an offer table, a chart or a FAQ.
 * Its ids (useId) are prefixed with its name, so they cannot meet the page's own.
 */
export function renderedFragment(scope: PageFragmentsScope, name: string, element: ReactElement): string | PageFragment {
  return pageFragment(scope, name, renderToStaticMarkup(element, { identifierPrefix: `${name}-` }));
}

/** What a loader's scope offers to keep a fragment's markup while the content stays the same (request-scope.ts). */
export interface ContentFragmentsScope extends PageFragmentsScope {
  site: { readContent<T>(key: string, load: () => Promise<T>): Promise<T> };
}

/**
 * A fragment drawn once per version of the content it shows, not per request (issue 23: an uncached page renders
 * only what changed): the footer's banks, a category's FAQ. Its markup is kept with the content's reads
 * (`site.readContent`, dropped by every write) under its name and `key`, which must name every other input of
 * `element`; the element is made (its data read) only when the markup is not kept.
 */
export async function contentFragment(
  scope: ContentFragmentsScope,
  name: string,
  key: string,
  element: () => ReactElement | Promise<ReactElement>,
): Promise<string | PageFragment> {
  const html = await scope.site.readContent(`fragment|${name}|${key}`, async () =>
    renderToStaticMarkup(await element(), { identifierPrefix: `${name}-` }),
  );
  return pageFragment(scope, name, html);
}

/** JSON-LD for a script of the page's body (JsonLdScript), escaped as React Router escapes its own. */
export function jsonLdFragment(scope: PageFragmentsScope, name: string, value: unknown): string | PageFragment {
  return pageFragment(scope, name, escapeJsonForScript(JSON.stringify(value)));
}

const SCRIPT_ESCAPES: Readonly<Record<string, string>> = {
  '&': '\\u0026',
  '<': '\\u003c',
  '>': '\\u003e',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that cannot close its script element nor open a comment: `<`, `>` and `&` as JSON escapes. */
export function escapeJsonForScript(json: string): string {
  return json.replace(/[&<>\u2028\u2029]/g, (character) => SCRIPT_ESCAPES[character]!);
}
