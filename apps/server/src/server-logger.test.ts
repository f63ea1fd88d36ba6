import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createServerLogger } from './server-logger.ts';

const folder = mkdtempSync(join(tmpdir(), 'pretscope-logger-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const lines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the server log', () => {
  it('batches request lines, and writes an error at once after the lines before it', async () => {
    const file = join(folder, 'batched.log');
    const logger = createServerLogger({ level: 'info', destination: file });
    logger.info({ path: '/a' }, 'request');
    logger.info({ path: '/b' }, 'request');
    expect(readFileSync(file, 'utf8')).toBe('');
    logger.error({ path: '/c' }, 'request failed');
    expect(lines(file).map((line) => [line.level, line.path, line.msg])).toEqual([
      [30, '/a', 'request'],
      [30, '/b', 'request'],
      [50, '/c', 'request failed'],
    ]);
    // A quiet server's last lines are written within a second or so.
    logger.info({ path: '/d' }, 'request');
    await expect.poll(() => lines(file).length, { timeout: 5_000 }).toBe(4);
  });

  it('loses no line when the process crashes', () => {
    const file = join(folder, 'crash.log');
    const script = join(folder, 'crash.ts');
    const module = fileURLToPath(new URL('./server-logger.ts', import.meta.url));
    writeFileSync(
      script,
      `import { createServerLogger } from ${JSON.stringify(module)};\nconst logger = createServerLogger({ level: 'info', destination: ${JSON.stringify(file)} });\nlogger.info({ path: '/avant' }, 'request');\nsetTimeout(() => { throw new Error('plantage'); }, 10);\n`,
    );
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8', timeout: 30_000 });
    expect(run.stderr).toContain('plantage');
    expect(run.status).not.toBe(0);
    expect(lines(file)).toEqual([expect.objectContaining({ path: '/avant', msg: 'request' })]);
  });
});
