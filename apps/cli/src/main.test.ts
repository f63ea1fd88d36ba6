import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/pretscope.js', import.meta.url));
const run = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });

describe('the pretscope command', () => {
  it('runs a simulation end to end and exits 0', () => {
    const result = run('simulate', '--amount', '10000', '--rate', '4,5', '--duration', '48');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('TAEG : 4,59 %');
  });

  it('exits 2 with the usage on a usage mistake, without a stack trace', () => {
    const result = run('simulate', '--amount', '10000', '--nope', '1');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage : pretscope simulate');
    expect(result.stderr).not.toMatch(/\s+at\s/);
  });

  it('exits 2 on an unknown command', () => {
    const result = run('fly');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Commande inconnue : fly');
  });
});
