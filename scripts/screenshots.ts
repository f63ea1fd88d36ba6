/*
 * Screenshots of the site's pages at a phone's width (390 px) and a laptop's (1280 px), to look at what a change
 * did before calling it done. Run after `npm run build`, with Node 24:
 *
 *   node --conditions=source scripts/screenshots.ts [--out <dir>] [--full] [--click <selector>] [path …]
 *
 * It starts the server `npm start` runs on a throwaway SQLite database with the demo data, logs in to the back office
 * for paths under /_admin_, and writes `<out>/<name>-390.png` and `<out>/<name>-1280.png` for each path (by default
 * the pages listed below; `--out` defaults to .shots/, which git ignores). Without `--full`, each image is the first
 * two screens' height, where a wrapped title or a broken number shows; `--full` takes the whole page. `--click` clicks the
 * first visible element a CSS selector names before each shot (`--click '.site-menu__button'` opens the phone's menu,
 * `--click '.site-nav__menu summary'` the first dropdown at 1280 px), and adds `-clicked` to the file's name.
 * Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) headless; nothing is downloaded.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { BrowserContext } from 'playwright-core';

import { launchChromium } from '../test/e2e/browser.test-support.ts';
import { startServerProcess } from '../test/support/server-process.test-support.ts';

const DEFAULT_PATHS = [
  '/',
  '/pret-hypothecaire',
  '/pret-hypothecaire/simulation',
  '/banques-et-courtiers',
  '/articles',
  '/_admin_',
  '/_admin_/products',
];
const WIDTHS = [390, 1280] as const;
const ADMIN = { email: 'admin@pretscope.example', password: 'screenshots-only-password' };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: '.shots' },
    full: { type: 'boolean', default: false },
    click: { type: 'string' },
  },
});
const paths = positionals.length > 0 ? positionals : DEFAULT_PATHS;
const out = resolve(values.out);
mkdirSync(out, { recursive: true });

/** `/pret-personnel/foo?x=1` → `pret-personnel-foo-x-1`; the home page is `home`. */
/** The path as a file name; a long query (a calculator's inputs) is cut, with a digest of the whole to keep names apart. */
const fileName = (path: string) => {
  const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  return name.length <= 100 ? name : `${name.slice(0, 80)}-${createHash('sha1').update(path).digest('hex').slice(0, 8)}`;
};

const dataDir = mkdtempSync(join(tmpdir(), 'pretscope-screenshots-'));
const server = await startServerProcess({
  env: { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, NODE_ENV: 'production' },
});
const browser = await launchChromium();
try {
  for (const width of WIDTHS) {
    const context: BrowserContext = await browser.newContext({
      locale: 'fr-FR',
      viewport: { width, height: width < 600 ? 844 : 800 },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    if (paths.some((path) => path.startsWith('/_admin_'))) {
      await page.goto(`${server.url}/_admin_/login`);
      await page.getByLabel('Adresse e-mail').fill(ADMIN.email);
      await page.getByLabel('Mot de passe').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    }
    for (const path of paths) {
      const answer = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      const viewport = page.viewportSize()!;
      if (values.click) {
        const target = page.locator(values.click).locator('visible=true').first();
        if ((await target.count()) > 0) await target.click();
      }
      const file = join(out, `${fileName(path)}${values.click ? '-clicked' : ''}-${width}.png`);
      await page.screenshot({
        path: file,
        fullPage: values.full,
        ...(values.full ? {} : { clip: { x: 0, y: 0, width: viewport.width, height: viewport.height * 2 } }),
      });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      // What sticks out: the innermost elements reaching past the window's right edge, so the fix can aim at them.
      const culprits =
        overflow > 0
          ? await page.evaluate(() => {
              const edge = document.documentElement.clientWidth + 1;
              const past = [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > edge);
              const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
              return innermost.slice(0, 3).map((element) => {
                const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).filter(Boolean) : [];
                const name = element.getAttribute('name') ?? element.id;
                return `${element.tagName.toLowerCase()}${name ? `[${name}]` : ''}${classes.map((name) => `.${name}`).join('')} in ${element.parentElement?.className || element.parentElement?.tagName.toLowerCase()} (to ${Math.round(element.getBoundingClientRect().right)} px)`;
              });
            })
          : [];
      console.log(
        `${answer?.status() ?? '—'} ${path} @${width}px → ${file}${overflow > 0 ? `  (scrolls sideways by ${overflow} px: ${culprits.join(', ')})` : ''}`,
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
