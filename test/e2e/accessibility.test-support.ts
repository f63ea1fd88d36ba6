import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 levels A and AA, with the criteria WCAG 2.0 and 2.1 introduced (axe tags them by version). */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** A phone (iPhone X and later) and a laptop: below and above every breakpoint of the site (769 and 1024 px). */
export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * The page is interactive: React has hydrated the page's main element (it marks each element it takes over), and
 * the parts drawn only in the browser are there (the admin's markdown editors and their previews). axe then sees
 * what a visitor sees, not only the server's first paint.
 */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const hydrated = Object.keys(document.querySelector('main') ?? document.body).some((key) => key.startsWith('__reactFiber'));
      const editors = document.querySelectorAll('.md-editor').length;
      return hydrated && document.querySelectorAll('.md-editor .cm-editor').length === editors;
    },
    undefined,
    { timeout: 30_000 },
  );
  // A markdown editor's preview is fetched from the server a moment after it is drawn.
  if ((await page.locator('.md-preview').count()) > 0) await page.waitForLoadState('networkidle', { timeout: 30_000 });
}

/**
 * axe's WCAG 2.2 A/AA violations on the page as it is now, one readable line per problem: the rule, what it asks,
 * and the offending elements (CSS selectors) with axe's summary of what to fix. Empty when there is none.
 */
export async function accessibilityProblems(page: Page, label: string, options: { exclude?: string[] } = {}): Promise<string[]> {
  // options() replaces every option, the tags included: it comes first. resultTypes spares axe listing the passes.
  // Legacy mode runs axe.run in the page itself instead of partial runs finished in an extra blank page: a third
  // faster, and the site has no frame that would need the partial runs.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_22_AA)
    .setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.map((violation) => {
    const nodes = violation.nodes.map(
      (node) => `    ${node.target.join(' >>> ')}\n      ${(node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ')}`,
    );
    return `${label}: [${violation.id}, ${violation.impact ?? 'n/a'}] ${violation.help} (${violation.helpUrl})\n${nodes.join('\n')}`;
  });
}

/**
 * The problems at a phone's width, then at a laptop's, in the same page: the site's layout follows the width through
 * CSS alone (no script reads it, and the server sends the same page to every device), so resizing the page shows
 * what loading it at the other width would, and saves loading it twice.
 */
export async function accessibilityProblemsAtEveryWidth(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    // Laid out again at the new width before axe measures it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    problems.push(...(await accessibilityProblems(page, `${label} at ${name} width`)));
  }
  return problems;
}

/** Runs `work` over the items, at most `limit` at a time (a 2-core machine: a few pages in flight keep it busy). */
export async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await work(item as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** What has the focus: its tag, id, name, classes and text, enough to tell a test's reader where it is. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('name');
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${name ? `[name=${name}]` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}${text ? ` « ${text} »` : ''}`;
  });
}

/**
 * Whether the focused element shows that it has the focus: an outline of some width or a box shadow on it (the two
 * ways the site's styles draw a focus ring), or an outline on a box around it (the markdown editor outlines its
 * frame while its text has the focus; outlines are drawn only for the focus here, never as decoration). A date
 * field whose own calendar button has the focus (a stop of its own in Chromium) gets the browser's ring on that
 * button, which styles cannot reach or measure. Asked again for a moment: some widgets mark their focus a few
 * milliseconds after the focus event (CodeMirror).
 */
export function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const outlined = (style: CSSStyleDeclaration) => style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const shows = () => {
      const element = document.activeElement;
      if (!element || element === document.body) return false;
      const style = getComputedStyle(element);
      if (outlined(style) || (style.boxShadow !== '' && style.boxShadow !== 'none')) return true;
      if (
        element instanceof HTMLInputElement &&
        ['date', 'time', 'datetime-local', 'month', 'week'].includes(element.type) &&
        !element.matches(':focus-visible')
      )
        return true;
      for (let around = element.parentElement; around && around !== document.body; around = around.parentElement) {
        if (outlined(getComputedStyle(around))) return true;
      }
      return false;
    };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      if (shows()) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  });
}

/**
 * The page is interactive (waitUntilInteractive), React Router has no navigation under way (its loaders answered
 * and the new page is rendered), and the focused element has stayed the same, still in the document, for three
 * frames in a row: what a keyboard user's next key acts on.
 */
export async function pageSettled(page: Page): Promise<void> {
  await waitUntilInteractive(page);
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const router = (window as unknown as { __reactRouterDataRouter?: { state: { navigation: { state: string } } } })
          .__reactRouterDataRouter;
        if (router && router.state.navigation.state !== 'idle') return resolve(false);
        const focused = document.activeElement;
        let frames = 0;
        const check = () => {
          if (document.activeElement !== focused || !focused?.isConnected) return resolve(false);
          if (++frames === 3) return resolve(true);
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    undefined,
    { timeout: 30_000, polling: 50 },
  );
}

/** One stop of a keyboard journey: where the focus went, and whether it showed. */
export interface FocusStop {
  description: string;
  visible: boolean;
  matches: boolean;
}

/**
 * Presses Tab (or Shift+Tab) until the focus is on an element matching `selector`, at most `max` times, and answers
 * every stop on the way: a journey's test checks that each one showed its focus. Fails with the stops when the
 * element is never reached. It starts once the page is settled (pageSettled): after a form's submission the new page
 * may still be rendering, and a Tab pressed while React replaces the focused element lands on the body.
 */
export async function tabUntil(
  page: Page,
  selector: string,
  { max = 80, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<FocusStop[]> {
  await pageSettled(page);
  const stops: FocusStop[] = [];
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const stop = await focusStop(page, selector);
    stops.push(stop);
    if (stop.matches) return stops;
  }
  throw new Error(
    `${selector} not reached in ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}; the focus went through:\n${stops.map((stop) => `  ${stop.description}`).join('\n')}`,
  );
}

/** Where the focus is, whether it shows, and whether it is on an element matching `selector`. */
export async function focusStop(page: Page, selector = ':not(*)'): Promise<FocusStop> {
  const [description, visible, matches] = await Promise.all([
    describeFocus(page),
    focusIsVisible(page),
    page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector),
  ]);
  return { description, visible, matches };
}

/** The stops of a journey where the focus did not show. */
export function unseenFocus(stops: FocusStop[]): string[] {
  return stops.filter((stop) => !stop.visible).map((stop) => stop.description);
}
