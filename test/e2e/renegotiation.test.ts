import { formatEuros, instalmentsPaidBy, renegotiation, type RenegotiationInput } from '@pretscope/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { pageSettled } from './accessibility.test-support.ts';
import { figureText, launchChromium, openCalculatorPage } from './browser.test-support.ts';

/**
 * Issue 21, renegotiation or buy-out (/pret-immobilier/outils/renegocier): the GET form without JavaScript, the live
 * figures and URL with it, the verdicts, and the way on to the offers and the request form with the capital owed.
 * The loan is Le Revenu's published example (core's renegotiation.test.ts): 200 000 € at 4,2 % over 20 years, six
 * instalments paid, 3,65 % over the 234 months left.
 */
const PATH = '/pret-immobilier/outils/renegocier';
const QUERY = 'pays=FR&montant=200000&taux=4,2&duree=20&payees=6&nature=fixe&nouveau-taux=3,65';
const LOAN: Omit<RenegotiationInput, 'operation'> = {
  amount: 200_000,
  rate: 4.2,
  duration: 240,
  monthsPaid: 6,
  country: 'FR',
  rateKind: 'fixed',
  newRate: 3.65,
};

function core(operation: RenegotiationInput['operation'], input: Partial<RenegotiationInput> = {}) {
  const result = renegotiation({ ...LOAN, operation, ...input });
  if (!result.ok) throw new Error(result.error.detail);
  return result.value;
}

const euros = (value: number | null) => (value === null ? 'Non chiffré' : formatEuros(value, 0));

