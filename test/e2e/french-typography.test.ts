import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

/** Pages fetched at once (a 2-core machine: the server renders while the browser reads). */
const PAGES_AT_ONCE = 3;

/**
 * The text a visitor reads on a page, as the browser parses it (entities decoded): the title, the meta description,
 * then the body's text nodes in order, without code (pre, code, kbd, samp), scripts and styles. Inline elements
 * join their neighbours' text, as they do on screen ('<strong>3,20</strong> %'); a block, or a piece of code, ends
 * a run with U+0000, so that no rule reads across two blocks.
 */
function readableText(html: string): string {
  const verbatim = new Set(['PRE', 'CODE', 'KBD', 'SAMP', 'SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA']);
  const inline = new Set([
    'A',
    'ABBR',
    'B',
    'BDI',
    'BDO',
    'CITE',
    'DATA',
    'DFN',
    'EM',
    'I',
    'LABEL',
    'MARK',
    'Q',
    'S',
    'SMALL',
    'SPAN',
    'STRONG',
    'SUB',
    'SUP',
    'TIME',
    'U',
    'VAR',
    'WBR',
    'tspan',
  ]);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  let text = `${doc.title}\u0000${description}\u0000`;
  const walk = (node: Node): void => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) text += child.nodeValue ?? '';
      else if (child.nodeType === Node.ELEMENT_NODE) {
        const element = child as Element;
        if (verbatim.has(element.tagName)) {
          text += '\u0000';
          continue;
        }
        const isInline = inline.has(element.tagName);
        if (!isInline) text += '\u0000';
        walk(element);
        if (!isInline) text += '\u0000';
      }
    }
  };
  walk(doc.body);
  return text;
}

/** What French typography forbids in text a visitor reads (issue 20). */
const RULES: ReadonlyArray<readonly [string, RegExp]> = [
  ['breakable space before a high sign or a unit', /[ \t\n\r]+[:;!?%€]/g],
  ['breakable space between a figure and its unit', /\d[ \t\n\r]+(?:mois|ans|€|%)(?![\p{L}\p{N}])/gu],
  ['straight apostrophe', /'/g],
];

/** A violation's surroundings, its spaces made visible: '·' a breakable space, '⍽' U+00A0, '˽' U+202F, '¶' a new line. */
function excerpt(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 30);
  return text
    .slice(start, index + length + 30)
    .replaceAll('\u0000', ' | ')
    .replace(/[ \n\u00a0\u202f]/g, (space) => ({ ' ': '·', '\n': '¶', '\u00a0': '⍽', '\u202f': '˽' })[space]!);
}

/**
 * Issue 20: French typography on every page of the sitemap, database content included. The HTML of each page is
 * fetched as a visitor's browser gets it and parsed by the browser; no breakable space may stand before
 * « : ; ! ? % € » or between a figure and « mois », « ans », « € » or « % », and no straight apostrophe may stand in
 * the text. Code is left out: it is written as typed.
 */
describe('French typography on every page of the sitemap', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let paths: string[] = [];
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
    page = await browser.newPage();
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
      const url = new URL(loc!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replaceAll('&amp;', '&'));
      return `${url.pathname}${url.search}`;
    });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('finds the whole site in the sitemap', () => {
    expect(paths.length).toBeGreaterThan(20);
    expect(paths).toContain('/');
  });

  it('reads no breakable space before « : ; ! ? % € », none inside a figure and its unit, and no straight apostrophe', async () => {
    const problems: string[] = [];
    const check = async (path: string) => {
      const answer = await fetch(`${server.url}${path}`);
      if (answer.status !== 200) {
        problems.push(`${path}: answered ${answer.status}`);
        return;
      }
      const text = await page.evaluate(readableText, await answer.text());
      for (const [rule, pattern] of RULES) {
        for (const match of text.matchAll(pattern)) problems.push(`${path}: ${rule}: « ${excerpt(text, match.index, match[0].length)} »`);
      }
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: PAGES_AT_ONCE }, async () => {
        while (next < paths.length) {
          const path = paths[next]!;
          next += 1;
          await check(path);
        }
      }),
    );
    expect(problems, `${problems.length} problem(s) on ${paths.length} pages:\n${problems.join('\n')}`).toEqual([]);
  }, 180_000);
});
