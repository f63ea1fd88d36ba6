import { simulateCommand, simulateUsage } from './commands/simulate.js';
import { computeStatsCommand, computeStatsUsage } from './commands/compute-stats.js';
import { migrateCommand, migrateUsage } from './commands/migrate.js';
import { seedCommand, seedUsage } from './commands/seed.js';
import { solveCommand, solveUsage } from './commands/solve.js';
import { demoCommand, demoUsage } from './commands/demo.js';
import { createUserCommand, createUserUsage } from './commands/create-user.js';
import { exportCommand, exportUsage } from './commands/export.js';
import { importRatesCommand, importRatesUsage } from './commands/import-rates.js';
import { outboxCommand, outboxUsage } from './commands/outbox.js';
import { remindersCommand, remindersUsage } from './commands/reminders.js';
import { retentionCommand, retentionUsage } from './commands/retention.js';
import { UsageError } from './cli-error.js';
import type { CommandResult } from './command-io.js';

const commands: Record<string, { run: (args: string[]) => string | CommandResult | Promise<string | CommandResult>; usage: string }> = {
  simulate: { run: simulateCommand, usage: simulateUsage },
  solve: { run: solveCommand, usage: solveUsage },
  migrate: { run: migrateCommand, usage: migrateUsage },
  seed: { run: seedCommand, usage: seedUsage },
  demo: { run: demoCommand, usage: demoUsage },
  'compute-stats': { run: computeStatsCommand, usage: computeStatsUsage },
  'create-user': { run: createUserCommand, usage: createUserUsage },
  'import-rates': { run: importRatesCommand, usage: importRatesUsage },
  export: { run: exportCommand, usage: exportUsage },
  reminders: { run: remindersCommand, usage: remindersUsage },
  outbox: { run: outboxCommand, usage: outboxUsage },
  retention: { run: retentionCommand, usage: retentionUsage },
};

const help = `Prêtscope — commandes :\n${Object.values(commands).map((c) => `  ${c.usage}`).join('\n')}`;

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help') {
    console.log(help);
    return 0;
  }
  const command = commands[name];
  if (!command) {
    console.error(`Commande inconnue : ${name}\n\n${help}`);
    return 2;
  }
  try {
    const result = await command.run(args);
    const { output, exitCode } = typeof result === 'string' ? { output: result, exitCode: 0 } : result;
    if (output !== '') console.log(output);
    return exitCode;
  } catch (error) {
    // parseArgs throws TypeErrors with a code for unknown or malformed options: a usage mistake too.
    const code = (error as { code?: string }).code;
    if (error instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))) {
      console.error(`${(error as Error).message}\n\nUsage : ${command.usage}`);
      return 2;
    }
    if ((error as Error).name === 'ConfigError') {
      console.error((error as Error).message);
      return 2;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
