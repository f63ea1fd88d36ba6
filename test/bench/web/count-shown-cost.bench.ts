/**
 * What counting a comparator page's impressions costs per page given, alone (issue 22): the server's test of the
 * request (apps/server impression-counting.ts: GET, robot User-Agent, prefetch) and the counter's map update
 * (apps/compose impression-counter.ts), with counting on against off, in one process, the two alternating over
 * rounds; the page's list of 20 offers is one interned list, as a cached page hands over. On a shared machine the
 * server bench's req/s and even its CPU per request swing by far more than this; this figure is what the counting
 * itself adds, to set against a page's CPU time (web/impressions.bench.ts).
 *
 *   npm run bench -- web/count-shown-cost
 */
import { performance } from 'node:perf_hooks';
import type { AdvertiserReportStore, ShownOffer } from '@pretscope/core';
import { createImpressionCounter } from '../../../apps/compose/src/impression-counter.ts';
import { impressionCounting } from '../../../apps/server/src/impression-counting.ts';

const CALLS = 2_000_000;
const ROUNDS = 7;
const SHOWN: readonly ShownOffer[] = Object.freeze(Array.from({ length: 20 }, (_, index) => ({ productId: index + 1, rank: index + 1 })));
const REQUEST = new Request('http://localhost/pret-hypothecaire', {
  headers: {
    'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    accept: 'text/html',
  },
});

let written = 0;
const store = (): AdvertiserReportStore =>
  ({
    async addImpressions(rows: readonly unknown[]) {
      written += rows.length;
    },
  }) as unknown as AdvertiserReportStore;

function nsPerCall(enabled: boolean): number {
  const counter = createImpressionCounter({ enabled, store, intervalMs: 3_600_000 });
  const count = impressionCounting((shown) => counter.count(shown));
  const started = performance.now();
  for (let call = 0; call < CALLS; call++) count(REQUEST, SHOWN);
  const elapsed = performance.now() - started;
  void counter.stop();
  return (elapsed * 1e6) / CALLS;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const figures = { on: [] as number[], off: [] as number[] };
nsPerCall(true);
nsPerCall(false);
for (let round = 0; round < ROUNDS; round++) {
  for (const counting of round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const))
    figures[counting].push(nsPerCall(counting === 'on'));
}
await new Promise((resolve) => setTimeout(resolve, 10));
console.log(`Counting one page given, ${CALLS} pages × ${ROUNDS} rounds, medians — Node ${process.version}`);
console.log(`counting off: ${median(figures.off).toFixed(0)} ns per page (the request's tests only)`);
console.log(`counting on:  ${median(figures.on).toFixed(0)} ns per page`);
console.log(`counting adds ${(median(figures.on) - median(figures.off)).toFixed(0)} ns per page; ${written} rows drained`);
