import { UsageError } from './cli-error.ts';
import { asksForHelp, commandList, COMMANDS, usageOf } from './commands.ts';

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    console.log(commandList());
    return 0;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    console.error(`Commande inconnue : ${name}\n\n${commandList()}`);
    return 2;
  }
  // Before the command runs, so that asking how to call it never migrates, sends or deletes anything.
  if (asksForHelp(args)) {
    console.log(usageOf(command));
    return 0;
  }
  try {
    const result = await (await command.load())(args);
    const { output, exitCode } = typeof result === 'string' ? { output: result, exitCode: 0 } : result;
    if (output !== '') console.log(output);
    return exitCode;
  } catch (error) {
    // parseArgs throws TypeErrors with a code for unknown or malformed options: a usage mistake too.
    const code = (error as { code?: string }).code;
    if (error instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))) {
      console.error(`${optionMistake(error as Error & { code?: string })}\n\n${usageOf(command)}`);
      return 2;
    }
    if ((error as Error).name === 'ConfigError') {
      console.error((error as Error).message);
      return 2;
    }
    throw error;
  }
}

/**
 * A usage mistake in French. parseArgs words its errors in English ("Unknown option '--nope'"), with the option in
 * quotes: the option is taken from there; a wording it does not know is shown as it is.
 */
function optionMistake(error: Error & { code?: string }): string {
  const quoted = /'([^']*)'/.exec(error.message)?.[1];
  if (quoted === undefined) return error.message;
  const option = quoted.split(' ')[0];
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `Option inconnue : ${option}.`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `Argument inattendu : ${quoted} (cette commande n’en prend pas).`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      if (/ does not take an argument/.test(error.message)) return `L’option ${option} ne prend pas de valeur.`;
      if (/ ambiguous/.test(error.message))
        return `L’option ${option} attend une valeur ; une valeur qui commence par un tiret s’écrit ${option}=-…`;
      return `L’option ${option} attend une valeur.`;
    default:
      return error.message;
  }
}

process.exitCode = await main(process.argv.slice(2));
