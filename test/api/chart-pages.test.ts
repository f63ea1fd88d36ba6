import { borrowingCapacity, formatEuros, formatPercent, simulateLoan } from '@pretscope/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.test-support.ts';

/** Text as the page prints it: tags dropped, the entities React writes decoded. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"');

/** The rate a cell or legend prints, '3,42 %' → 3.42. */
const rateOf = (printed: string) => Number(printed.replace(/[^\d,]/g, '').replace(',', '.'));

/**
 * Issue 20: the charts are in the server's HTML (they read without JavaScript), drawn from core's figures: the
 * simulation's bars from its year rows, the gauge's limit from the country's rule, the crypto loan's liquidation
 * point, the product's rate grid as a heat map.
 */
describe('charts in the server-rendered pages', () => {
  let server: TestServer;
  const page = async (path: string) => {
    const answer = await fetch(`${server.url}${path}`);
    expect(answer.status, path).toBe(200);
    return answer.text();
  };
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => server?.close());

  it('draws the simulation’s capital and interest of each year as stacked bars, described with core’s year rows', async () => {
    const html = await page('/pret-hypothecaire/simulation?pays=BE&montant=250000&taux=3,2&duree=20');
    const { schedule } = simulateLoan(
      { clock: { now: () => new Date() } },
      { amount: 250_000, rate: 3.2, duration: 240, country: 'BE', fees: 0, insuranceRate: 0 },
    );
    expect(html).toMatch(/<svg [^>]*role="img" aria-labelledby="graphique-annuel-titre graphique-annuel-desc"/);
    expect(html.match(/<rect class="chart__capital"/g)).toHaveLength(20);
    expect(html.match(/<rect class="chart__interest"/g)).toHaveLength(20);
    const description = text(/<desc id="graphique-annuel-desc">([\s\S]*?)<\/desc>/.exec(html)?.[1] ?? '');
    const [first, last] = [schedule.years[0]!, schedule.years[19]!];
    expect(description).toContain(`${formatEuros(250_000, 0)} de capital et ${formatEuros(schedule.totals.interest, 0)} d’intérêts`);
    expect(description).toContain(
      `Année 1\u00a0: ${formatEuros(first.debtPayment, 0)} de capital et ${formatEuros(first.interestPayment, 0)}`,
    );
    expect(description).toContain(
      `année 20\u00a0: ${formatEuros(last.debtPayment, 0)} de capital et ${formatEuros(last.interestPayment, 0)}`,
    );
    // Its text alternative is the yearly table of the page.
    expect(html).toContain('<a href="#tableau-annuel">Voir le tableau des valeurs</a>');
    expect(html).toContain('id="tableau-annuel"');
  });

  it('marks the country’s debt-ratio limit on the capacity gauge, with the existing loans’ share', async () => {
    const html = await page('/pret-immobilier/outils/capacite-d-emprunt?pays=FR&revenus=6000&charges=300&taux=3,6&duree=25');
    const expected = borrowingCapacity({ country: 'FR', netMonthlyIncome: 6000, monthlyCharges: 300, rate: 3.6, duration: 300 });
    if (!expected.ok) throw new Error('expected a capacity');
    expect(html).toMatch(/<svg [^>]*role="img" aria-labelledby="jauge-titre jauge-desc"/);
    expect(text(html)).toContain(`Limite (France)\u00a0: ${formatPercent(expected.value.maxDebtRatio * 100, 0)}`);
    const table = text(/<details class="card chart__table">([\s\S]*?)<\/details>/.exec(html)?.[1] ?? '');
    expect(table).toContain(`Crédits en cours${formatPercent(5)}`);
    expect(table).toContain(`Taux d’endettement${formatPercent(expected.value.debtRatio * 100)}`);
    expect(table).toContain(`Limite (France)${formatPercent(35)}`);
  });

  it('draws the crypto collateral’s fall with the liquidation point the calculator gives', async () => {
    // 30 000 € at 40 %, liquidated at 80 %: the loan of 12 000 € is liquidated at 15 000 €, a fall of 50 %.
    const html = await page('/pret-crypto?pays=LUX&valeur=30000&ltv=40&seuil=80&taux=9&duree=12');
    expect(html).toMatch(/<svg [^>]*role="img" aria-labelledby="graphique-liquidation-titre graphique-liquidation-desc"/);
    expect(text(html)).toContain(`Liquidation\u00a0: −${formatPercent(50)}`);
    expect(text(html)).toContain(`il ne vaut plus que ${formatEuros(15_000)}`);
    const row = /<tr class="liquidation__row">([\s\S]*?)<\/tr>/.exec(html)?.[1] ?? '';
    expect(text(row)).toBe(`${formatPercent(50)} (liquidation)${formatEuros(15_000)}${formatPercent(80)}`);
  });

  it('shades each rate of a product’s grid by the legend’s band it falls in', async () => {
    const directory = await page('/banques-et-courtiers/banque-petrusse');
    const productPath = /href="(\/banques-et-courtiers\/banque-petrusse\/[a-z0-9-]+)"/.exec(directory)?.[1];
    const html = await page(productPath!);
    const bands = new Map(
      [...html.matchAll(/<li><span class="heat-legend__key heat--(\d)" aria-hidden="true"><\/span>([^<]+)<\/li>/g)].map((match) => {
        const [from = '', to = from] = (match[2] ?? '').split(' à ');
        return [match[1], { from: rateOf(from), to: rateOf(to) }] as const;
      }),
    );
    expect(bands.size).toBeGreaterThanOrEqual(2);
    const cells = [...html.matchAll(/<td class="numeric heat--(\d)">([^<]+)<\/td>/g)];
    expect(cells.length).toBeGreaterThan(4);
    for (const [, shade, printed] of cells) {
      const band = bands.get(shade!);
      expect(band, printed).toBeDefined();
      expect(rateOf(printed!)).toBeGreaterThanOrEqual(band!.from);
      expect(rateOf(printed!)).toBeLessThanOrEqual(band!.to);
    }
  });
});
