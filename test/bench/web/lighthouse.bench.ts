/**
 * Lighthouse bench (issue 5): the four category scores of the home page, a category page and the mortgage
 * simulation, with Lighthouse's mobile preset (the default: Moto G Power screen, simulated slow 4G, 4× CPU
 * slowdown) in the system Chromium. Nothing is downloaded.
 *
 *   npm run build && npm run bench -- lighthouse
 *   BENCH_LIGHTHOUSE_RUNS=5 npm run bench -- lighthouse     (3 runs per page by default)
 *
 * The server is ours (`startServer`, SQLite, demo data, the built site), in this process, on loopback. Each page
 * is fetched twice first, so that no run pays for the server's first render (module warm-up). Lighthouse runs as
 * its own CLI process, which starts Chromium through chrome-launcher with `--headless=new --no-sandbox`; every run
 * gets a fresh browser profile. The run kept for each page is the median run (Lighthouse's own `computeMedianRun`:
 * by performance score, then by first contentful paint), and the spread of the performance score is shown. For
 * every category under its goal, the audits that cost points are listed, with the elements they name.
 * Goals: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startBenchServer } from './bench-server.ts';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/pret-hypothecaire' },
  { name: 'simulation', path: '/pret-hypothecaire/simulation' },
  // Issue 23 asks for an article too.
  { name: 'article', path: '/articles/immobilier/capacite-d-emprunt-regle-des-35-pourcent' },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const GOALS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
};
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface AuditResult {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  details?: { type?: string; items?: Record<string, unknown>[] };
}
interface Report {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, AuditResult>;
}

const require = createRequire(import.meta.url);
const lighthouseCli = join(dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');

/**
 * One Lighthouse run, tried again (twice at most) when Lighthouse itself failed to record the trace (NO_NAVSTART,
 * seen now and then with headless Chromium on a busy machine): that says nothing about the page.
 */
async function runLighthouse(url: string, outputPath: string): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url, outputPath);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error;
      console.log(`(${url}: Lighthouse did not record the trace, NO_NAVSTART; run again)`);
    }
  }
}

/** One Lighthouse run, asynchronously: the server under test answers from this very process. */
async function runLighthouseOnce(url: string, outputPath: string): Promise<Report> {
  await new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      [
        lighthouseCli,
        url,
        `--chrome-path=${CHROMIUM}`,
        '--chrome-flags=--headless=new --no-sandbox',
        `--only-categories=${CATEGORIES.join(',')}`,
        '--output=json',
        `--output-path=${outputPath}`,
        '--quiet',
      ],
      { encoding: 'utf8', timeout: 180_000 },
      (error, _stdout, stderr) => (error ? reject(new Error(`lighthouse ${url}: ${error.message} ${stderr.slice(-2000)}`)) : resolve()),
    );
  });
  const report = JSON.parse(readFileSync(outputPath, 'utf8')) as Report;
  if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  return report;
}

const score = (report: Report, category: Category) => Math.round((report.categories[category].score ?? 0) * 100);

/** The median run by performance, ties broken by first contentful paint (as Lighthouse's computeMedianRun does). */
function medianRun(reports: Report[]): Report {
  const fcp = (report: Report) =>
    Number(
      (
        report.audits['first-contentful-paint'] as unknown as {
          numericValue?: number;
        }
      ).numericValue ?? 0,
    );
  const sorted = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance') || fcp(a) - fcp(b));
  return sorted[Math.floor((sorted.length - 1) / 2)] as Report;
}

/** What an audit blames, briefly: the selectors or URLs of its first items. */
function describeItems(audit: AuditResult): string {
  const items = audit.details?.items ?? [];
  const labels = items.slice(0, 5).map((item) => {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    if (node?.snippet) return node.snippet.length > 120 ? `${node.snippet.slice(0, 117)}…` : node.snippet;
    if (typeof item.url === 'string') return item.url.replace(/^https?:\/\/[^/]+/, '');
    if (typeof item.label === 'string') return item.label;
    return '';
  });
  const shown = labels.filter(Boolean);
  return shown.length > 0 ? ` — ${shown.join(' ; ')}${items.length > shown.length ? ` (+${items.length - shown.length})` : ''}` : '';
}

