import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readNewPassword } from './read-password.ts';

/** A terminal stand-in: a TTY stdin whose raw mode is recorded, and stderr collected. */
function terminal() {
  const stdin = Object.assign(new PassThrough(), {
    isTTY: true,
    rawModes: [] as boolean[],
    setRawMode(mode: boolean) {
      stdin.rawModes.push(mode);
    },
  });
  const stderr = new PassThrough();
  let shown = '';
  stderr.on('data', (chunk) => (shown += chunk));
  return { stdin, stderr, shown: () => shown };
}

describe('readNewPassword', () => {
  it('asks twice without echo, with Backspace, and leaves the terminal as it found it', async () => {
    const io = terminal();
    const password = readNewPassword(io, false);
    io.stdin.write('secret-x\u007f-long-2024\r');
    await new Promise((r) => setTimeout(r, 10));
    io.stdin.write('secret--long-2024\n');
    expect(await password).toBe('secret--long-2024');
    expect(io.shown()).toBe('Mot de passe : \nConfirmez le mot de passe : \n');
    expect(io.stdin.rawModes).toEqual([true, false, true, false]);
  });

  it('refuses two different entries, and a Ctrl-C cancels', async () => {
    const io = terminal();
    const different = readNewPassword(io, false);
    io.stdin.write('premier-mot-de-passe\r');
    await new Promise((r) => setTimeout(r, 10));
    io.stdin.write('second-mot-de-passe\r');
    await expect(different).rejects.toThrow('Les deux saisies du mot de passe diffèrent.');
    const cancelled = readNewPassword(io, false);
    io.stdin.write('abc\u0003');
    await expect(cancelled).rejects.toThrow('Saisie du mot de passe annulée.');
  });

  it('reads stdin whole with --password-stdin, without the final line break', async () => {
    const stdin = new PassThrough();
    stdin.end('un mot de passe avec espaces\n');
    expect(await readNewPassword({ stdin, stderr: new PassThrough() }, true)).toBe('un mot de passe avec espaces');
  });

  it('says how to pass it when there is no terminal', async () => {
    await expect(readNewPassword({ stdin: new PassThrough(), stderr: new PassThrough() }, false)).rejects.toThrow(
      'passez-le sur l’entrée standard avec --password-stdin',
    );
  });
});
