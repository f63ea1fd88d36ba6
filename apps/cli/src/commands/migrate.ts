import { withContainer } from './with-container.js';

export const migrateUsage = 'pretscope migrate            (applies the migrations not yet applied)';

export async function migrateCommand(): Promise<string> {
  return withContainer(async ({ database }) => {
    const applied = await database.migrate();
    return applied.length > 0
      ? `${database.description} : ${applied.length} migration(s) appliquée(s) :\n${applied.map((name) => `  ${name}`).join('\n')}`
      : `${database.description} : déjà à jour.`;
  });
}
