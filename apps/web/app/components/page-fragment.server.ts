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
