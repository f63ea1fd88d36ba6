import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

/** The country the header's LU / BE / FR switcher marks as chosen, as its link sets it. */
function chosenInHeader(html: string): string | undefined {
  const switcher = /<div class="country-switcher"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
  const current = /<a[^>]*aria-current="true"[^>]*>/.exec(switcher)?.[0];
  return current ? /pays=(LUX|BE|FR)/.exec(current)?.[1] : undefined;
}

/** The paths of the header's « Comparer » menu. */
function comparatorMenu(html: string): string[] {
  const menu = /<details class="site-nav__menu" data-menu="comparer">[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
  return [...menu.matchAll(/href="([^"]+)"/g)].map(([, href]) => href!);
}

/**
 * Issue 19 with decision 0004: the header shows the visitor's country and the menu it allows, and the page cache keeps
 * one copy per remembered country, so that no visitor is served another's header, comparator or warnings.
 */
describe('the header follows the visitor’s country, one cached page per country', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => server?.close());

  const page = async (path: string, cookie?: string) => {
    const answer = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
    expect(answer.status, path).toBe(200);
    return { html: await answer.text(), etag: answer.headers.get('etag'), vary: answer.headers.get('vary') };
  };

  it('marks the chosen country, links each country to the same page with its query kept, and lists every category', async () => {
    const none = await page('/pret-personnel?montant=10000');
    expect(chosenInHeader(none.html)).toBeUndefined();
    for (const code of ['LUX', 'BE', 'FR']) expect(none.html).toContain(`href="/pret-personnel?montant=10000&amp;pays=${code}"`);
    const menu = comparatorMenu(none.html);
    for (const path of [
      '/pret-hypothecaire',
      '/pret-immobilier',
      '/pret-personnel',
      '/pret-auto',
      '/regroupement-de-credit',
      '/pret-crypto',
    ])
      expect(menu, path).toContain(path);
    // A comparator's lender filter is the country itself: the list follows the country picked.
    const filtered = await page('/pret-auto?montant=20000&pays=tous');
    expect(filtered.html).toContain('href="/pret-auto?montant=20000&amp;pays=BE"');
    // The URL's country wins over the remembered one, as on every page.
    expect(chosenInHeader((await page('/articles?pays=FR', 'pays=BE')).html)).toBe('FR');
  });

  it('serves each remembered country its own header from the cache, alternating visitors', async () => {
    for (const path of ['/', '/articles', '/pret-auto']) {
      const seen = new Map<string, string | null>();
      // Twice round: the second answers come from the cache, and must still be each visitor's own.
      for (let round = 0; round < 2; round += 1) {
        for (const country of ['BE', 'LUX', undefined, 'FR'] as const) {
          const { html, etag, vary } = await page(path, country ? `pays=${country}` : undefined);
          expect(chosenInHeader(html), `${path} ${country ?? 'no country'}`).toBe(country);
          expect(comparatorMenu(html).includes('/regroupement-de-credit'), `${path} ${country}`).toBe(country !== 'BE');
          expect(vary, path).toContain('Cookie');
          const key = country ?? 'none';
          if (round === 1) expect(etag, `${path} ${key} cached`).toBe(seen.get(key));
          seen.set(key, etag);
        }
      }
      expect(new Set(seen.values()).size, `${path}: four variants`).toBe(4);
    }
  });

  /** The lenders' countries of a comparator's offers (« Produit · Belgique » under each lender's name). */
  const COUNTRY_CODES: Record<string, string> = { Luxembourg: 'LUX', Belgique: 'BE', France: 'FR' };
  const offerCountries = (html: string) =>
    new Set(
      [...html.replace(/<!-- -->/g, '').matchAll(/<span class="offer__product">[\s\S]*?<span class="muted"> · ([^<]+)<\/span>/g)].map(
        (match) => COUNTRY_CODES[match[1]!] ?? match[1],
      ),
    );
  const selected = (html: string, id: string) =>
    new RegExp(`<select id="${id}"[^>]*>[\\s\\S]*?<option value="([^"]+)" selected=""`).exec(html)?.[1];

  it('one country drives them all: the header, the comparator’s filter, the calculators’ country and the legal mentions', async () => {
    const everyone = await page('/pret-hypothecaire');
    expect(offerCountries(everyone.html).size, 'without a country, every lender').toBeGreaterThan(1);
    expect(selected(everyone.html, 'cmp-pays')).toBe('tous');

    // France's lenders call their mortgages « prêt immobilier », Luxembourg's and Belgium's « prêt hypothécaire ».
    for (const [country, path] of [
      ['LUX', '/pret-hypothecaire'],
      ['BE', '/pret-hypothecaire'],
      ['FR', '/pret-immobilier'],
    ] as const) {
      const { html } = await page(path, `pays=${country}`);
      expect(chosenInHeader(html)).toBe(country);
      expect([...offerCountries(html)], `${country}: the lenders of the visitor’s country`).toEqual([country]);
      expect(selected(html, 'cmp-pays')).toBe(country);
      // The mentions are the chosen market's alone, unlabelled.
      expect([...html.matchAll(/data-mention="warning" data-market="([^"]+)"/g)].map((match) => match[1])).toEqual(
        expect.arrayContaining([country]),
      );
      expect(html).not.toMatch(new RegExp(`data-mention="warning" data-market="(?!${country}")`));
      const calculator = await page('/pret-immobilier/outils/calculette', `pays=${country}`);
      expect(selected(calculator.html, 'pays'), `${country}: the calculator’s country`).toBe(country);
      expect(chosenInHeader(calculator.html)).toBe(country);
    }
    // The filter widens the list to every lender, and the page still says whose country the visitor is in.
    const widened = await page('/pret-hypothecaire?pays=tous', 'pays=BE');
    expect(offerCountries(widened.html).size).toBeGreaterThan(1);
    expect(chosenInHeader(widened.html)).toBe('BE');
    expect([...offerCountries((await page('/pret-auto?pays=FR', 'pays=BE')).html)]).toEqual(['FR']);
    // The home page's best rates are those the comparator then shows: the visitor's country's lenders.
    const bestRated = async (cookie?: string) => {
      const table = /<table class="offers best-rates">[\s\S]*?<\/table>/.exec((await page('/', cookie)).html)?.[0] ?? '';
      return [...table.matchAll(/<a href="\/([a-z0-9-]+)">/g)].map(([, slug]) => slug);
    };
    expect(await bestRated()).toEqual(expect.arrayContaining(['pret-hypothecaire', 'pret-immobilier']));
    expect(await bestRated('pays=FR')).toContain('pret-immobilier');
    expect(await bestRated('pays=FR')).not.toContain('pret-hypothecaire');
    expect(await bestRated('pays=LUX')).toContain('pret-hypothecaire');
    expect(await bestRated('pays=LUX')).not.toContain('pret-immobilier');
    // A market without offers for that loan says so, and links to every country's.
    const none = await page('/pret-hypothecaire', 'pays=FR');
    expect(offerCountries(none.html).size).toBe(0);
    const shown = none.html.replace(/<!-- -->/g, '');
    expect(shown, 'the empty list says whose offers it looked for').toMatch(
      /Aucune des offres que nous suivons ne prête [^<]* en France\./,
    );
    expect(shown).toMatch(/href="\?[^"]*pays=tous[^"]*">Voir les offres de tous les pays/);
  });
});
