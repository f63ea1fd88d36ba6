import {
  borrowingCapacity,
  formatDuration,
  formatEuros,
  formatNumber,
  formatPercent,
  frenchTypography,
  monthlyPayment,
  purchaseBudget,
  rulesFor,
  simulateLoan,
  solveLoan,
  systemClock,
  totalInterest,
  type MarketCountry,
} from '@pretscope/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { launchChromium, openCalculatorPage } from './browser.test-support.ts';

/** The text of a result figure (`data-figure`), once the page shows it. */
async function figure(page: Page, name: string): Promise<string> {
  const locator = page.locator(`[data-figure="${name}"]`);
  await locator.first().waitFor();
  return (await locator.first().textContent()) ?? '';
}

/** Waits until the URL carries these inputs (the form is a GET form: a result can be shared). */
async function waitForInputs(page: Page, inputs: Record<string, string>): Promise<void> {
  await page.waitForURL((url) => Object.entries(inputs).every(([name, value]) => url.searchParams.get(name) === value));
}

/** An invalid value shows a French message under its field, and the field keeps what was typed. */
async function expectFieldError(page: Page, name: string, typed: string, message: string): Promise<void> {
  await waitForInputs(page, { [name]: typed });
  const error = page.locator(`#${name}-erreur`);
  await expect.poll(() => error.textContent()).toBe(message);
  expect(await page.locator(`#${name}`).inputValue()).toBe(typed);
  expect(await page.locator(`#${name}`).getAttribute('aria-invalid')).toBe('true');
  expect(await page.locator(`#${name}`).getAttribute('aria-describedby')).toContain(`${name}-erreur`);
}

