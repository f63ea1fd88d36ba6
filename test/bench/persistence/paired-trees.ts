/**
 * The comparator of two checkouts, measured in turns (issue 24: MikroORM 7 against 6.x). Latencies on a shared
 * machine move with its load by more than the 10 % to be resolved, so one tree measured after the other does not
 * compare: here each checkout has its own worker process (comparator-worker.ts, run from this tree but importing
 * everything from its checkout) and its own database of the bench's size, and the two answer the bench's questions in
 * blocks of 20, taking turns (which goes first alternates), so that both see the same moments of load.
 *
 *   node --conditions=source test/bench/persistence/paired-trees.ts /path/to/other/checkout [sqlite|postgresql]…
 *
 * The other checkout needs its `npm ci` done. PostgreSQL from PG_TEST_URL (default postgres://postgres@127.0.0.1:5432/test);
 * BENCH_LOANS and BENCH_PRODUCTS as for the persistence bench. Prints, per dialect, p50/p95/p99 and the CPU time per
 * query of each checkout (this process's, not the database server's), and this tree's ÷ the other's.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const WARMUP = 50;
const SAMPLES = 400;
const BLOCK = 20;
const worker = fileURLToPath(new URL('./comparator-worker.ts', import.meta.url));
const thisRoot = fileURLToPath(new URL('../../..', import.meta.url));
const [otherRoot, ...dialects] = process.argv.slice(2);
if (!otherRoot) throw new Error('usage: paired-trees.ts /path/to/other/checkout [sqlite|postgresql]…');

interface Block {
  durations: number[];
  offers: number;
  cpuMs: number;
}

function startWorker(root: string, dialect: string) {
  const child = spawn(process.execPath, ['--conditions=source', worker], {
    cwd: root,
    env: { ...process.env, PAIRED_ROOT: root, PAIRED_DIALECT: dialect },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => {
    const line = await lines.next();
    if (line.done) throw new Error(`${root}: worker ended`);
    return JSON.parse(line.value) as Block & { ready?: boolean; orm?: string };
  };
  return {
    ready: next,
    async run(first: number, count: number): Promise<Block> {
      child.stdin.write(`run ${first} ${count}\n`);
      return next();
    },
    async stop() {
      child.stdin.end('stop\n');
      await new Promise((done) => child.once('exit', done));
    },
  };
}

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const load = () =>
  import('node:os').then(({ loadavg }) =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  );

console.log(`# comparator, two checkouts in turns — node ${process.version}, ${new Date().toISOString()}, load ${await load()}`);
console.log(`this: ${thisRoot}\nother: ${resolve(otherRoot)}\n`);
console.log('| database | checkout | p50 | p95 | p99 | CPU/query (ours) | offers/query |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const dialect of dialects.length ? dialects : ['sqlite', 'postgresql']) {
  // Seeded one after the other (each fills a database of the bench's size), then measured in turns.
  const trees = [
    { name: 'this', worker: startWorker(thisRoot, dialect) },
    { name: 'other', worker: startWorker(resolve(otherRoot), dialect) },
  ];
  const versions: string[] = [];
  for (const tree of trees) versions.push(`${tree.name}: MikroORM ${(await tree.worker.ready()).orm}`);
  for (const tree of trees) await tree.worker.run(0, WARMUP);
  const measured = trees.map(() => ({ durations: [] as number[], offers: 0, cpuMs: 0 }));
  for (let block = 0; block < SAMPLES / BLOCK; block++) {
    const order = block % 2 === 0 ? [0, 1] : [1, 0];
    for (const t of order) {
      const answer = await trees[t]!.worker.run(WARMUP + block * BLOCK, BLOCK);
      measured[t]!.durations.push(...answer.durations);
      measured[t]!.offers += answer.offers;
      measured[t]!.cpuMs += answer.cpuMs;
    }
  }
  for (const tree of trees) await tree.worker.stop();
  process.stderr.write(`${dialect}: ${versions.join(', ')}\n`);
  const figures = measured.map((m) => {
    const sorted = [...m.durations].sort((a, b) => a - b);
    return {
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      cpu: m.cpuMs / SAMPLES,
      offers: m.offers / SAMPLES,
    };
  });
  figures.forEach((f, t) =>
    console.log(
      `| ${dialect} | ${trees[t]!.name} (${versions[t]!.replace(/^.*: /, '')}) | ${f.p50.toFixed(2)} ms | ${f.p95.toFixed(2)} ms | ${f.p99.toFixed(2)} ms | ${f.cpu.toFixed(2)} ms | ${f.offers.toFixed(0)} |`,
    ),
  );
  const [ours, theirs] = figures as [(typeof figures)[0], (typeof figures)[0]];
  console.log(
    `| ${dialect} | this ÷ other | ${(ours.p50 / theirs.p50).toFixed(3)} | ${(ours.p95 / theirs.p95).toFixed(3)} | ${(ours.p99 / theirs.p99).toFixed(3)} | ${(ours.cpu / theirs.cpu).toFixed(3)} | |`,
  );
}
console.log(`\nload at the end ${await load()}`);