async function main(): Promise<void> {
  const started = new Date();
  console.log(
    `Lighthouse bench — ${started.toISOString()} — Node ${process.version}, ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const server = await startBenchServer();
  const reportsDir = mkdtempSync(join(tmpdir(), 'pretscope-lighthouse-'));
  try {
    for (const page of PAGES) {
      for (let warm = 0; warm < 2; warm++) {
        const answer = await fetch(`${server.url}${page.path}`);
        if (answer.status !== 200) throw new Error(`${page.path} answered ${answer.status}`);
        await answer.arrayBuffer();
      }
    }
    const rows: {
      page: (typeof PAGES)[number];
      median: Report;
      performance: number[];
    }[] = [];
    for (const page of PAGES) {
      const reports: Report[] = [];
      for (let run = 0; run < RUNS; run++) {
        const report = await runLighthouse(`${server.url}${page.path}`, join(reportsDir, `${page.name}-${run + 1}.json`));
        reports.push(report);
        console.log(`${page.name} run ${run + 1}: ${CATEGORIES.map((category) => `${category} ${score(report, category)}`).join(', ')}`);
      }
      rows.push({
        page,
        median: medianRun(reports),
        performance: reports.map((report) => score(report, 'performance')),
      });
    }
    const version = rows[0]?.median.lighthouseVersion ?? '?';
    console.log(`\nLighthouse ${version}, mobile preset, ${RUNS} runs per page, median run (JSON reports in ${reportsDir}).\n`);
    console.log('| page | performance (all runs) | accessibility | best practices | SEO |');
    console.log('|---|---:|---:|---:|---:|');
    for (const { page, median, performance } of rows) {
      console.log(
        `| ${page.name} \`${page.path}\` | ${score(median, 'performance')} (${performance.join(', ')}) | ${score(median, 'accessibility')} | ${score(median, 'best-practices')} | ${score(median, 'seo')} |`,
      );
    }
    console.log('\nMetrics of the median runs (simulated slow 4G and 4× CPU slowdown):\n');
    console.log('| page | FCP | LCP | Speed Index | TBT | CLS | bytes transferred (scripts) |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const { page, median } of rows) {
      const shown = (id: string) => median.audits[id]?.displayValue ?? '?';
      const requests = (median.audits['network-requests']?.details?.items ?? []) as { transferSize?: number; resourceType?: string }[];
      const kilobytes = (items: typeof requests) =>
        `${Math.round(items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1000)} KB`;
      const scripts = requests.filter((item) => item.resourceType === 'Script');
      console.log(
        `| ${page.name} | ${shown('first-contentful-paint')} | ${shown('largest-contentful-paint')} | ${shown('speed-index')} | ${shown('total-blocking-time')} | ${shown('cumulative-layout-shift')} | ${kilobytes(requests)} (${kilobytes(scripts)}) |`,
      );
    }
    const misses: string[] = [];
    for (const { page, median } of rows) {
      for (const category of CATEGORIES) {
        const value = score(median, category);
        if (value >= GOALS[category]) continue;
        misses.push(`${page.name} ${category} ${value} (goal ${GOALS[category]})`);
        console.log(`\n${page.name} — ${category} ${value} < ${GOALS[category]}; audits that cost points:`);
        for (const ref of median.categories[category].auditRefs) {
          const audit = median.audits[ref.id];
          if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === 'notApplicable')
            continue;
          console.log(
            `  - ${audit.id} (weight ${ref.weight}, score ${audit.score})${audit.displayValue ? ` ${audit.displayValue}` : ''}: ${audit.title}${describeItems(audit)}`,
          );
        }
      }
    }
    console.log(misses.length === 0 ? '\nGoals: all MET.' : `\nGoals NOT MET: ${misses.join('; ')}.`);
    console.log(`\nDone in ${Math.round((Date.now() - started.getTime()) / 1000)} s.`);
  } finally {
    await server.close();
  }
}

await main();
