import { DATA_REQUEST_VALID_HOURS, describeRetentionPolicy, RETENTION_RULE_LABELS, RETENTION_RULES } from '@pretscope/core';
import { UsageError } from '../cli-error.ts';
import { processIo, type CommandIo, type CommandResult } from '../command-io.ts';
import { withContainer } from './with-container.ts';

/**
 * `pretscope retention run`: the retention policy (RETENTION_* settings) applied now, logged in retention_runs
 * like the server's daily run; the report says what each rule removed, then the policy in force.
 */
export async function retentionCommand(args: string[], io: CommandIo = processIo): Promise<CommandResult> {
  const [action, ...extra] = args;
  if (action !== 'run' || extra.length > 0)
    throw new UsageError(action ? `Action inconnue : ${[action, ...extra].join(' ')}.` : 'Indiquez l’action : run.');
  return withContainer(async (container) => {
    const outcome = await container.applyRetention('cli');
    if (!outcome.ran) return { output: 'Le passage du jour est déjà en cours.', exitCode: 0 };
    const total = RETENTION_RULES.reduce((sum, rule) => sum + outcome.counts[rule], 0);
    const lines = [
      `Conservation des données personnelles appliquée (passage n° ${outcome.runId}, ${outcome.at.toISOString()}) :`,
      ...RETENTION_RULES.map((rule) => `  ${RETENTION_RULE_LABELS[rule]} : ${outcome.counts[rule]}`),
      `Total : ${total}.`,
      'Durées en vigueur :',
      ...describeRetentionPolicy(container.config.retention, DATA_REQUEST_VALID_HOURS).map(([what, howLong]) => `  ${what} : ${howLong}`),
    ];
    return { output: lines.join('\n'), exitCode: 0 };
  }, io.env);
}
