import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

/**
 * Public pages carry their part of the site's style sheet in the page (apps/web styles/site-styles.tsx and
 * page-styles.server.ts): nothing to fetch before the first paint. The whole sheet is linked for print, which holds
 * nothing up, and applied by the page's script once hydrated. The fonts it names must be served, and the back office
 * keeps its own linked style sheet. test/e2e/page-styles.test.ts shows that a page's part draws it as the whole does.
 */
describe('the site’s style sheet, inline', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => server?.close());

  const html = async (path: string) => (await fetch(`${server.url}${path}`)).text();

  it('is in every public page, the page’s own part of it, with the whole sheet linked for print only', async () => {
    const parts = new Map<string, string>();
    let wholeSheet = '';
    for (const path of [
      '/',
      '/pret-hypothecaire',
      '/pret-hypothecaire/simulation',
      '/articles',
      '/pret-hypothecaire/demande',
      '/une/page/qui/n-existe-pas',
    ]) {
      const page = await html(path);
      const styles = /<style id="site-styles">([^<]*)<\/style>/.exec(page)?.[1] ?? '';
      parts.set(path, styles);
      // The base sheet's rules and the icons' are on every page.
      for (const rule of ['.skip-link', '.svg-inline--fa', '@font-face']) expect(styles, `${path} ${rule}`).toContain(rule);
      const sheets = [...page.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].map(([link]) => link);
      expect(sheets, path).toHaveLength(1);
      expect(sheets[0], path).toMatch(/^<link id="site-sheet" rel="stylesheet" href="\/assets\/site-[\w-]+\.css" media="print"\/>$/);
      const href = /href="([^"]+)"/.exec(sheets[0] ?? '')?.[1] ?? '';
      const answer = await fetch(`${server.url}${href}`);
      expect(answer.status, href).toBe(200);
      wholeSheet = await answer.text();
      expect(styles.length, path).toBeGreaterThan(5_000);
      expect(styles.length, `${path}: its part, not the whole sheet`).toBeLessThan(wholeSheet.length * 0.6);
    }
    // A section's rules go where they are used: the comparator's table on the comparator, not on the simulation.
    expect(parts.get('/pret-hypothecaire')).toContain('.offer-table');
    expect(parts.get('/pret-hypothecaire/simulation')).not.toContain('.offer-table');
    for (const rule of ['.skip-link', '.offer-table', '.calc-table', '.data-table']) expect(wholeSheet, rule).toContain(rule);
  });

  it('names fonts the server serves', async () => {
    const styles = /<style id="site-styles">([^<]*)<\/style>/.exec(await html('/'))?.[1] ?? '';
    const fonts = [...new Set([...styles.matchAll(/url\((\/assets\/inter-latin-[^)]+\.woff2)\)/g)].map((match) => match[1] as string))];
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    for (const font of fonts) expect((await fetch(`${server.url}${font}`)).status, font).toBe(200);
  });

  it('leaves the back office its own linked style sheet', async () => {
    expect(await html('/_admin_/login')).toMatch(/<link[^>]+rel="stylesheet"[^>]+href="\/assets\/[\w-]+\.css"/);
  });
});
