import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

/**
 * Public pages carry the site's style sheet in the page (apps/web styles/site-styles.tsx): nothing to fetch before
 * the first paint. The fonts it names must be served, and the back office keeps its own linked style sheet.
 */
describe('the site’s style sheet, inline', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => server?.close());

  const html = async (path: string) => (await fetch(`${server.url}${path}`)).text();

  it('is in every public page, whole, and no public page links a style sheet', async () => {
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
      expect(styles.length, path).toBeGreaterThan(10_000);
      // Rules of the base sheet, the icons and a section's sheet: all of them, whatever the page.
      for (const rule of ['.skip-link', '.svg-inline--fa', '.calc-table', '.data-table']) expect(styles, `${path} ${rule}`).toContain(rule);
      expect(page, path).not.toMatch(/<link[^>]+rel="stylesheet"/);
    }
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
