import { UsageError } from '../cli-error.ts';
import { processIo, type CommandIo, type CommandResult } from '../command-io.ts';
import { flushReport } from './outbox.ts';
import { withContainer } from './with-container.ts';

/**
 * `pretscope reminders send` (daily, after the rates are updated): the confirmed reminders whose condition came
 * true get their e-mail, queued in the outbox with one mailing's counters, then the outbox is flushed.
 */
export async function remindersCommand(args: string[], io: CommandIo = processIo): Promise<CommandResult> {
  const [action, ...extra] = args;
  if (action !== 'send' || extra.length > 0)
    throw new UsageError(action ? `Action inconnue : ${[action, ...extra].join(' ')}.` : 'Indiquez l’action : send.');
  return withContainer(async (container) => {
    const run = await container.useCasesFor().sendRateReminders();
    const head = `Alertes confirmées examinées : ${run.checked}. E-mails préparés : ${run.queued}${run.batchId ? ` (envoi n° ${run.batchId})` : ''}.`;
    const flushed = await flushReport(container);
    return { output: `${head}\n${flushed.output}`, exitCode: flushed.exitCode };
  }, io.env);
}