describe('the calculators in a real browser', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const open = (javaScriptEnabled: boolean, path: string) => openCalculatorPage(browser, `${server.url}${path}`, javaScriptEnabled);

  for (const javaScriptEnabled of [true, false]) {
    const mode = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';

    it(`simulates a Belgian mortgage with its table and chart ${mode}`, async () => {
      const page = await open(javaScriptEnabled, '/pret-hypothecaire/simulation');
      expect(await page.title()).toMatch(/^Simulation de prêt hypothécaire/);
      await page.getByLabel('Votre pays').selectOption('BE');
      await page.getByLabel('Montant emprunté (€)').fill('250 000');
      await page.getByLabel('Taux annuel (%)').fill('3,2');
      await page.getByLabel('Durée (années)').selectOption('20');
      await page.getByLabel('Taux d’assurance annuel (%, facultatif)').fill('0,25');
      await page.getByLabel('Frais de dossier et de garantie (€, facultatif)').fill('1500');
      await page.getByRole('button', { name: 'Calculer', exact: true }).click();
      await waitForInputs(page, { pays: 'BE', montant: '250 000', taux: '3,2', duree: '20', assurance: '0,25', frais: '1500' });

      const expected = simulateLoan(
        { clock: systemClock },
        { amount: 250_000, rate: 3.2, duration: 240, country: 'BE', fees: 1500, insuranceRate: 0.25 },
      );
      await expect.poll(() => figure(page, 'payment')).toBe(formatEuros(expected.payment));
      expect(await figure(page, 'insurance')).toBe(formatEuros(expected.monthlyInsurance));
      expect(await figure(page, 'monthly-total')).toBe(formatEuros(expected.monthlyTotal));
      expect(await figure(page, 'total-interest')).toBe(formatEuros(expected.totalInterest));
      expect(await figure(page, 'total-cost')).toBe(formatEuros(expected.totalCost));
      expect(await figure(page, 'total-due')).toBe(formatEuros(expected.totalDue));
      expect(await figure(page, 'apr')).toBe(formatPercent(expected.apr));
      expect(await page.textContent('main')).toContain('En Belgique, le taux annuel est appliqué comme un taux mensuel équivalent');

      // Capital and interest of each year as stacked bars (issue 20), drawn from the same year rows, then the debt left.
      const bars = page.locator('svg[role="img"][aria-labelledby^="graphique-annuel"]');
      expect(await bars.locator('#graphique-annuel-titre').textContent()).toBe('Capital et intérêts remboursés chaque année');
      expect(await bars.locator('rect.chart__capital').count()).toBe(20);
      expect(await bars.locator('rect.chart__interest').count()).toBe(20);
      const [firstYear] = expected.schedule.years;
      expect(await bars.locator('desc').textContent()).toContain(
        `Année 1\u00a0: ${formatEuros(firstYear?.debtPayment, 0)} de capital et ${formatEuros(firstYear?.interestPayment, 0)} d’intérêts`,
      );
      const chart = page.locator('svg[role="img"][aria-labelledby^="graphique-dette"]');
      expect(await chart.locator('title').textContent()).toBe('Capital restant dû à la fin de chaque année');
      expect(await chart.locator('desc').textContent()).toContain(formatEuros(250_000, 0));
      const years = page.locator('#tableau-annuel + .calc-table-wrap tbody tr');
      expect(await years.count()).toBe(20);
      expect(await years.first().locator('td').last().textContent()).toBe(formatEuros(expected.schedule.years[0]?.debtRest));
      // The month-by-month table is sent only when asked for, through a link that works with and without JavaScript.
      const months = page.locator('#tableau-mensuel-lignes tbody tr');
      const toggle = page.locator('.calc-details__toggle');
      expect(await months.count()).toBe(0);
      expect(await toggle.textContent()).toBe(frenchTypography('Afficher les 240 mensualités'));
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      await waitForInputs(page, { tableau: 'mois', montant: '250 000' });
      await expect.poll(() => months.count()).toBe(240);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await months.nth(11).locator('td').last().textContent()).toBe(formatEuros(expected.schedule.months[11]?.debtRest));
      expect(await months.last().locator('td').first().textContent()).toBe(formatEuros(expected.schedule.months[239]?.payment));
      // A screen reader is told of the new payment and figures when they change, not read 260 table rows.
      const announced = page.locator('.calc-result [aria-live]');
      expect(await announced.locator('[data-figure="payment"]').count()).toBe(1);
      expect(await announced.locator('table').count()).toBe(0);
      expect(await page.locator('.calc-result[aria-live]').count()).toBe(0);

      // An opened table stays open when the inputs change, and follows them.
      await page.getByLabel('Durée (années)').selectOption('15');
      await page.getByRole('button', { name: 'Calculer', exact: true }).click();
      await waitForInputs(page, { tableau: 'mois', duree: '15' });
      await expect.poll(() => months.count()).toBe(180);
      // And it closes again.
      await toggle.click();
      await page.waitForURL((url) => !url.searchParams.has('tableau') && url.searchParams.get('duree') === '15');
      await expect.poll(() => months.count()).toBe(0);
      expect(await toggle.textContent()).toBe(frenchTypography('Afficher les 180 mensualités'));

      await page.getByLabel('Montant emprunté (€)').fill('abc');
      await page.getByRole('button', { name: 'Calculer', exact: true }).click();
      await expectFieldError(page, 'montant', 'abc', 'Le montant doit être un nombre.');
      expect(await page.getByLabel('Taux annuel (%)').inputValue()).toBe('3,2');
      await page.context().close();
    });

    it(`computes the borrowing capacity with France's rule ${mode}`, async () => {
      const page = await open(javaScriptEnabled, '/pret-immobilier/outils/capacite-d-emprunt');
      await page.getByLabel('Votre pays').selectOption('FR');
      await page.getByLabel('Revenu net mensuel (€)', { exact: true }).fill('3800');
      await page.getByLabel('Revenu net mensuel du co-emprunteur (€, facultatif)').fill('2200');
      await page.getByLabel('Crédits en cours, par mois (€)').fill('300');
      await page.getByLabel('Taux annuel (%)').fill('3,6');
      await page.getByLabel('Durée (années)').selectOption('25');
      await page.getByLabel('Taux d’assurance annuel (%, facultatif)').fill('0,3');
      await page.getByRole('button', { name: 'Calculer ma capacité' }).click();
      await waitForInputs(page, {
        pays: 'FR',
        revenus: '3800',
        revenus2: '2200',
        charges: '300',
        taux: '3,6',
        duree: '25',
        assurance: '0,3',
      });

      const expected = borrowingCapacity({
        netMonthlyIncome: 6000,
        monthlyCharges: 300,
        rate: 3.6,
        duration: 300,
        insurance: { basis: 'initial-capital', rate: 0.3 },
        country: 'FR',
      });
      if (!expected.ok) throw new Error('expected a capacity');
      await expect.poll(() => figure(page, 'max-amount')).toBe(formatEuros(expected.value.maxAmount));
      expect(await figure(page, 'max-payment')).toBe(formatEuros(expected.value.maxMonthlyPayment));
      expect(await figure(page, 'debt-ratio')).toBe(formatPercent(expected.value.debtRatio * 100));
      expect(await figure(page, 'remaining-income')).toBe(formatEuros(expected.value.remainingIncome));
      expect(await page.locator('.gauge svg[role="img"] title').textContent()).toBe('Taux d’endettement');
      // The gauge marks France's limit, from core's rule (issue 20).
      expect(await page.locator('.gauge svg').textContent()).toContain(
        `Limite (France)\u00a0: ${formatPercent(expected.value.maxDebtRatio * 100, 0)}`,
      );
      expect(await page.textContent('.calc-source')).toContain(expected.value.rule.source);

      await page.getByLabel('Crédits en cours, par mois (€)').fill('2500');
      await page.getByRole('button', { name: 'Calculer ma capacité' }).click();
      await waitForInputs(page, { charges: '2500' });
      await expect
        .poll(() => figure(page, 'capacity-refusal'))
        .toContain('Vos charges actuelles utilisent déjà tout le taux d’endettement autorisé');

      await page.getByLabel('Revenu net mensuel (€)', { exact: true }).fill('abc');
      await page.getByRole('button', { name: 'Calculer ma capacité' }).click();
      await expectFieldError(page, 'revenus', 'abc', 'Le revenu net mensuel doit être un nombre.');
      await page.context().close();
    });

    it(`computes how much to borrow for a purchase in Wallonia ${mode}`, async () => {
      const page = await open(javaScriptEnabled, '/pret-hypothecaire/combien-emprunter');
      await page.getByLabel('Votre pays').selectOption('BE');
      await page.getByLabel('Revenu net mensuel (€)', { exact: true }).fill('5000');
      await page.getByLabel('Crédits en cours, par mois (€)').fill('0');
      await page.getByLabel('Taux annuel (%)').fill('3,2');
      await page.getByLabel('Durée (années)').selectOption('25');
      await page.getByLabel('Prix du bien (€)').fill('400000');
      await page.getByLabel('Apport personnel (€)').fill('80000');
      await page.getByLabel('Votre situation').selectOption('firstTimeBuyer');
      await page.getByLabel('Région (Belgique)').selectOption('wallonie');
      await page.getByRole('button', { name: 'Calculer', exact: true }).click();
      await waitForInputs(page, {
        pays: 'BE',
        revenus: '5000',
        prix: '400000',
        apport: '80000',
        region: 'wallonie',
        profil: 'firstTimeBuyer',
      });

      const capacity = borrowingCapacity({ netMonthlyIncome: 5000, monthlyCharges: 0, rate: 3.2, duration: 300, country: 'BE' });
      const budget = purchaseBudget({
        price: 400_000,
        ownFunds: 80_000,
        country: 'BE',
        region: 'wallonie',
        buyerProfile: 'firstTimeBuyer',
      });
      if (!capacity.ok || !budget.ok) throw new Error('expected a capacity and a budget');
      // « Combien emprunter » rounds its figures to 100 €: the capacity down, the loan needed up (issue 19).
      await expect.poll(() => figure(page, 'max-amount')).toBe(formatEuros(Math.floor(capacity.value.maxAmount / 100) * 100, 0));
      expect(await figure(page, 'costs-total')).toBe(formatEuros(Math.round(budget.value.costs.total / 100) * 100, 0));
      expect(await figure(page, 'loan-needed')).toBe(formatEuros(Math.ceil(budget.value.loanNeeded / 100) * 100, 0));
      expect(await figure(page, 'ltv')).toBe(formatPercent(budget.value.ltv * 100));
      expect(await page.locator('.calc-costs tbody tr').count()).toBe(budget.value.costs.lines.length);
      expect(await page.textContent('main')).toContain(budget.value.rule.source);

      await page.getByLabel('Prix du bien (€)').fill('abc');
      await page.getByRole('button', { name: 'Calculer', exact: true }).click();
      await expectFieldError(page, 'prix', 'abc', 'Le prix du bien doit être un nombre.');
      expect(await page.getByLabel('Apport personnel (€)').inputValue()).toBe('80000');
      await page.context().close();
    });

    it(`solves the rate, explains a loan with no solution, and asks for exactly one empty field ${mode}`, async () => {
      const page = await open(javaScriptEnabled, '/pret-immobilier/outils/calculette');
      const fill = async (values: { montant: string; taux: string; duree: string; mensualite: string }) => {
        await page.getByLabel('Montant (€)').fill(values.montant);
        await page.getByLabel('Taux annuel (%)').fill(values.taux);
        await page.getByLabel('Durée (mois)').fill(values.duree);
        await page.getByLabel('Mensualité (€)').fill(values.mensualite);
        await page.getByRole('button', { name: 'Calculer', exact: true }).click();
        await waitForInputs(page, values);
      };
      await page.getByLabel('Votre pays').selectOption('LUX');
      await fill({ montant: '200000', taux: '', duree: '240', mensualite: '1200' });
      const expected = solveLoan({ amount: 200_000, duration: 240, payment: 1200, convention: rulesFor('LUX').rateConvention });
      if (!expected.ok) throw new Error('expected a rate');
      await expect.poll(() => page.locator('#resultat').textContent()).toBe('Taux calculé');
      expect(await figure(page, 'rate')).toBe(formatPercent(expected.value.rate));
      expect(await figure(page, 'payment')).toBe(formatEuros(1200));

      await fill({ montant: '200000', taux: '6', duree: '', mensualite: '900' });
      await expect.poll(() => figure(page, 'no-solution')).toContain('La mensualité ne couvre même pas les intérêts du premier mois');

      await fill({ montant: '200000', taux: '', duree: '', mensualite: '900' });
      await expect
        .poll(() => page.locator('.calc-form__error').textContent())
        .toBe('Remplissez trois des quatre champs et laissez vide celui à calculer.');

      await page.getByLabel('Taux annuel (%)').fill('3');
      await fill({ montant: 'abc', taux: '3', duree: '240', mensualite: '' });
      await expectFieldError(page, 'montant', 'abc', 'Le montant doit être un nombre.');
      await page.context().close();
    });

    it(`computes a crypto-backed loan and lists the crypto offers ${mode}`, async () => {
      const page = await open(javaScriptEnabled, '/pret-crypto');
      await page.getByLabel('Votre pays').selectOption('LUX');
      await page.getByLabel('Valeur du collatéral (€)').fill('30000');
      await page.getByLabel('LTV souhaité (%)').fill('40');
      await page.getByLabel('Seuil de liquidation (%)').fill('85');
      await page.getByLabel('Taux annuel (%)').fill('8');
      await page.getByLabel('Durée', { exact: true }).selectOption('12');
      await page.getByRole('button', { name: 'Calculer', exact: true }).click();
      await waitForInputs(page, { pays: 'LUX', valeur: '30000', ltv: '40', seuil: '85', taux: '8', duree: '12' });

      const country: MarketCountry = 'LUX';
      const terms = { amount: 12_000, rate: 8, duration: 12, convention: rulesFor(country).rateConvention };
      await expect.poll(() => figure(page, 'loan-amount')).toBe(formatEuros(12_000));
      expect(await figure(page, 'liquidation-value')).toBe(formatEuros(12_000 / 0.85));
      expect(await figure(page, 'liquidation-drop')).toBe(formatPercent((1 - 40 / 85) * 100));
      expect(await figure(page, 'payment')).toBe(formatEuros(monthlyPayment(terms)));
      expect(await figure(page, 'total-interest')).toBe(formatEuros(totalInterest(terms)));
      // The collateral's fall, with the same liquidation point (issue 20).
      const fall = page.locator('svg[role="img"][aria-labelledby^="graphique-liquidation"]');
      expect(await fall.textContent()).toContain(`Liquidation\u00a0: −${formatPercent((1 - 40 / 85) * 100)}`);
      expect(await fall.locator('desc').textContent()).toContain(`il ne vaut plus que ${formatEuros(12_000 / 0.85)}`);
      const offers = page.locator('.offer-list__item');
      expect(await offers.count()).toBeGreaterThan(0);
      expect(
        await offers
          .first()
          .getByRole('link', { name: /Voir l’offre/ })
          .getAttribute('href'),
      ).toMatch(/^\/go\/[a-z0-9-]+\/[a-z0-9-]+\?id=\d+$/);

      await page.getByLabel('Valeur du collatéral (€)').fill('abc');
      await page.getByRole('button', { name: 'Calculer', exact: true }).click();
      await expectFieldError(page, 'valeur', 'abc', 'La valeur du collatéral doit être un nombre.');

      await page.getByLabel('Valeur du collatéral (€)').fill('30000');
      await page.getByLabel('LTV souhaité (%)').fill('90');
      await page.getByRole('button', { name: 'Calculer', exact: true }).click();
      await waitForInputs(page, { valeur: '30000', ltv: '90' });
      await expect.poll(() => page.locator('#ltv-erreur').textContent()).toBe('Le LTV doit rester sous le seuil de liquidation.');
      await page.context().close();
    });

    it(`shows a personal loan product with its latest rate and a simulation ${mode}`, async () => {
      const { stores } = server.container.requestScope();
      const category = await stores.resources.list({
        type: 'categories',
        filter: { slug: ['pret-personnel'] },
        sort: [],
        page: { offset: 0, limit: 1 },
        include: [],
      });
      const categoryRecord = category.ok ? category.value.records[0] : undefined;
      if (!categoryRecord) throw new Error('the demo data has a pret-personnel category');
      const config = categoryRecord.attributes.config as {
        amounts: number[];
        durations: number[];
        amountIndex: number;
        durationIndex: number;
      };
      const products = await stores.resources.list({
        type: 'products',
        filter: { categories: [String(categoryRecord.id)] },
        sort: [],
        page: { offset: 0, limit: 1 },
        include: ['advertiser'],
      });
      const product = products.ok ? products.value.records[0] : undefined;
      const advertiser = products.ok ? products.value.included[0] : undefined;
      if (!product || !advertiser) throw new Error('the demo data has personal loans');
      const amount = config.amounts[config.amountIndex] ?? 0;
      const duration = config.durations[config.durationIndex] ?? 0;
      const loans = await stores.resources.list({
        type: 'loans',
        filter: { productId: [String(product.id)], amount: [String(amount)], duration: [String(duration)] },
        sort: [{ field: 'createdAt', direction: 'desc' }],
        page: { offset: 0, limit: 1 },
        include: [],
      });
      const rate = loans.ok ? (loans.value.records[0]?.attributes.rate as number | undefined) : undefined;
      if (rate === undefined) throw new Error('the demo product has an observed rate');

      const page = await open(javaScriptEnabled, `/pret-personnel/${String(product.attributes.slug)}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(String(product.attributes.name));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(String(advertiser.attributes.name));
      expect(await figure(page, 'latest-rate')).toBe(formatPercent(rate));
      const expected = simulateLoan(
        { clock: systemClock },
        { amount, rate, duration, country: advertiser.attributes.country as MarketCountry, fees: 0, insuranceRate: 0 },
      );
      expect(await figure(page, 'payment')).toBe(formatEuros(expected.payment));
      expect(await figure(page, 'total-cost')).toBe(formatEuros(expected.totalCost));
      // The request link carries the terms simulated here and the product (issue 19).
      const request = page.getByRole('link', {
        name: `Faire une demande pour ${formatEuros(amount, 0)} sur ${formatDuration(duration, 'month')}`,
      });
      const href = new URL((await request.getAttribute('href')) ?? '', server.url);
      expect(href.pathname).toBe('/pret-personnel/demande');
      expect(Object.fromEntries(href.searchParams)).toMatchObject({
        montant: String(amount),
        duree: String(duration),
        produit: String(product.id),
      });
      await page.context().close();
    });
  }

  /**
   * Types into a field as a person does (key by key), without pressing « Calculer », and waits for the URL to carry
   * the new value: the live update's GET. The page must not reload: a marker set on `window` survives.
   */
  async function typeLive(page: Page, name: string, text: string): Promise<void> {
    await page.evaluate(() => ((window as unknown as { liveMarker?: number }).liveMarker = 1));
    const field = page.locator(`#${name}`);
    await field.click();
    await field.press('Control+A');
    await page.keyboard.type(text, { delay: 40 });
    await page.waitForURL((url) => url.searchParams.get(name) === text);
  }

  async function expectStillTyping(page: Page, name: string, text: string): Promise<void> {
    expect(await page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker)).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(name);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).selectionStart)).toBe(text.length);
    expect(await page.locator(`#${name}`).inputValue()).toBe(text);
  }

  it('recomputes every calculator as the visitor types, keeping focus and caret in the field, with JavaScript', async () => {
    const cases: { path: string; field: string; typed: string; figure: string; expected: () => string }[] = [
      {
        path: '/pret-hypothecaire/simulation',
        field: 'montant',
        typed: '180000',
        figure: 'payment',
        expected: () =>
          formatEuros(
            simulateLoan({ clock: systemClock }, { amount: 180_000, rate: 3.5, duration: 300, country: 'LUX', fees: 0, insuranceRate: 0 })
              .payment,
          ),
      },
      {
        path: '/pret-immobilier/outils/capacite-d-emprunt',
        field: 'revenus',
        typed: '5200',
        figure: 'max-amount',
        expected: () => {
          const capacity = borrowingCapacity({ netMonthlyIncome: 5200, monthlyCharges: 0, rate: 3.5, duration: 300, country: 'LUX' });
          if (!capacity.ok) throw new Error('expected a capacity');
          return formatEuros(capacity.value.maxAmount);
        },
      },
      {
        path: '/pret-hypothecaire/combien-emprunter',
        field: 'prix',
        typed: '380000',
        figure: 'loan-needed',
        expected: () => {
          const budget = purchaseBudget({ price: 380_000, ownFunds: 60_000, country: 'LUX', buyers: 1, buyerProfile: 'firstTimeBuyer' });
          if (!budget.ok) throw new Error('expected a budget');
          return formatEuros(Math.ceil(budget.value.loanNeeded / 100) * 100, 0);
        },
      },
      {
        path: '/pret-immobilier/outils/calculette',
        field: 'montant',
        typed: '150000',
        figure: 'payment',
        expected: () => {
          const solved = solveLoan({ amount: 150_000, rate: 3.5, duration: 240, convention: rulesFor('LUX').rateConvention });
          if (!solved.ok) throw new Error('expected a payment');
          return formatEuros(solved.value.payment);
        },
      },
      {
        path: '/pret-crypto',
        field: 'valeur',
        typed: '44000',
        figure: 'payment',
        expected: () => formatEuros(monthlyPayment({ amount: 22_000, rate: 9, duration: 12, convention: rulesFor('LUX').rateConvention })),
      },
    ];
    for (const { path, field, typed, figure: name, expected } of cases) {
      const page = await open(true, path);
      const before = await figure(page, name);
      const historyLength = await page.evaluate(() => history.length);
      await typeLive(page, field, typed);
      await expect.poll(() => figure(page, name), { message: path }).toBe(expected());
      expect(expected(), path).not.toBe(before);
      await expectStillTyping(page, field, typed);
      // The URL is replaced, not pushed: a shareable address without one history entry per keystroke.
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
      expect(new URL(page.url()).pathname).toBe(path);
      await page.context().close();
    }
  });

  it('keeps what the visitor types while an earlier update is on its way, with JavaScript', async () => {
    const page = await open(true, '/pret-hypothecaire/simulation');
    await page.evaluate(() => ((window as unknown as { liveMarker?: number }).liveMarker = 1));
    const field = page.locator('#montant');
    await field.click();
    await field.press('Control+A');
    await page.keyboard.type('12', { delay: 20 });
    // Pause past the debounce, so that the update for « 12 » leaves, then carry on typing.
    await page.waitForURL((url) => url.searchParams.get('montant') === '12');
    await page.keyboard.type('5000', { delay: 20 });
    await page.waitForURL((url) => url.searchParams.get('montant') === '125000');
    const expected = simulateLoan(
      { clock: systemClock },
      { amount: 125_000, rate: 3.5, duration: 300, country: 'LUX', fees: 0, insuranceRate: 0 },
    );
    await expect.poll(() => figure(page, 'payment')).toBe(formatEuros(expected.payment));
    await expectStillTyping(page, 'montant', '125000');

    // A refused value leaves the last result while the visitor types (no error flashes at each key); its French
    // error shows once the field is left, and typing on clears it.
    await page.keyboard.type('x', { delay: 20 });
    await page.waitForURL((url) => url.searchParams.get('montant') === '125000x');
    expect(await page.locator('#montant-erreur').count()).toBe(0);
    expect(await figure(page, 'payment')).toBe(formatEuros(expected.payment));
    await expectStillTyping(page, 'montant', '125000x');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.locator('#montant-erreur').textContent()).toBe('Le montant doit être un nombre.');
    await field.focus();
    await field.press('End');
    await page.keyboard.press('Backspace');
    await page.waitForURL((url) => url.searchParams.get('montant') === '125000');
    await expect.poll(() => page.locator('#montant-erreur').count()).toBe(0);
    await page.context().close();
  });

  for (const javaScriptEnabled of [true, false]) {
    it(`solves for the amount, the duration and the payment as well as the rate ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async () => {
      const page = await open(javaScriptEnabled, '/pret-immobilier/outils/calculette');
      const convention = rulesFor('FR').rateConvention;
      await page.getByLabel('Votre pays').selectOption('FR');
      const cases = [
        {
          values: { montant: '', taux: '3,8', duree: '300', mensualite: '1500' },
          solve: { rate: 3.8, duration: 300, payment: 1500 },
          heading: 'Montant calculé',
          figure: 'amount' as const,
        },
        {
          values: { montant: '250000', taux: '3,8', duree: '', mensualite: '1500' },
          solve: { amount: 250_000, rate: 3.8, payment: 1500 },
          heading: 'Durée calculée',
          figure: 'duration' as const,
        },
        {
          values: { montant: '250000', taux: '3,8', duree: '300', mensualite: '' },
          solve: { amount: 250_000, rate: 3.8, duration: 300 },
          heading: 'Mensualité calculée',
          figure: 'payment' as const,
        },
      ];
      for (const { values, solve, heading, figure: name } of cases) {
        await page.getByLabel('Montant (€)').fill(values.montant);
        await page.getByLabel('Taux annuel (%)').fill(values.taux);
        await page.getByLabel('Durée (mois)').fill(values.duree);
        await page.getByLabel('Mensualité (€)').fill(values.mensualite);
        await page.getByRole('button', { name: 'Calculer', exact: true }).click();
        await page.waitForURL((url) =>
          Object.entries({ ...values, pays: 'FR' }).every(([key, value]) => url.searchParams.get(key) === value),
        );
        const solved = solveLoan({ ...solve, convention });
        if (!solved.ok) throw new Error(`expected a solution for ${heading}`);
        await expect.poll(() => page.locator('#resultat').textContent()).toBe(heading);
        const { duration } = solved.value;
        const shown =
          name === 'amount'
            ? formatEuros(solved.value.amount)
            : name === 'payment'
              ? formatEuros(solved.value.payment)
              : Number.isInteger(duration)
                ? formatDuration(duration, 'month')
                : `${formatNumber(duration, 1)}\u00a0mois`;
        expect(await figure(page, name)).toBe(shown);
      }
      await page.context().close();
    });
  }

  it('simulates a personal loan for the amount and duration the visitor picks, with JavaScript', async () => {
    const { stores } = server.container.requestScope();
    const category = await stores.resources.list({
      type: 'categories',
      filter: { slug: ['pret-personnel'] },
      sort: [],
      page: { offset: 0, limit: 1 },
      include: [],
    });
    const config = (category.ok ? category.value.records[0]?.attributes.config : undefined) as
      { amounts: number[]; durations: number[]; amountIndex: number; durationIndex: number } | undefined;
    const products = await stores.resources.list({
      type: 'products',
      filter: { categories: [String(category.ok ? category.value.records[0]?.id : 0)] },
      sort: [],
      page: { offset: 0, limit: 1 },
      include: ['advertiser'],
    });
    const product = products.ok ? products.value.records[0] : undefined;
    const advertiser = products.ok ? products.value.included[0] : undefined;
    if (!config || !product || !advertiser) throw new Error('the demo data has personal loans');
    const amount = config.amounts.find((value, index) => index !== config.amountIndex) ?? 0;
    const duration = config.durations.find((value, index) => index !== config.durationIndex) ?? 0;
    const loans = await stores.resources.list({
      type: 'loans',
      filter: { productId: [String(product.id)], amount: [String(amount)], duration: [String(duration)] },
      sort: [{ field: 'createdAt', direction: 'desc' }],
      page: { offset: 0, limit: 1 },
      include: [],
    });
    const rate = loans.ok ? (loans.value.records[0]?.attributes.rate as number | undefined) : undefined;
    if (rate === undefined) throw new Error('the demo product has an observed rate for every amount and duration');

    const page = await open(true, `/pret-personnel/${String(product.attributes.slug)}`);
    await page.getByLabel('Montant', { exact: true }).selectOption(String(amount));
    await page.getByLabel('Durée', { exact: true }).selectOption(String(duration));
    await page.waitForURL(
      (url) => url.searchParams.get('montant') === String(amount) && url.searchParams.get('duree') === String(duration),
    );
    await expect.poll(() => figure(page, 'latest-rate')).toBe(formatPercent(rate));
    const expected = simulateLoan(
      { clock: systemClock },
      { amount, rate, duration, country: advertiser.attributes.country as MarketCountry, fees: 0, insuranceRate: 0 },
    );
    await expect.poll(() => figure(page, 'payment')).toBe(formatEuros(expected.payment));
    await page.context().close();

    const refused = await fetch(`${server.url}/pret-personnel/${String(product.attributes.slug)}?montant=123`);
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain('Choisissez un montant de la liste.');
  });

  it('answers 404 for an unknown personal loan and for a product of another category', async () => {
    const unknown = await fetch(`${server.url}/pret-personnel/produit-inexistant`);
    expect(unknown.status).toBe(404);
    const { stores } = server.container.requestScope();
    const crypto = await stores.resources.list({
      type: 'categories',
      filter: { slug: ['pret-crypto'] },
      sort: [],
      page: { offset: 0, limit: 1 },
      include: [],
    });
    const cryptoId = crypto.ok ? crypto.value.records[0]?.id : undefined;
    const products = await stores.resources.list({
      type: 'products',
      filter: { categories: [String(cryptoId)] },
      sort: [],
      page: { offset: 0, limit: 1 },
      include: [],
    });
    const other = products.ok ? products.value.records[0] : undefined;
    if (!other) throw new Error('the demo data has crypto loans');
    const answer = await fetch(`${server.url}/pret-personnel/${String(other.attributes.slug)}`);
    expect(answer.status).toBe(404);
  });
});
