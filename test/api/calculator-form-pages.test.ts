import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

const SITE = 'https://www.pretscope.example';

const CALCULATORS = [
  '/pret-hypothecaire/simulation',
  '/pret-hypothecaire/combien-emprunter',
  '/pret-immobilier/outils/capacite-d-emprunt',
  '/pret-immobilier/outils/calculette',
  '/pret-immobilier/outils/taux-variable',
  '/pret-immobilier/outils/remboursement-anticipe',
  '/pret-immobilier/outils/renegocier',
  '/regroupement-de-credit/simulation',
  '/pret-immobilier/outils/assurance-emprunteur',
  '/comparer-les-pays',
  '/pret-crypto',
];
const FORMS = [
  '/pret-hypothecaire/demande',
  '/pret-immobilier/demande',
  '/pret-personnel/demande',
  '/regroupement-de-credit/demande-partners-finances',
  '/prendre-rendez-vous',
  '/contact',
  '/ebook',
  '/pret-hypothecaire/reminder',
];

/** The content of the first `<meta property=…>` of a page. */
function metaProperty(html: string, property: string): string | undefined {
  return new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
}

function canonical(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
}

describe('calculator and request form pages: canonical URL and Open Graph', () => {
  let server: TestServer;
  let personalLoan: string;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { SITE_URL: SITE });
    const categories = (await (await server.api('/categories?filter[slug]=pret-personnel')).json()) as { data: { id: string }[] };
    const products = (await (await server.api(`/products?filter[categories]=${categories.data[0]?.id}&page[limit]=1`)).json()) as {
      data: { attributes: { slug: string } }[];
    };
    personalLoan = `/pret-personnel/${products.data[0]?.attributes.slug}`;
  });
  afterAll(async () => server?.close());

  it('gives every calculator and form its canonical URL on SITE_URL, without the inputs, and Open Graph tags in French', async () => {
    for (const path of [...CALCULATORS, personalLoan, ...FORMS]) {
      // The inputs in the query (and a forged Host) change nothing: the canonical page is the path on SITE_URL.
      const answer = await fetch(`${server.url}${path}?montant=123456&pays=FR`, { headers: { host: 'evil.example' } });
      expect(answer.status, path).toBe(200);
      const html = await answer.text();
      expect(canonical(html), path).toBe(`${SITE}${path}`);
      expect(metaProperty(html, 'og:url'), path).toBe(`${SITE}${path}`);
      expect(metaProperty(html, 'og:locale'), path).toBe('fr_FR');
      expect(metaProperty(html, 'og:site_name'), path).toBe('Prêtscope');
      const title = metaProperty(html, 'og:title');
      const description = metaProperty(html, 'og:description');
      expect(title, path).toBeTruthy();
      expect(description!.length, path).toBeGreaterThan(40);
      // The document title is the Open Graph title with the site's name.
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], path).toBe(`${title} — Prêtscope`);
      expect(html, path).toContain(`<meta name="description" content="${description}"/>`);
      expect(html).not.toContain('evil.example');
    }
  });
});

describe('the remembered country and the page cache', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => server?.close());

  const page = (path: string, cookie?: string) => fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
  const selectedCountry = (html: string) =>
    /<select id="pays" name="pays"[^>]*>[\s\S]*?<option value="(LUX|BE|FR)" selected=""/.exec(html)?.[1];
  const PATH = '/pret-immobilier/outils/capacite-d-emprunt';

  it('remembers a country asked for in the URL, and only when it changes', async () => {
    const first = await page(`${PATH}?pays=BE`);
    expect(first.headers.get('set-cookie')).toBe('pays=BE; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(first.headers.get('etag')).toBeNull(); // an answer that sets a cookie is never shared
    const again = await page(`${PATH}?pays=BE`, 'pays=BE');
    expect(again.headers.get('set-cookie')).toBeNull();
    const changed = await page(`${PATH}?pays=FR`, 'pays=BE');
    expect(changed.headers.get('set-cookie')).toBe('pays=FR; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(selectedCountry(await changed.text())).toBe('FR');
    const unknown = await page(`${PATH}?pays=DE`);
    expect(unknown.headers.get('set-cookie')).toBeNull();
  });

  it('answers a country it does not know (« LU » for « LUX ») on every calculator with an error on the field, in French', async () => {
    for (const path of CALCULATORS) {
      const answer = await page(`${path}?pays=LU`, 'pays=BE');
      const html = await answer.text();
      expect(answer.status, path).toBe(200);
      // Not the remembered Belgium's explanation of the consolidation page, nor a result computed for another country.
      expect(html, path).not.toContain('Service non proposé en Belgique</h2>');
      // Either an error on the field, or the select says which country the page computes for (the variable-rate
      // tool shows Belgium's rules to any country but Luxembourg, and selects Belgium).
      if (html.includes('<select id="pays"'))
        expect(/Le pays doit être|Choisissez la France ou le Luxembourg/.test(html) || selectedCountry(html) !== undefined, path).toBe(
          true,
        );
    }
  });

  it('serves one cached page per remembered country, and none to a request with any other cookie', async () => {
    const belgian = await page(PATH, 'pays=BE');
    expect(selectedCountry(await belgian.text())).toBe('BE');
    expect(belgian.headers.get('etag')).toBeTruthy();
    expect(belgian.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    const belgianAgain = await page(PATH, 'pays=BE');
    expect(belgianAgain.headers.get('etag')).toBe(belgian.headers.get('etag'));
    expect(selectedCountry(await belgianAgain.text())).toBe('BE');

    const french = await page(PATH, 'pays=FR');
    expect(selectedCountry(await french.text())).toBe('FR');
    expect(french.headers.get('etag')).not.toBe(belgian.headers.get('etag'));
    const none = await page(PATH);
    expect(selectedCountry(await none.text())).toBe('LUX');
    expect(none.headers.get('etag')).not.toBe(belgian.headers.get('etag'));

    const revalidated = await fetch(`${server.url}${PATH}`, {
      headers: { cookie: 'pays=BE', 'if-none-match': belgian.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(304);

    const personal = await page(PATH, 'pays=BE; __session=abc');
    expect(personal.headers.get('etag')).toBeNull();
    expect(selectedCountry(await personal.text())).toBe('BE');
  });
});