describe('the renegotiation page', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const open = (path: string, javaScriptEnabled: boolean) => openCalculatorPage(browser, `${server.url}${path}`, javaScriptEnabled);

  const figure = figureText;

  it('computes both operations without JavaScript from the URL, with a verdict, and again from the GET form', async () => {
    const page = await open(`${PATH}?${QUERY}`, false);
    const same = core('renegotiation');
    const other = core('buy-out');
    expect(await figure(page, 'debt')).toBe(formatEuros(other.debt));
    expect(await figure(page, 'other-new-payment')).toBe(formatEuros(other.next.monthlyPayment));
    expect(await figure(page, 'other-penalty')).toBe(euros(other.costs.penalty.amount));
    expect(await figure(page, 'same-fees')).toBe(euros(same.costs.fees.amount));
    expect(await figure(page, 'other-guarantee')).toBe(euros(other.costs.guarantee.amount));
    expect(await figure(page, 'same-net-savings')).toBe(euros(same.netSavings));
    expect(await figure(page, 'other-net-savings')).toBe(euros(other.netSavings));
    // 4,2 % to 3,65 % gains after the French costs: the better of the two is the headline, in plain French.
    const best = (same.netSavings ?? 0) >= (other.netSavings ?? 0) ? same : other;
    expect(best.netSavings).toBeGreaterThan(0);
    const verdict = await figure(page, 'verdict');
    expect(verdict).toContain(`vous fait gagner ${formatEuros(best.netSavings, 0)} net`);
    expect(verdict).toContain(`sont couverts au bout de ${best.breakEvenMonth}\u00a0mois`);
    expect(await page.locator('.calc-rule').textContent()).toContain('R313-25');
    expect(await page.locator('.calc-rule').textContent()).toContain('MoneyVox');

    // The visitor's own figures replace the estimates.
    await page.locator('#ira').fill('2 000');
    await page.locator('#frais').fill('500');
    await page.locator('#garantie').fill('0');
    await Promise.all([page.waitForURL(/garantie=0/), page.locator('form.calc-form button[type="submit"]').click()]);
    const typed = core('buy-out', { penalty: 2_000, fees: 500, guarantee: 0 });
    expect(await figure(page, 'other-costs')).toBe(formatEuros(2_500, 0));
    expect(await figure(page, 'other-net-savings')).toBe(euros(typed.netSavings));
    expect(await page.locator('[data-figure="other-penalty"] + br + .calc-source').textContent()).toBe('votre chiffre');
    expect(new URL(page.url()).searchParams.get('ira')).toBe('2 000');
    await page.context().close();
  });

  it('says when neither operation covers its costs', async () => {
    const page = await open(`${PATH}?${QUERY.replace('nouveau-taux=3,65', 'nouveau-taux=4,1')}`, false);
    const other = core('buy-out', { newRate: 4.1 });
    expect(other.netSavings).toBeLessThan(0);
    expect(await figure(page, 'verdict')).toBe(
      'Ni la renégociation ni le rachat ne couvrent leurs frais\u00a0: aux taux indiqués, garder votre prêt actuel vous coûte moins cher.',
    );
    expect(await page.locator('[data-verdict="buy-out"]').textContent()).toBe(
      `Le rachat par une autre banque ne couvre pas ses frais\u00a0: il vous coûterait ${formatEuros(-(other.netSavings ?? 0), 0)} de plus.`,
    );
    await page.context().close();
  });

  it('shows the field errors without JavaScript', async () => {
    let page = await open(`${PATH}?${QUERY.replace('payees=6', 'payees=240')}`, false);
    expect(await page.locator('#payees-erreur').textContent()).toBe('Le prêt doit avoir encore au moins une mensualité à payer.');
    expect(await page.locator('[data-figure]').count()).toBe(0);
    await page.context().close();
    page = await open(`${PATH}?${QUERY}&debut=mars`, false);
    expect(await page.locator('#debut-erreur').textContent()).toBe('Indiquez le mois de la première mensualité ainsi\u00a0: 03/2019.');
    await page.context().close();
  });

  it('counts the instalments paid from the month of the first one', async () => {
    const page = await open(`${PATH}?${QUERY}&debut=01/2020`, false);
    const paid = instalmentsPaidBy('2020-01', new Date());
    expect(paid).toBeGreaterThan(6);
    expect(await figure(page, 'months-paid')).toBe(String(paid));
    expect(await figure(page, 'debt')).toBe(formatEuros(core('buy-out', { monthsPaid: paid ?? 0 }).debt));
    await page.context().close();
  });

  it('follows the typed figures live with JavaScript, the URL in step, no page load', async () => {
    const page = await open(`${PATH}?${QUERY}`, true);
    const historyLength = await page.evaluate(() => history.length);
    const input = page.locator('#nouveau-taux');
    await input.click();
    await input.press('Control+A');
    await page.keyboard.type('3,2', { delay: 30 });
    const expected = core('buy-out', { newRate: 3.2 });
    await expect.poll(() => figure(page, 'other-net-savings'), { timeout: 5000 }).toBe(euros(expected.netSavings));
    expect(new URL(page.url()).searchParams.get('nouveau-taux')).toBe('3,2');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // Luxembourg at a fixed rate outside the main home: no legal cap on the indemnity, the net gain is the bank's.
    // Picking a country also asks the server again (the site remembers it), and its answer draws the form again: the
    // residence field, Luxembourg's own, is picked once that answer is rendered (pageSettled: no navigation under
    // way, the focus still), not before, so the answer never lands after the pick.
    await Promise.all([
      page.waitForResponse((answer) => answer.url().includes('.data') && new URL(answer.url()).searchParams.get('pays') === 'LUX'),
      page.locator('#pays').selectOption('LUX'),
    ]);
    await pageSettled(page);
    const residence = page.locator('#residence');
    await residence.selectOption('non');
    await expect.poll(() => figure(page, 'other-net-savings'), { timeout: 10_000 }).toBe('Non chiffré');
    expect(await figure(page, 'verdict')).toContain('que seule votre banque peut chiffrer');
    await page.context().close();
  });

  for (const javaScriptEnabled of [true, false]) {
    it(`goes on to the offers and to the request form with the capital owed ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async () => {
      const page = await open(`${PATH}?${QUERY}`, javaScriptEnabled);
      const owed = Math.round(core('buy-out').debt);
      const offers = page.locator('[data-next="offers"]');
      expect(await offers.getAttribute('href')).toBe(`/pret-immobilier?montant=${owed}&duree=234+mois&pays=FR`);
      await Promise.all([page.waitForURL(/\/pret-immobilier\?/), offers.click()]);
      expect(new URL(page.url()).searchParams.get('montant')).toBe(String(owed));

      await page.goto(`${server.url}${PATH}?${QUERY}`);
      const request = page.locator('[data-next="request"]');
      await Promise.all([page.waitForURL(/\/pret-immobilier\/demande/), request.click()]);
      const url = new URL(page.url());
      expect(url.searchParams.get('montant')).toBe(String(owed));
      // 234 months, rounded up to whole years in a form that asks for years.
      expect(url.searchParams.get('duree')).toBe('20');
      expect(await page.getByLabel('Montant souhaité (€)').inputValue()).toBe(String(owed));
      expect(await page.getByLabel('Durée souhaitée (années)').inputValue()).toBe('20');
      expect(await page.getByLabel('Pays de résidence', { exact: true }).inputValue()).toBe('FR');
      await page.context().close();
    });
  }
});
