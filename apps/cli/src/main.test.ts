import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { asksForHelp, COMMANDS } from './commands.ts';

const bin = fileURLToPath(new URL('../bin/pretscope.js', import.meta.url));
const run = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });

// Each run gets a data folder of its own that must stay empty: asking for help, or calling a command wrongly, never
// opens a database (a SQLite file would appear there).
const dataDirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pretscope-cli-help-'));
  dataDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** The real command, with an empty data folder; `written` is what it left there. */
function runHere(...args: string[]) {
  const dataDir = newDataDir();
  const result = spawnSync(process.execPath, [bin, ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  return { ...result, written: readdirSync(dataDir) };
}

describe('the pretscope command', () => {
  it('runs a simulation end to end and exits 0', () => {
    const result = run('simulate', '--amount', '10000', '--rate', '4,5', '--duration', '48');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('TAEG : 4,59\u00a0%');
  });

  it('exits 2 with the usage on a usage mistake, without a stack trace', () => {
    const result = run('simulate', '--amount', '10000', '--nope', '1');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Option inconnue : --nope.');
    expect(result.stderr).toContain('Usage : pretscope simulate');
    expect(result.stderr).not.toMatch(/\s+at\s/);
  });

  it('exits 2 on an unknown command, inherited names included', () => {
    for (const name of ['fly', 'constructor']) {
      const result = run(name);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain(`Commande inconnue : ${name}`);
    }
  });
});

describe('pretscope --help', () => {
  const names = Object.keys(COMMANDS);

  for (const asked of [[], ['--help'], ['-h'], ['help']]) {
    it(`lists every command with what it does: pretscope ${asked.join(' ')}`, () => {
      const result = runHere(...asked);
      expect(result.status, result.stderr).toBe(0);
      for (const command of Object.values(COMMANDS)) {
        expect(result.stdout).toContain(command.synopsis);
        expect(result.stdout).toContain(command.description);
      }
      expect(result.stdout).toContain('pretscope <commande> --help (ou -h)');
    });
  }

  // Every command, and the action of those that have one (`retention run --help`), with either spelling.
  const calls = names.flatMap((name) => {
    const action = COMMANDS[name]?.action;
    return ['--help', '-h'].flatMap((flag) => [`${name} ${flag}`, ...(action ? [`${name} ${action} ${flag}`] : [])]);
  });
  it.each(calls)('answers its usage and exits 0, running nothing: pretscope %s', (call) => {
    const args = call.split(' ');
    const result = runHere(...args);
    const command = COMMANDS[args[0]!]!;
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toBe(`Usage : ${command.synopsis}\n\n${command.description}\n`);
    expect(result.stderr).toBe('');
    expect(result.written).toEqual([]);
  });

  it('answers the usage wherever --help stands among the options', () => {
    const asked = runHere('simulate', '--amount', '10000', '--help');
    expect(asked.status).toBe(0);
    expect(asked.stdout).toContain('Usage : pretscope simulate');
  });

  it('takes --help and -h after -- as arguments (a file named --help), not as a question', () => {
    expect(asksForHelp(['--dry-run', '-h'])).toBe(true);
    expect(asksForHelp(['--', '--help'])).toBe(false);
    expect(asksForHelp(['taux.csv', '--', '-h'])).toBe(false);
    expect(asksForHelp(['--helpful', '-hh', 'help'])).toBe(false);
  });
});

describe('unknown options', () => {
  // Through the real command: an option-less command and an action, besides simulate above.
  it.each(['migrate --nope', 'migrate en-trop', 'retention run --nope'])(
    'exit 2 with the usage, before anything is opened: pretscope %s',
    (call) => {
      const args = call.split(' ');
      const result = runHere(...args);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain(args.at(-1));
      expect(result.stderr).toContain(`Usage : ${COMMANDS[args[0]!]!.synopsis}`);
      expect(result.stderr).not.toMatch(/\s+at\s/);
      expect(result.stdout).toBe('');
      expect(result.written).toEqual([]);
    },
  );

  // Every command, in this process (loading each through a process of its own would take a minute): refused as a
  // usage mistake, which the entry answers with exit 2 and the usage, as above.
  it.each(Object.keys(COMMANDS))('are usage mistakes for %s, raised before it opens anything', async (name) => {
    const dataDir = newDataDir();
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    try {
      const command = COMMANDS[name]!;
      const commandRun = await command.load();
      const refusal = await Promise.resolve()
        .then(() => commandRun([...(command.action ? [command.action] : []), '--nope']))
        .then(
          () => undefined,
          (error: unknown) => error as Error & { code?: string },
        );
      expect(refusal?.name === 'UsageError' || refusal?.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION', String(refusal)).toBe(true);
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
