import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Packs @pretscope/core exactly as `npm publish` would and uses it from a clean folder with plain Node,
// so that a broken exports map, a missing file in `files` or missing type declarations fail here.
const root = resolve(import.meta.dirname, '../..');
const corePackage = join(root, 'core');
let consumer = '';

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_loglevel: 'error' },
  });
}

beforeAll(() => {
  consumer = mkdtempSync(join(tmpdir(), 'pretscope-core-consumer-'));
  run('npm', ['pack', '--pack-destination', consumer], corePackage);
  const tarball = readdirSync(consumer).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack produced no tarball');
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  // valibot comes from the npm cache filled by `npm ci`; the registry is only asked when the cache lacks it.
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', `./${tarball}`], consumer);
});

afterAll(() => {
  if (consumer) rmSync(consumer, { recursive: true, force: true });
});

describe('@pretscope/core as an npm package', () => {
  it('ships only the built files, the README and the manifest', () => {
    const files = run('tar', ['-tzf', readdirSync(consumer).find((f) => f.endsWith('.tgz')) ?? ''], consumer)
      .split('\n')
      .filter(Boolean);
    expect(files).toContain('package/dist/index.js');
    expect(files).toContain('package/dist/index.d.ts');
    expect(files).toContain('package/README.md');
    expect(files.some((file) => file.includes('/src/') || file.endsWith('.test.js'))).toBe(false);
  });

  it('imports from plain Node and computes', () => {
    const script = `
      import { monthlyPayment, amortizationSchedule, formatNumber, slugify } from '@pretscope/core';
      const payment = monthlyPayment({ amount: 200000, rate: 6.5, duration: 360 });
      const schedule = amortizationSchedule({ amount: 200000, rate: 6.5, duration: 360, mode: 'banking' });
      console.log(JSON.stringify({ payment: formatNumber(payment, 2), last: schedule.months.at(-1).debtRest, slug: slugify('Prêt hypothécaire') }));
    `;
    const output = run('node', ['--input-type=module', '-e', script], consumer);
    expect(JSON.parse(output)).toEqual({ payment: '1\u202f264,14', last: 0, slug: 'pret-hypothecaire' });
  });

  // TypeScript 7 (what builds the declarations) and TypeScript 6 (the `typescript` alias), as users have either.
  it.each(['@typescript/native/bin/tsc', 'typescript/bin/tsc6'])('gives TypeScript users its declarations (%s)', (compiler) => {
    writeFileSync(
      join(consumer, 'use.ts'),
      `
      import { monthlyPayment, type LoanTerms } from '@pretscope/core';
      const terms: LoanTerms = { amount: 1000, rate: 3, duration: 12 };
      const payment: number = monthlyPayment(terms);
      // @ts-expect-error: the amount must be a number
      monthlyPayment({ amount: '1000', rate: 3, duration: 12 });
      export { payment };
    `,
    );
    const tsc = join(root, 'node_modules', compiler);
    const result = run(
      'node',
      [tsc, '--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', 'use.ts'],
      consumer,
    );
    expect(result).toBe('');
  });
});
