import { formatEuros, frenchZeroRateLoanRulesOn, frenchZeroRateLoanUnder } from '@pretscope/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { figureText, launchChromium, openCalculatorPage } from './browser.test-support.ts';

/**
 * Issue 21, item 6: the aids in « Combien emprunter ? » — France's PTZ for a first-time buyer of a new flat, and
 * Luxembourg's aids — computed by the server without JavaScript, and live in the browser with it (their code loaded
 * at the first input), the aids' fields being part of the page's one form.
 */
const PATH = '/pret-hypothecaire/combien-emprunter';
const FRENCH = 'pays=FR&revenus=4200&charges=0&taux=3,6&duree=25&prix=250000&apport=30000&profil=firstTimeBuyer&bien=neuf';
const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

function expectedPtz(occupants: number, income: number): string {
  const rules = frenchZeroRateLoanRulesOn(new Date());
  if (!rules) throw new Error('no PTZ in force today');
  const result = frenchZeroRateLoanUnder(rules, {
    zone: 'B1',
    occupants,
    income,
    cost: 250_000,
    housing: 'neuf-collectif',
    firstTimeBuyer: true,
  });
  if (!result.ok || result.value.amount <= 0) throw new Error('the example should give a PTZ');
  return normalized(formatEuros(result.value.amount, 0));
}

describe('the aids in « combien emprunter »', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('gives a French household its PTZ without JavaScript, then again for the household typed in its form', async () => {
    const page = await openCalculatorPage(
      browser,
      `${server.url}${PATH}?${FRENCH}&zone=B1&occupants=3&rfr=40000&logement=neuf-collectif`,
      false,
    );
    expect(normalized(await figureText(page, 'ptz-amount'))).toBe(expectedPtz(3, 40_000));
    expect(await page.locator('#aides').textContent()).toBe('Prêt à taux zéro (PTZ)');

    await page.locator('#occupants').fill('2');
    await page.locator('#rfr').fill('30000');
    await Promise.all([page.waitForURL(/rfr=30000/), page.getByRole('button', { name: 'Calculer', exact: true }).click()]);
    expect(normalized(await figureText(page, 'ptz-amount'))).toBe(expectedPtz(2, 30_000));
    // The budget's own inputs came along.
    expect(new URL(page.url()).searchParams.get('prix')).toBe('250000');
    await page.context().close();
  });

  it('updates the PTZ live as the household is typed, with JavaScript, and keeps the aids’ fields in the address', async () => {
    const page = await openCalculatorPage(
      browser,
      `${server.url}${PATH}?${FRENCH}&zone=B1&occupants=3&rfr=40000&logement=neuf-collectif`,
      true,
    );
    expect(normalized(await figureText(page, 'ptz-amount'))).toBe(expectedPtz(3, 40_000));
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document' || request.url().includes('.data')) documents++;
    });
    await page.locator('#occupants').fill('2');
    await page.locator('#rfr').fill('30000');
    await expect.poll(async () => normalized(await figureText(page, 'ptz-amount')), { timeout: 10_000 }).toBe(expectedPtz(2, 30_000));
    // No submit, no request to the server (the address follows with history.replaceState): the browser computed it.
    expect(documents).toBe(0);
    await page.waitForURL(/rfr=30000/);
    // The budget's own inputs move the aids too: a lower price is a lower cost counted.
    await page.locator('#prix').fill('180000');
    await expect
      .poll(async () => normalized(await figureText(page, 'ptz-cost')), { timeout: 10_000 })
      .toBe(normalized(formatEuros(180_000, 0)));
    const query = new URL(page.url()).searchParams;
    expect([query.get('zone'), query.get('occupants'), query.get('rfr'), query.get('logement')]).toEqual([
      'B1',
      '2',
      '30000',
      'neuf-collectif',
    ]);
    // A field's error shows under it once it is left.
    await page.locator('#occupants').fill('deux');
    await page.locator('#rfr').focus();
    await expect.poll(() => page.locator('#occupants-erreur').count(), { timeout: 10_000 }).toBe(1);
    expect(documents).toBe(0);
    await page.context().close();
  });

  it('shows a Luxembourg household its aids, with what could not be confirmed said on the page, and none in Belgium', async () => {
    const page = await openCalculatorPage(
      browser,
      `${server.url}${PATH}?pays=LUX&revenus=6200&charges=0&taux=3,6&duree=25&prix=650000&apport=90000&profil=firstTimeBuyer&enfants=2`,
      false,
    );
    expect(await page.locator('[data-figure="lu-guarantee"]').count()).toBe(1);
    expect(normalized(await figureText(page, 'lu-interest-bonus'))).toBe('supprimée');
    expect(await page.locator('[data-figure="aids-unconfirmed"]').textContent()).toMatch(/confirm/i);
    // Loi du 7 août 2023, annexe III: 500 € to 9 000 € for a household with two children.
    expect(normalized(await figureText(page, 'lu-accession-bonus'))).toBe('de 500 € à 9 000 €');
    // « 1re année », « 1er septembre 2023 », « 1er juin 2024 »: ordinals in superscript, none left on the line.
    const aids = page.locator('section[aria-labelledby="aides"]');
    expect(await aids.locator('sup').count()).toBeGreaterThanOrEqual(3);
    expect(await aids.textContent()).toContain('1er septembre 2023');
    expect(await aids.innerHTML()).not.toMatch(/\b1(?:er|re)\b/);
    await page.context().close();

    const belgian = await openCalculatorPage(browser, `${server.url}${PATH}?pays=BE&revenus=5200&prix=350000&apport=70000`, false);
    expect(await belgian.locator('#aides').count()).toBe(0);
    await belgian.context().close();
  });
});
