import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frenchTypography } from '@pretscope/core';
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

/**
 * Plain text as an editor types it in the back office or an API client sends it: plain spaces before « ? : % » and a
 * straight apostrophe. Written before the crawl, so that the pages read content from the database that the seed
 * (already typeset) does not hold.
 */
const TYPED = {
  question: 'Peut-on rembourser plus tôt ?',
  answer: "L'offre : 3 % du capital remboursé au plus, jamais plus de 6 mois d'intérêts.",
  description: "L'offre : 3 % de frais de dossier au plus. Un conseiller répond en 48 heures !",
  productName: "Prêt L'offre : 3 %",
};

type Attributes = Record<string, unknown>;
interface Resource {
  id: string;
  attributes: Attributes;
  relationships?: Record<string, { data: { id: string } | null }>;
}

/**
 * Writes TYPED through the admin API: a question of the personal loan's FAQ, and the name of one of its products on
 * the sitemap with its lender's description (its lender's SEO description emptied, so that the page's meta
 * description is drawn from the description). Answers the paths of the pages that show each text.
 */
async function writeTypedTexts(server: TestServer, paths: string[]): Promise<{ category: string; product: string; advertiser: string }> {
  const read = async (path: string) =>
    (await (await server.api(path, { token: server.adminToken })).json()) as { data: Resource[]; included?: Resource[] };
  const patch = async (type: string, id: string, attributes: Attributes) => {
    const answer = await server.api(`/${type}/${id}`, {
      method: 'PATCH',
      token: server.adminToken,
      json: { data: { type, id, attributes } },
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
  };
  const { data, included = [] } = await read('/categories?filter[slug]=pret-personnel&include=products');
  const category = data[0]!;
  await patch('categories', category.id, {
    faq: [...(category.attributes.faq as unknown[]), { question: TYPED.question, answer: TYPED.answer }],
  });
  const product = included.find((item) => paths.includes(`/pret-personnel/${String(item.attributes.slug)}`));
  expect(product, 'a personal loan on the sitemap').toBeDefined();
  await patch('products', product!.id, { name: TYPED.productName });
  const advertiserId = product!.relationships!.advertiser!.data!.id;
  await patch('announcers', advertiserId, { description: TYPED.description, metaDesc: '' });
  const advertiser = (await (await server.api(`/announcers/${advertiserId}`, { token: server.adminToken })).json()) as { data: Resource };
  return {
    category: `/${String(category.attributes.slug)}`,
    product: `/pret-personnel/${String(product!.attributes.slug)}`,
    advertiser: `/banques-et-courtiers/${String(advertiser.data.attributes.slug)}`,
  };
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
 * the text. Code is left out: it is written as typed. Texts typed as on a keyboard are written through the admin API
 * first (TYPED), so that content an editor or an API client saved is crawled too (decision 0017).
 */
describe('French typography on every page of the sitemap', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let paths: string[] = [];
  let written: Awaited<ReturnType<typeof writeTypedTexts>>;
  const texts = new Map<string, string>();
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
    page = await browser.newPage();
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
      const url = new URL(loc!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replaceAll('&amp;', '&'));
      return `${url.pathname}${url.search}`;
    });
    written = await writeTypedTexts(server, paths);
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
      texts.set(path, text);
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

  it('found the texts written as typed before the crawl on the pages that show them, typeset', () => {
    const on = (path: string) => (texts.get(path) ?? '').replaceAll('\u0000', ' ');
    expect(on(written.category)).toContain(frenchTypography(TYPED.question));
    expect(on(written.category)).toContain(frenchTypography(TYPED.answer));
    expect(on(written.product)).toContain(frenchTypography(TYPED.productName));
    expect(on(written.product)).toContain(frenchTypography(TYPED.description));
    expect(on(written.advertiser)).toContain(frenchTypography(TYPED.productName));
    // The meta description, drawn from the description (its first words).
    expect(on(written.advertiser)).toContain(frenchTypography(TYPED.description).slice(0, 40));
  });
});
