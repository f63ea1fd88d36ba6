import { parseArgs } from 'node:util';
import { withContainer } from './with-container.ts';

export async function migrateCommand(args: string[] = []): Promise<string> {
  // No option nor argument: a mistyped one is a usage mistake rather than a migration run all the same.
  parseArgs({ args, options: {} });
  return withContainer(async ({ database }) => {
    const applied = await database.migrate();
    return applied.length > 0
      ? `${database.description} : ${applied.length} migration(s) appliquée(s) :\n${applied.map((name) => `  ${name}`).join('\n')}`
      : `${database.description} : déjà à jour.`;
  });
}
