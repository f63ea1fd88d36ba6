import { checkAgainstCeiling, creditWarning, formatEuros, keepFiguresTogether, legalCeilingFor, type MarketCountry } from '@pretscope/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAYS, EVERY_WARNING, MARKETS, serversOnDays, textOf, type Day } from './legal-days.test-support.ts';

/**
 * Issue 16: every page that shows an offer or a rate carries exactly the legal wording of the visitor's market on
 * the server's day, and no other country's: market (LUX, BE, FR, none) × day (19 and 20 November 2026, around
 * France's switch to the CCD2 warning) × page. Two servers, each on a fixed clock, over the demo data.
 */
/** The text of each element that carries `data-mention="…"` with that key (warning, example, …). */
function mentionsOf(html: string, key: string): string[] {
  const found: string[] = [];
  const pattern = new RegExp(`<p[^>]*data-mention="${key}"[^>]*>([\\s\\S]*?)</p>`, 'g');
  for (const match of html.matchAll(pattern)) found.push(textOf(match[1] ?? '').trim());
  return found;
}

function count(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

describe('legal mentions by market and day, on every page that shows an offer or a rate', () => {
  const servers = serversOnDays();
  const pages: string[] = ['/', '/pret-personnel', '/pret-hypothecaire', '/pret-auto', '/regroupement-de-credit'];

  beforeAll(async () => {
    // A personal-loan page, a product page and the advertiser pages of a bank and a broker, found as a visitor
    // finds them: from the comparators' offers and the directory.
    const server = servers.get('2026-11-20')!;
    const personal = await (await fetch(`${server.url}/pret-personnel`)).text();
    const mortgage = await (await fetch(`${server.url}/pret-hypothecaire`)).text();
    const personalLoan = /href="(\/pret-personnel\/[a-z0-9-]+)"/.exec(personal)?.[1];
    const product = /href="(\/banques-et-courtiers\/[a-z0-9-]+\/[a-z0-9-]+)"/.exec(mortgage)?.[1];
    if (!personalLoan || !product) throw new Error('expected offers on the demo comparators');
    pages.push(personalLoan, product, product.split('/').slice(0, 3).join('/'), '/banques-et-courtiers/lys-courtage');
  });

  async function page(day: Day, path: string, market: MarketCountry | undefined): Promise<string> {
    const answer = await fetch(`${servers.get(day)!.url}${path}`, { headers: market ? { cookie: `pays=${market}` } : {} });
    expect(answer.status, path).toBe(200);
    return answer.text();
  }

  for (const day of Object.keys(DAYS) as Day[]) {
    for (const market of MARKETS) {
      it(`a visitor who chose ${market} reads ${market}’s wording on ${day}, and no other country’s`, async () => {
        const expected = creditWarning(market, DAYS[day])!.text;
        const others = EVERY_WARNING.filter((text) => text !== expected);
        for (const path of pages) {
          const html = await page(day, path, market);
          const text = textOf(html);
          expect(text, path).toContain(expected);
          for (const other of others) expect(text.includes(other), `${path} shows « ${other} »`).toBe(false);
          // Every warning element on the page is the market's own, unlabelled.
          const warnings = mentionsOf(html, 'warning');
          expect(warnings.length, path).toBeGreaterThan(0);
          for (const warning of warnings) expect(warning, path).toBe(expected);
          // Every example is worded in the market's terms (Belgium names the rate « taux débiteur annuel »).
          for (const example of mentionsOf(html, 'example')) {
            expect(example, path).toMatch(/^Exemple représentatif\u00a0: pour un prêt de /);
            expect(example.includes('taux débiteur annuel'), path).toBe(market === 'BE');
          }
        }
      });
    }

    it(`a visitor who chose no country reads each market’s wording, labelled, on ${day}`, async () => {
      const byMarket = Object.fromEntries(MARKETS.map((market) => [market, creditWarning(market, DAYS[day])!.text]));
      const inForce = new Set(Object.values(byMarket));
      for (const path of pages) {
        const html = await page(day, path, undefined);
        const text = textOf(html);
        // The footer names the countries of each wording: « Luxembourg et France : Un crédit vous engage… » on the
        // 19th, « Luxembourg et Belgique : Attention, emprunter… » on the 20th.
        for (const wording of inForce) {
          const countries = MARKETS.filter((market) => byMarket[market] === wording).map(
            (market) => ({ LUX: 'Luxembourg', BE: 'Belgique', FR: 'France' })[market],
          );
          const label = countries.length > 1 ? `${countries.slice(0, -1).join(', ')} et ${countries.at(-1)}` : countries[0];
          expect(text, path).toContain(`${label}\u00a0: ${wording}`);
        }
        for (const stale of EVERY_WARNING.filter((wording) => !inForce.has(wording)))
          expect(text.includes(stale), `${path} shows « ${stale} »`).toBe(false);
      }
    });
  }

  it('under an offer list, a visitor who chose no country reads the mentions of each country whose offers are shown, each under its name', async () => {
    const html = await page('2026-11-20', '/pret-hypothecaire', undefined);
    const blocks = [...html.matchAll(/data-market="(LUX|BE|FR)" class="legal-mentions__market">([\s\S]*?)<\/div>/g)];
    const shown = new Set(
      [...html.replace(/<!-- -->/g, '').matchAll(/class="offer__product"[\s\S]*?· (Luxembourg|Belgique|France)</g)].map(
        (match) => ({ Luxembourg: 'LUX', Belgique: 'BE', France: 'FR' })[match[1] as 'Luxembourg' | 'Belgique' | 'France'],
      ),
    );
    expect(blocks.map((block) => block[1]).sort()).toEqual([...shown].sort());
    for (const [, market, block] of blocks) {
      const text = textOf(block ?? '');
      expect(text).toContain({ LUX: 'Luxembourg', BE: 'Belgique', FR: 'France' }[market as MarketCountry]);
      expect(text).toContain(creditWarning(market as MarketCountry, DAYS['2026-11-20'])!.text);
      expect(text).toContain('Exemple représentatif');
      // France's mortgage advertising adds the ten-day reflection period (L313-3), and only France's.
      expect(text.includes('délai de réflexion de dix jours')).toBe(market === 'FR');
    }
  });

  it('words the example’s rate as the product’s own rate type, on the comparator and on the product page', async () => {
    for (const [param, words] of [
      ['variable', 'taux débiteur variable'],
      ['fixe', 'taux débiteur fixe'],
    ] as const) {
      const html = await page('2026-11-20', `/pret-hypothecaire?pays=LUX&taux=${param}`, 'LUX');
      const examples = mentionsOf(html, 'example');
      expect(examples.length, param).toBe(1);
      expect(examples[0], param).toContain(words);
      const product = /href="(\/banques-et-courtiers\/[a-z0-9-]+\/[a-z0-9-]+)"/.exec(html)?.[1];
      if (!product) throw new Error(`expected a ${param} offer in the demo data`);
      const own = mentionsOf(await page('2026-11-20', product, 'LUX'), 'example');
      expect(own[0], product).toContain(words);
    }
  });

  it('France’s consolidation comparator adds the sentence on a longer duration and a higher cost, once', async () => {
    const text = textOf(await page('2026-11-20', '/regroupement-de-credit', 'FR'));
    expect(count(text, 'allongement de la durée de remboursement')).toBe(1);
    const belgian = textOf(await page('2026-11-20', '/regroupement-de-credit', 'BE'));
    expect(belgian).toContain('La publicité pour le regroupement de crédits est interdite en Belgique');
    expect(belgian.includes('allongement de la durée de remboursement')).toBe(false);
  });

  it('a broker’s page names it as an intermediary, not a lender', async () => {
    const text = textOf(await page('2026-11-20', '/banques-et-courtiers/lys-courtage', 'BE'));
    expect(text).toMatch(/Lys Courtage[^.]* intervient en qualité d’intermédiaire de crédit et non de prêteur\./);
  });

  it('the API refuses a Belgian resident’s consolidation request on its country, as the form does, and takes a French one (decision 0008)', async () => {
    const server = servers.get('2026-11-20')!;
    const consent = { given: true, text: 'J’accepte que Prêtscope traite ma demande.', version: '2026-11' };
    const lead = (country: string) => ({
      data: {
        type: 'leads',
        attributes: {
          kind: 'regroupement-de-credit',
          firstName: 'Zoé',
          lastName: 'Lefèvre',
          email: `zoe.${country.toLowerCase()}@example.com`,
          country,
          amount: 45_000,
          duration: 96,
          consent,
        },
      },
    });
    const belgian = await server.api('/leads', { method: 'POST', json: lead('BE') });
    expect(belgian.status).toBe(422);
    const body = (await belgian.json()) as { errors: { source: { pointer: string }; detail: string }[] };
    expect(body.errors).toEqual([
      expect.objectContaining({
        source: { pointer: '/data/attributes/country' },
        detail: 'Le regroupement de crédits n’est pas proposé aux résidents de Belgique.',
      }),
    ]);
    const leads = await server.api('/leads?filter[email]=zoe.be@example.com', { token: server.adminToken });
    expect(((await leads.json()) as { data: unknown[] }).data).toEqual([]);
    expect((await server.api('/leads', { method: 'POST', json: lead('FR') })).status).toBe(201);
  });

  it('the comparator leaves out the offers above their market’s legal ceiling and its D111-7 block says how many and why', async () => {
    const server = servers.get('2026-11-20')!;
    // Belgium allows at most 48 months for 10 000 € of consumer credit (AR 14 septembre 2016, art. 13).
    const amount = 10_000;
    const duration = 96;
    const search = (await (await server.api(`/loans-search?category=pret-personnel&amount=${amount}&duration=${duration}`)).json()) as {
      data: { productId: number; productSlug: string; country: string; apr: number }[];
    };
    const overCeiling = new Set(
      search.data
        .filter(
          (offer) =>
            offer.country === 'BE' &&
            checkAgainstCeiling(
              legalCeilingFor({ market: 'BE', date: DAYS['2026-11-20'], kind: 'consumer', amount, durationMonths: duration }),
              { apr: offer.apr, durationMonths: duration },
            ) !== null,
        )
        .map((offer) => offer.productId),
    );
    expect(overCeiling.size, 'the demo data has Belgian personal loans observed over 96 months').toBeGreaterThan(0);
    // A Luxembourg visitor's comparator lists Luxembourg's lenders unless the filter asks for every country (issue 19).
    for (const market of [undefined, 'LUX', 'BE'] as const) {
      // Every country's offers, whatever the visitor's (the country filter would otherwise default to theirs).
      const html = await page('2026-11-20', `/pret-personnel?montant=${amount}&duree=${duration}&pays=tous`, market);
      const disclosure = textOf(/<p class="disclosure">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '');
      const count = overCeiling.size === 1 ? '1 offre n’est pas affichée' : `${overCeiling.size} offres ne sont pas affichées`;
      expect(disclosure).toContain(keepFiguresTogether(`${count} pour ${formatEuros(amount, 0)} sur 96 mois`));
      const longest = legalCeilingFor({ market: 'BE', date: DAYS['2026-11-20'], kind: 'consumer', amount, durationMonths: duration })
        .maxDurationMonths!.value;
      expect(longest).toBe(48);
      expect(disclosure).toContain(`${longest}\u00a0mois`);
      for (const offer of search.data.filter((candidate) => overCeiling.has(candidate.productId)))
        expect(html.includes(`href="/pret-personnel/${offer.productSlug}"`), offer.productSlug).toBe(false);
    }
    // Within the ceiling nothing is left out, and the block says nothing of it.
    const within = textOf(await page('2026-11-20', `/pret-personnel?montant=${amount}&duree=48`, 'BE'));
    expect(within.includes('ne sont pas affichées') || within.includes('n’est pas affichée')).toBe(false);
  });
});
