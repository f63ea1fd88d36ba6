import { compareBorrowerInsurance, formatEuros, formatPercent, systemClock, type CompareBorrowerInsuranceInput } from '@pretscope/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { figureText, launchChromium, openCalculatorPage } from './browser.test-support.ts';

/**
 * Issue 21, part 4: the borrower-insurance page (/pret-immobilier/outils/assurance-emprunteur). Without
 * JavaScript the GET form computes on the server; with it the figures follow the keys and the URL follows them;
 * the result's next steps carry the loan's amount and duration to the offers and to the request form.
 */
const PATH = '/pret-immobilier/outils/assurance-emprunteur';

const comparison = (input: Partial<CompareBorrowerInsuranceInput>) =>
  compareBorrowerInsurance(
    { clock: systemClock },
    {
      amount: 200_000,
      rate: 3.5,
      duration: 240,
      country: 'FR',
      groupRate: 0.36,
      groupBasis: 'initial-capital',
      outsideRate: 0.36,
      outsideBasis: 'capital-owed',
      ...input,
    },
  );

describe('the borrower-insurance page', () => {
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

  const figure = figureText;

  it('computes on the server without JavaScript: the GET form puts its inputs in the URL', async () => {
    const page = await open(false, `${PATH}?pays=FR`);
    await page.locator('#externe').fill('0,2');
    await page.locator('#base-groupe').selectOption('initial');
    await page.locator('form.calc-form button[type="submit"]').click();
    await page.waitForURL(/externe=0%2C2/);
    const expected = comparison({ outsideRate: 0.2 });
    expect(await figure(page, 'outside-total-cost')).toBe(formatEuros(expected.outside.totalCost));
    expect(await figure(page, 'group-total-cost')).toBe(formatEuros(14_400));
    expect(await figure(page, 'saving')).toBe(formatEuros(expected.saving));
    expect(await figure(page, 'group-apr')).toBe(formatPercent(expected.group.apr));
    expect(await figure(page, 'outside-apr')).toBe(formatPercent(expected.outside.apr));
    expect(await page.locator('#droit').textContent()).toBe('Ce que dit la loi');
    expect(await page.locator('section[aria-labelledby="droit"]').textContent()).toContain('loi Lemoine');
    await page.context().close();
  });

  it('shows a refused rate under its field, in French, without JavaScript', async () => {
    const page = await open(false, `${PATH}?pays=FR&groupe=9`);
    expect(await page.locator('#groupe-erreur').textContent()).toBe('Le taux d’assurance ne peut dépasser 5\u00a0%.');
    expect(await page.locator('[data-figure="saving"]').count()).toBe(0);
    await page.context().close();
  });

  it('says what could not be confirmed for Belgium', async () => {
    const page = await open(false, `${PATH}?pays=BE`);
    expect(await page.locator('[data-figure="unconfirmed"]').textContent()).toContain('nous n’avons pas pu lire le texte de loi');
    await page.context().close();
  });

  it('recomputes in the browser as the visitor types, and the URL follows in place', async () => {
    const page = await open(true, `${PATH}?pays=FR`);
    const historyLength = await page.evaluate(() => history.length);
    const before = await figure(page, 'outside-total-cost');
    const input = page.locator('#externe');
    await input.click();
    await input.press('Control+A');
    await page.keyboard.type('0,15', { delay: 30 });
    const expected = comparison({ outsideRate: 0.15 });
    expect(formatEuros(expected.outside.totalCost)).not.toBe(before);
    await expect.poll(() => figure(page, 'outside-total-cost'), { timeout: 5000 }).toBe(formatEuros(expected.outside.totalCost));
    expect(await figure(page, 'saving')).toBe(formatEuros(expected.saving));
    expect(new URL(page.url()).searchParams.get('externe')).toBe('0,15');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    // A basis picked recomputes too.
    await page.locator('#base-externe').selectOption('initial');
    const flat = comparison({ outsideRate: 0.15, outsideBasis: 'initial-capital' });
    await expect.poll(() => figure(page, 'outside-total-cost'), { timeout: 5000 }).toBe(formatEuros(flat.outside.totalCost));
    expect(new URL(page.url()).searchParams.get('base-externe')).toBe('initial');
    await page.context().close();
  });

  it('leads from the result to the offers and to the request form with the loan’s numbers', async () => {
    const page = await open(true, `${PATH}?pays=FR`);
    const input = page.locator('#montant');
    await input.click();
    await input.press('Control+A');
    await page.keyboard.type('230000', { delay: 30 });
    const request = page.locator('[data-next="request"]');
    await expect
      .poll(() => request.getAttribute('href'), { timeout: 5000 })
      .toBe('/pret-immobilier/demande?montant=230000&duree=20&pays=FR');
    expect(await page.locator('[data-next="offers"]').getAttribute('href')).toBe('/pret-immobilier?montant=230000&duree=20+ans&pays=FR');
    await request.click();
    await page.waitForURL(/\/pret-immobilier\/demande\?/);
    // The request form's own fields (forms/form-config.ts): amount in euros, duration in years.
    expect(await page.locator('[name="amount"]').inputValue()).toMatch(/^230.?000$/);
    expect(await page.locator('[name="duration"]').inputValue()).toBe('20');
    await page.context().close();
  });
});
