/**
 * Runs every `*.bench.ts` under test/bench, one after another, each in its own Node process so that one bench's
 * JIT state and garbage cannot colour the next one's figures.
 *
 *   npm run bench              all benches
 *   npm run bench -- finance   only those whose path contains "finance"
 *
 * Output is forwarded as is; the exit code is 1 if any bench failed (or if the filter matched nothing).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2];

const files = readdirSync(benchDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.bench.ts') && (!filter || file.includes(filter)))
  .sort()
  .map((file) => join(benchDir, file));

if (files.length === 0) {
  console.error(`no *.bench.ts under ${relative(process.cwd(), benchDir)}${filter ? ` matching "${filter}"` : ''}`);
  process.exit(1);
}

let failed = 0;
for (const file of files) {
  const name = relative(process.cwd(), file);
  console.log(`\n▶ ${name}`);
  // Same flags as this runner was started with in package.json; the child inherits any `taskset` CPU pinning.
  const child = spawnSync(process.execPath, ['--conditions=source', file], { stdio: 'inherit' });
  const status = child.status ?? 1;
  if (status !== 0) {
    failed++;
    console.error(`✗ ${name} exited with ${child.status ?? child.signal ?? child.error?.message}`);
  }
}

process.exitCode = failed > 0 ? 1 : 0;
