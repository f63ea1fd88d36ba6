import type { PreparedDatabase } from '@pretscope/compose';

/** What a person needs to know after start: where the data is, what happened, and the admin password once. */
export function describePrepared(prepared: PreparedDatabase): string {
  const lines = [`Base de données : ${prepared.description}`];
  if (prepared.migrations.length > 0) lines.push(`  ${prepared.migrations.length} migration(s) appliquée(s).`);
  if (prepared.seeded) {
    const counts = Object.entries(prepared.counts)
      .map(([table, count]) => `${table} ${count.toLocaleString('fr-FR')}`)
      .join(', ');
    lines.push(`  Données de démonstration créées : ${counts}.`);
  } else {
    lines.push('  Données déjà présentes : rien à créer.');
  }
  if (prepared.generatedAdminPassword) {
    lines.push('', `  Compte administrateur créé. Mot de passe (affiché une seule fois) : ${prepared.generatedAdminPassword}`);
  }
  return lines.join('\n');
}
