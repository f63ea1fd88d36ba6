/**
 * Interaction to Next Paint of the calculators as a visitor types (issue 19: « a typed change updates the result
 * with an INP under 100 ms on the mobile preset »), measured by Lighthouse 13 in timespan mode.
 *
 *   npm run build && npm run bench -- lighthouse-inp
 *   BENCH_INP_RUNS=5 npm run bench -- lighthouse-inp      (3 runs per page by default)
 *   BENCH_INP_PAGES=simulation,calculette npm run bench -- lighthouse-inp      (some pages only)
 *
 * For each calculator, in the system Chromium driven by puppeteer-core: the page is loaded and hydrated, then a
 * Lighthouse timespan records while the visitor clears the first number field and types a new amount, one key
 * every 150 ms. Lighthouse's default (mobile) configuration applies: Moto G Power screen and, in timespan mode,
 * DevTools throttling with a 4× CPU slowdown. The figure is Lighthouse's `interaction-to-next-paint` (the worst
 * key press but for outliers), median of the runs.
 *
 * Baseline, in the same run: the same page and the same typing with the page's scripts not loaded (nothing hydrates), where a key press only
 * paints the field (the browser's own floor on this machine under the same throttling). With JavaScript, the network
 * is cut once the page has loaded, so "updates" (the page's text outside its forms changed while typing) says whether
 * the result is computed in the browser: a result fetched from the server after a pause does not count.
 */
import { startTimespan } from 'lighthouse';
import { cpus, loadavg } from 'node:os';
import puppeteer, { type Browser } from 'puppeteer-core';
import { startBenchServer } from './bench-server.ts';

const PAGES = [
  { name: 'calculette', path: '/pret-immobilier/outils/calculette', field: 'montant', typed: '250000' },
  { name: 'simulation', path: '/pret-hypothecaire/simulation', field: 'montant', typed: '250000' },
  { name: 'capacité', path: '/pret-immobilier/outils/capacite-d-emprunt', field: 'revenus', typed: '5200' },
  { name: 'combien emprunter', path: '/pret-hypothecaire/combien-emprunter', field: 'prix', typed: '520000' },
  { name: 'prêt crypto', path: '/pret-crypto', field: 'valeur', typed: '35000' },
];
const RUNS = Number(process.env.BENCH_INP_RUNS ?? 3);
/** Some pages only, by name: BENCH_INP_PAGES=simulation,calculette. */
const ONLY = process.env.BENCH_INP_PAGES?.split(',').map((name) => name.trim());
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const GOAL_MS = 100;

interface Measure {
  inp: number | null;
  updates: boolean;
}

/** The page's text outside its forms (what a result shows), or null when the calculator is no longer there. */
const RESULT_TEXT = () => {
  const main = document.querySelector('main')?.cloneNode(true) as HTMLElement | undefined;
  if (!main || main.querySelectorAll('form').length === 0) return null;
  for (const form of main.querySelectorAll('form')) form.remove();
  return main.innerText;
};

async function measure(browser: Browser, url: string, field: string, typed: string, javaScript: boolean): Promise<Measure> {
  const page = await browser.newPage();
  try {
    // Without JavaScript: the page's scripts are not fetched, so nothing hydrates (turning scripts off in the browser
    // would also stop Lighthouse, which needs its debugger).
    if (!javaScript) {
      await page.setRequestInterception(true);
      page.on('request', (request) => void (request.resourceType() === 'script' ? request.abort() : request.continue()));
    }
    await page.goto(url, { waitUntil: 'networkidle0' });
    // With JavaScript, the network is cut once the page is loaded: a result that still follows the typing is
    // computed in the browser (core's functions), not fetched from the server.
    if (javaScript) {
      await page.setRequestInterception(true);
      page.on('request', (request) => void request.abort());
    }
    const before = await page.evaluate(RESULT_TEXT);
    const input = `form [name="${field}"]`;
    await page.waitForSelector(input);
    const timespan = await startTimespan(page as never, { flags: { onlyCategories: ['performance'] } });
    await page.click(input, { count: 3 });
    await page.keyboard.press('Backspace');
    for (const key of typed) {
      await page.keyboard.type(key);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    // Let a debounced update land before the timespan ends.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const result = await timespan.endTimespan();
    const after = await page.evaluate(RESULT_TEXT);
    const audit = result?.lhr.audits['interaction-to-next-paint'];
    return { inp: typeof audit?.numericValue === 'number' ? audit.numericValue : null, updates: after !== null && after !== before };
  } finally {
    await page.close();
  }
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);

const server = await startBenchServer();
const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
console.log(`Lighthouse timespan, mobile preset, ${RUNS} runs per page; ${cpus().length} CPUs, load ${loadavg()[0]!.toFixed(1)}`);
console.log('| page | INP (JavaScript) | INP without JavaScript (baseline) | ratio | result computed in the browser | goal < 100 ms |');
console.log('|---|---:|---:|---:|---|---|');
let missed = 0;
try {
  for (const { name, path, field, typed } of PAGES.filter((page) => !ONLY || ONLY.includes(page.name))) {
    const live: Measure[] = [];
    const bare: Measure[] = [];
    // Alternated, so that a load that comes and goes falls on both.
    for (let run = 0; run < RUNS; run++) {
      live.push(await measure(browser, server.url + path, field, typed, true));
      bare.push(await measure(browser, server.url + path, field, typed, false));
    }
    const inp = median(live.flatMap((m) => (m.inp === null ? [] : [m.inp])));
    const baseline = median(bare.flatMap((m) => (m.inp === null ? [] : [m.inp])));
    const updates = live.every((m) => m.updates);
    const met = inp !== null && inp < GOAL_MS && updates;
    if (!met) missed++;
    const ratio = inp !== null && baseline ? (inp / baseline).toFixed(2) : '—';
    console.log(`| ${name} | ${ms(inp)} | ${ms(baseline)} | ${ratio} | ${updates ? 'yes' : 'no'} | ${met ? 'met' : 'not met'} |`);
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(
  missed === 0 ? 'Every calculator updates live under 100 ms.' : `${missed} calculator(s) miss the goal (no live result, or INP ≥ 100 ms).`,
);
