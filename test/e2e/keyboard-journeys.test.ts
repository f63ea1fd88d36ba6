import { formatDuration, formatEuros, formatPercent, monthlyPayment } from '@pretscope/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/test-server.test-support.ts';
import { createAccount } from './admin.test-support.ts';
import { focusStop, tabUntil, unseenFocus, VIEWPORTS, waitUntilInteractive, type FocusStop } from './accessibility.test-support.ts';
import { launchChromium } from './browser.test-support.ts';

interface CategoryConfig {
  amounts: number[];
  durations: number[];
  amountIndex: number;
  durationIndex: number;
  durationUnit: string;
}

/** The value of the focused control (reading the page is allowed; only the keyboard acts on it). */
const focusedValue = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | HTMLSelectElement | null)?.value ?? '');

/** Replaces what the focused text field holds by `text`, typed key by key. */
async function typeInFocused(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** Moves the focused select to the option `value` with the arrow keys, as a keyboard user does. */
async function chooseWithArrows(page: Page, value: string): Promise<void> {
  const options = await page.evaluate(() =>
    [...((document.activeElement as HTMLSelectElement).options ?? [])].map((option) => option.value),
  );
  const from = options.indexOf(await focusedValue(page));
  const to = options.indexOf(value);
  if (to < 0) throw new Error(`no option ${value} in ${options.join(', ')}`);
  for (let step = 0; step < Math.abs(to - from); step += 1) await page.keyboard.press(to > from ? 'ArrowDown' : 'ArrowUp');
  expect(await focusedValue(page)).toBe(value);
}

/**
 * Keyboard-only journeys (WCAG 2.1.1, 2.4.1, 2.4.3, 2.4.7, 3.3.1): Tab, Shift+Tab, Enter, Space, arrows and typing,
 * never the mouse. Through the comparator from the home page, through a calculator and its amortization tables,
 * and through a request form, refused then sent; the skip link first. Every stop must show its focus.
 */
describe('keyboard-only journeys through the site', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer('sqlite'), launchChromium()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function openPage(path: string, viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS] = VIEWPORTS.desktop): Promise<Page> {
    // Reduced motion: the page then scrolls to a focused element at once instead of smoothly, so that where it lands
    // can be measured right after the key press (the place is the same either way).
    const context = await browser.newContext({ locale: 'fr-FR', viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await waitUntilInteractive(page);
    return page;
  }

  it('the skip link is the first tab stop, shows, and takes the focus to the main content', async () => {
    const page = await openPage('/articles');
    const [first] = await tabUntil(page, 'a.skip-link', { max: 1 });
    expect(first?.visible, 'the skip link shows its focus').toBe(true);
    const box = await page.evaluate(() => document.activeElement?.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.left, 'the skip link comes on screen when focused').toBeGreaterThanOrEqual(0);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Aller au contenu');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contenu');
    // The next Tab goes on from the main content, past the header's search and navigation.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    // And Shift+Tab goes back to the header.
    await tabUntil(page, '.site-header a, .site-header input, .site-header button', { max: 3, backwards: true });
    await page.context().close();
  });

  it('the comparator: from the home page choose the loan, amount and duration, then reach an offer', async () => {
    const answer = await server.api('/categories?filter[slug]=pret-hypothecaire');
    const category = ((await answer.json()) as { data: { attributes: { config: CategoryConfig } }[] }).data[0];
    if (!category) throw new Error('no mortgage category in the demo data');
    const { amounts, durations, amountIndex, durationIndex, durationUnit } = category.attributes.config;
    // Not the defaults: the page must show what the visitor chose. Not the shortest duration: a shorter one follows.
    const amount = amounts[(amountIndex + 2) % amounts.length]!;
    const duration = durations[durationIndex + 1 < durations.length ? durationIndex + 1 : durationIndex - 1]!;
    expect(duration, 'a duration with a shorter one before it').toBeGreaterThan(durations[0]!);

    const page = await openPage('/');
    const stops: FocusStop[] = [];
    stops.push(...(await tabUntil(page, 'select#categorie')));
    await chooseWithArrows(page, 'pret-hypothecaire');
    stops.push(...(await tabUntil(page, 'input#montant', { max: 1 })));
    await typeInFocused(page, String(amount));
    stops.push(...(await tabUntil(page, 'input#duree', { max: 1 })));
    await typeInFocused(page, String(duration));
    stops.push(...(await tabUntil(page, 'button[type="submit"]', { max: 1 })));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Comparer');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/pret-hypothecaire?montant=${amount}&duree=${duration}`);
    await waitUntilInteractive(page);
    expect(await page.locator('select#montant').inputValue()).toBe(String(amount));
    expect(await page.locator('select#duree').inputValue()).toBe(String(duration));
    expect(await page.locator('h2#offres').textContent()).toContain(
      `pour ${formatEuros(amount, 0)} sur ${formatDuration(duration, durationUnit)}`,
    );

    // A shorter duration, with the page's own form: arrow key, then the button.
    stops.push(...(await tabUntil(page, 'select#duree')));
    await page.keyboard.press('ArrowUp');
    const shorter = Number(await focusedValue(page));
    expect(shorter).toBeLessThan(duration);
    // Past the lenders' country (every country, for a visitor who has not chosen one), to the button.
    stops.push(...(await tabUntil(page, 'button[type="submit"]', { max: 2 })));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/pret-hypothecaire?montant=${amount}&duree=${shorter}&marche=tous`);
    await waitUntilInteractive(page);

    // The first offer's « Voir l’offre » is reachable, shows its focus, and leaves through the /go/ redirect.
    stops.push(...(await tabUntil(page, 'table.offers a.button', { max: 120 })));
    const offer = await page.evaluate(() => ({
      href: document.activeElement?.getAttribute('href') ?? '',
      text: document.activeElement?.textContent ?? '',
    }));
    expect(offer.text).toMatch(/^Voir l’offre /);
    expect(offer.href).toMatch(/^\/go\/[a-z0-9-]+\/[a-z0-9-]+/);
    expect(
      await page.evaluate(() => {
        const box = document.activeElement!.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight;
      }),
      'the focused offer is scrolled into view',
    ).toBe(true);
    expect(unseenFocus(stops), 'tab stops that did not show their focus').toEqual([]);
    await page.context().close();
  });

  it('a calculator: change the inputs, read the result, open the monthly table and scroll the tables', async () => {
    // A phone: the amortization tables are wider than the screen there, and must scroll from the keyboard.
    const page = await openPage('/pret-hypothecaire/simulation', VIEWPORTS.mobile);
    const stops: FocusStop[] = [];
    stops.push(...(await tabUntil(page, 'input#montant')));
    await typeInFocused(page, '180000');
    stops.push(...(await tabUntil(page, 'input#taux', { max: 2 })));
    await typeInFocused(page, '2,9');
    stops.push(...(await tabUntil(page, 'select#duree', { max: 2 })));
    await page.keyboard.press('ArrowUp');
    const years = Number(await focusedValue(page));
    // The result follows the inputs, computed as core computes it.
    const payment = formatEuros(monthlyPayment({ amount: 180_000, rate: 2.9, duration: years * 12, convention: 'nominal' }));
    await expect
      .poll(() => page.locator('h2#resultat').textContent(), { timeout: 15_000 })
      .toBe(`${formatEuros(180_000, 0)} sur ${formatDuration(years * 12, 'year')} à ${formatPercent(2.9)}`);
    expect(await page.locator('[data-figure="payment"]').textContent()).toBe(payment);
    // Typing did not lose the focus: the result came without reloading the page.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('duree');

    // The yearly table's box is a tab stop, and scrolls with the arrow keys.
    stops.push(...(await tabUntil(page, '[role="region"][aria-labelledby="tableau-annuel"]')));
    await expectScrollsWithArrows(page);
    // The monthly table opens from its link with Enter, which keeps the focus; then the table is a tab stop of its own.
    const toggle = page.locator('.calc-details__toggle');
    stops.push(...(await tabUntil(page, '.calc-details__toggle', { max: 3 })));
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('calc-details__toggle')),
      'the focus stays on the toggle',
    ).toBe(true);
    stops.push(...(await tabUntil(page, '[role="region"][aria-labelledby="tableau-mensuel"]', { max: 1 })));
    expect(await page.locator('#tableau-mensuel-lignes tbody tr').count()).toBe(years * 12);
    await expectScrollsWithArrows(page);
    // Shift+Tab back to the toggle, and Enter closes the table again.
    await tabUntil(page, '.calc-details__toggle', { max: 1, backwards: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#tableau-mensuel-lignes').count()).toBe(0);
    expect(unseenFocus(stops), 'tab stops that did not show their focus').toEqual([]);
    await page.context().close();
  });

  /** The focused box scrolls sideways with the right arrow key. */
  async function expectScrollsWithArrows(page: Page): Promise<void> {
    const scrollLeft = () => page.evaluate(() => document.activeElement?.scrollLeft ?? 0);
    expect(
      await page.evaluate(() => {
        const box = document.activeElement!;
        return box.scrollWidth > box.clientWidth;
      }),
      'the table is wider than its box on a phone',
    ).toBe(true);
    expect(await scrollLeft()).toBe(0);
    for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(scrollLeft).toBeGreaterThan(0);
  }

  it('a request form: a refused submission takes the focus to its errors, then every field is filled and sent', async () => {
    const page = await openPage('/pret-hypothecaire/demande');
    const stops: FocusStop[] = [];
    // Sent empty: the summary of the errors takes the focus and is announced (role alert).
    stops.push(...(await tabUntil(page, 'form.lead-form button[type="submit"]')));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('error-summary');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Le formulaire contient \d+ erreurs/);
    // Each error is a link to its field; following the first puts the focus in the field, which names its error.
    stops.push(...(await tabUntil(page, '.error-summary a', { max: 1 })));
    const target = await page.evaluate(() => document.activeElement?.getAttribute('href') ?? '');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => `#${document.activeElement?.id ?? ''}`)).toBe(target);
    const described = await page.evaluate(() => {
      const field = document.activeElement!;
      return {
        invalid: field.getAttribute('aria-invalid'),
        description: (field.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      };
    });
    expect(described.invalid).toBe('true');
    expect(described.description).toMatch(/obligatoire/);

    // Every field in tab order, from the first one to the button, filled from the keyboard.
    const email = `clavier-${Date.now()}@example.org`;
    const typed: Record<string, string> = {
      firstName: 'Léa',
      lastName: 'Muller-Schmit',
      email,
      phone: '+352 621 123 456',
      amount: '250000',
      duration: '25',
      message: 'Achat d’une maison à Esch-sur-Alzette.',
    };
    const filled: string[] = [];
    for (let stop = 0; stop < 30; stop += 1) {
      const here = await focusStop(page, 'form.lead-form button[type="submit"]');
      stops.push(here);
      if (here.matches) break;
      const control = await page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement;
        return {
          name: element.name ?? '',
          tag: element.tagName.toLowerCase(),
          type: element.type ?? '',
          inForm: Boolean(element.closest('form.lead-form')),
        };
      });
      expect(control.inForm, `${here.description} is in the form`).toBe(true);
      if (control.name in typed) {
        await typeInFocused(page, typed[control.name]!);
        filled.push(control.name);
      } else if (control.name === 'country') {
        await chooseWithArrows(page, 'BE');
        filled.push(control.name);
      } else if (control.name === 'consent') {
        await page.keyboard.press('Space');
        expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).checked)).toBe(true);
        filled.push(control.name);
      } else if (control.tag !== 'a') {
        throw new Error(`a field this test does not know how to fill: ${here.description}`);
      }
      await page.keyboard.press('Tab');
    }
    // The field the error link led to came first; every other one followed in order.
    expect(filled.sort()).toEqual([...Object.keys(typed), 'country', 'consent'].sort());
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Votre demande a bien été reçue' }).waitFor();
    // The confirmation takes the focus: the button that had it is gone, and a screen reader hears the outcome.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.form-confirmation')))).toBe(true);
    const leads = await server.api(`/leads?filter[email]=${encodeURIComponent(email)}`, { token: server.adminToken });
    const stored = ((await leads.json()) as { data: { attributes: Record<string, unknown> }[] }).data;
    expect(
      stored.map((lead) => [
        lead.attributes.firstName,
        lead.attributes.country,
        lead.attributes.amount,
        lead.attributes.duration,
        lead.attributes.phone,
      ]),
    ).toEqual([['Léa', 'BE', 250_000, 300, '+352 621 123 456']]);
    expect(unseenFocus(stops), 'tab stops that did not show their focus').toEqual([]);
    await page.context().close();
  });

  it('the back office: log in, then Tab through an edit screen, out of its markdown editor, never under the sticky save bar', async () => {
    const account = await createAccount(server, 'admin');
    const article = (
      (await (await server.api('/articles?page[limit]=1', { token: server.adminToken })).json()) as { data: { id: string }[] }
    ).data[0];
    if (!article) throw new Error('no article in the demo data');
    const page = await openPage('/_admin_/login');
    const stops: FocusStop[] = [];
    stops.push(...(await tabUntil(page, 'input#login-email')));
    await page.keyboard.type(account.email);
    stops.push(...(await tabUntil(page, 'input#login-password', { max: 1 })));
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/_admin_`);
    await page.goto(`${server.url}/_admin_/articles/${article.id}`);
    await waitUntilInteractive(page);
    // A window just short enough that a field of the form opens behind the save bar, stuck to the window's bottom:
    // the case where a browser sees the field as on screen and does not scroll to it, unless told the bar's height.
    let behindBar: string | null = null;
    for (let attempt = 0; attempt < 3 && !behindBar; attempt += 1) {
      const layout = await page.evaluate(() => {
        const bar = document.querySelector('.admin-form__actions')!.getBoundingClientRect();
        const controls = [
          ...document.querySelectorAll('.admin-form input:not([type="hidden"]), .admin-form select, .admin-form textarea'),
        ].filter((control) => !control.closest('.admin-form__actions, [hidden]'));
        const under = controls.find((control) => {
          const box = control.getBoundingClientRect();
          return box.top >= bar.top && box.bottom <= bar.bottom;
        });
        const lower = controls.find((control) => control.getBoundingClientRect().top > 400);
        return { under: under?.id ?? null, height: lower ? Math.ceil(lower.getBoundingClientRect().bottom + 8) : 0 };
      });
      behindBar = layout.under;
      if (!behindBar) await page.setViewportSize({ width: VIEWPORTS.desktop.width, height: layout.height });
    }
    expect(behindBar, 'a field opens behind the save bar').not.toBeNull();
    // From the skip link to the save button, every stop: a focused control must be in view, clear of the bar (2.4.11).
    const hidden: string[] = [];
    const editorHints: string[] = [];
    const inEditor = () => page.evaluate(() => Boolean(document.activeElement?.closest('.cm-editor')));
    for (let press = 0; press < 120; press += 1) {
      await page.keyboard.press('Tab');
      const stop = await focusStop(page, '.admin-form__actions button[type="submit"]');
      stops.push(stop);
      if (stop.matches) break;
      if (await inEditor()) {
        // Tab indents in the markdown editor; its description says how to leave it, and that way works (WCAG 2.1.2).
        editorHints.push(
          await page.evaluate(() =>
            (document.activeElement?.getAttribute('aria-describedby') ?? '')
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' '),
          ),
        );
        await page.keyboard.press('Tab');
        expect(await inEditor(), 'Tab stays in the editor (it indents)').toBe(true);
        await page.keyboard.press('Escape');
        continue;
      }
      const covered = await page.evaluate(() => {
        const focused = document.activeElement!;
        const bar = document.querySelector('.admin-form__actions')!;
        if (bar.contains(focused)) return false;
        const box = focused.getBoundingClientRect();
        const barBox = bar.getBoundingClientRect();
        // The control's top (all of it when small; the first lines of a tall preview) must be clear of the bar.
        const across = box.left < barBox.right && box.right > barBox.left;
        return across && box.top + Math.min(box.height, 40) > barBox.top;
      });
      if (covered) hidden.push(stop.description);
    }
    expect(stops.at(-1)?.matches, 'the save button is reached').toBe(true);
    expect(editorHints.length, 'the article’s markdown editor was on the way').toBeGreaterThan(0);
    for (const hint of editorHints) expect(hint).toContain('Échap puis Tab');
    expect(
      stops.some(
        (stop) =>
          stop.description.startsWith(`input#${behindBar}`) ||
          stop.description.startsWith(`select#${behindBar}`) ||
          stop.description.startsWith(`textarea#${behindBar}`),
      ),
      `${behindBar} got the focus`,
    ).toBe(true);
    expect(hidden, 'controls that took the focus under the sticky save bar').toEqual([]);
    expect(unseenFocus(stops), 'tab stops that did not show their focus').toEqual([]);
    await page.context().close();
  });
});
