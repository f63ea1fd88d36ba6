import type { Container } from '@pretscope/compose';
import { UsageError } from '../cli-error.ts';
import { processIo, type CommandIo, type CommandResult } from '../command-io.ts';
import { withContainer } from './with-container.ts';

/** What a flush did, in French, and exit code 1 when items were given up (someone should look at them). */
export async function flushReport(container: Container): Promise<CommandResult> {
  const run = await container.flushOutbox();
  const lines = [`Envoyés : ${run.sent}. À réessayer plus tard : ${run.retried}. Abandonnés : ${run.abandoned}.`];
  if (run.errors.length > 0)
    lines.push(
      'Erreurs :',
      ...run.errors.slice(0, 20).map((error) => `  ${error}`),
      ...(run.errors.length > 20 ? [`  … et ${run.errors.length - 20} autre(s)`] : []),
    );
  lines.push(
    `En attente : ${run.left.pending} (dont ${run.left.due} à envoyer maintenant). Déjà envoyés : ${run.left.sent}. Abandonnés au total : ${run.left.abandoned}.`,
  );
  return { output: lines.join('\n'), exitCode: run.abandoned > 0 ? 1 : 0 };
}

/** `pretscope outbox flush`: the outbox worker's passes, run now until nothing due is left (cron, or after an outage). */
export async function outboxCommand(args: string[], io: CommandIo = processIo): Promise<CommandResult> {
  const [action, ...extra] = args;
  if (action !== 'flush' || extra.length > 0)
    throw new UsageError(action ? `Action inconnue : ${[action, ...extra].join(' ')}.` : 'Indiquez l’action : flush.');
  return withContainer((container) => flushReport(container), io.env);
}
