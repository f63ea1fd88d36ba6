import type { PersonalDataRecords } from '../ports/personal-data-store.ts';
import { PERSONAL_DATA_TABLE_LABELS, PERSONAL_DATA_TABLES, type PersonalDataTable } from './personal-data-tables.ts';

/** Names the file's layout, so a later version can be told apart. */
export const PERSONAL_DATA_COPY_FORMAT = 'pretscope-donnees-personnelles/1';

/** The copy a person receives of their data (GDPR art. 15(3), and art. 20's machine-readable format): JSON. */
export interface PersonalDataCopy {
  format: typeof PERSONAL_DATA_COPY_FORMAT;
  adresse: string;
  produiteLe: string;
  responsable: string;
  /** What each table is, in French. */
  explications: Record<PersonalDataTable, string>;
  /** Every table, empty when nothing of the address is in it. */
  tables: Record<PersonalDataTable, Record<string, unknown>[]>;
  /** What the site holds that is not tied to an address, and so cannot be found by it. */
  nonRattache: Record<string, string>;
}

export const DATA_CONTROLLER = 'Prêtscope S.à r.l., 12, rue de l’Exemple, L-1234 Luxembourg — dpo@pretscope.example';

/** The copy's document from the records found (`collect`), every table present. */
export function personalDataCopy(records: PersonalDataRecords, { email, at }: { email: string; at: Date }): PersonalDataCopy {
  const tables = Object.fromEntries(PERSONAL_DATA_TABLES.map((table) => [table, records[table] ?? []])) as Record<
    PersonalDataTable,
    Record<string, unknown>[]
  >;
  return {
    format: PERSONAL_DATA_COPY_FORMAT,
    adresse: email,
    produiteLe: at.toISOString(),
    responsable: DATA_CONTROLLER,
    explications: { ...PERSONAL_DATA_TABLE_LABELS },
    tables,
    nonRattache: {
      clics:
        'Les clics vers les offres sont comptés sans adresse e-mail, avec au plus le réseau de l’adresse IP (tronquée), retiré après 30\u00a0jours\u00a0: ils ne peuvent pas être rattachés à vous.',
      mesureAudience:
        'La mesure d’audience, si vous l’avez acceptée, est tenue par Google Analytics sous un identifiant aléatoire de votre navigateur, sans votre adresse e-mail.',
      partenaire:
        'Une demande de regroupement de crédits transmise à Partners Finances est aussi conservée par ce partenaire, responsable de son propre traitement\u00a0: adressez-vous à lui pour sa copie.',
    },
  };
}

/** How many records of each table a copy or an erasure covered, for the request's record and the pages. */
export function countsOf(records: PersonalDataRecords): Record<string, number> {
  return Object.fromEntries(PERSONAL_DATA_TABLES.map((table) => [table, records[table]?.length ?? 0]));
}
