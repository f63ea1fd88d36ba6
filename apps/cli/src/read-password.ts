import { UsageError } from './cli-error.ts';
import type { CommandIo } from './command-io.ts';

/**
 * A password typed at the terminal without echo: raw mode, so the characters never appear on screen nor in the
 * terminal's scrollback; Backspace erases, Enter ends, Ctrl-C or Ctrl-D cancels.
 */
export function promptHidden(io: Pick<CommandIo, 'stdin' | 'stderr'>, question: string): Promise<string> {
  const { stdin, stderr } = io;
  return new Promise((resolve, reject) => {
    stderr.write(question);
    stdin.setRawMode?.(true);
    stdin.setEncoding('utf8');
    stdin.resume();
    let typed: string[] = [];
    const finish = (outcome: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      stderr.write('\n');
      outcome();
    };
    const onData = (chunk: string | Buffer) => {
      for (const character of String(chunk)) {
        if (character === '\r' || character === '\n') return finish(() => resolve(typed.join('')));
        if (character === '\u0003' || character === '\u0004')
          return finish(() => reject(new UsageError('Saisie du mot de passe annulée.')));
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else typed.push(character);
      }
    };
    stdin.on('data', onData);
  });
}

/** Everything on stdin (`echo … | pretscope create-user --password-stdin`), without the final line break. */
export async function readAllStdin(stdin: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/**
 * The new user's password: from stdin with --password-stdin (scripts), else asked twice at the terminal. Never
 * from an option: a command line is visible to every user of the machine and kept in shell histories.
 */
export async function readNewPassword(io: Pick<CommandIo, 'stdin' | 'stderr'>, fromStdin: boolean): Promise<string> {
  if (fromStdin) return readAllStdin(io.stdin);
  if (!io.stdin.isTTY)
    throw new UsageError('Aucun terminal pour saisir le mot de passe : passez-le sur l’entrée standard avec --password-stdin.');
  const first = await promptHidden(io, 'Mot de passe : ');
  const second = await promptHidden(io, 'Confirmez le mot de passe : ');
  if (first !== second) throw new UsageError('Les deux saisies du mot de passe diffèrent.');
  return first;
}
