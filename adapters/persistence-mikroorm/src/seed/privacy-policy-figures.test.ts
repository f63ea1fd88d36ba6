import { DATA_REQUEST_VALID_HOURS, DEFAULT_RETENTION_POLICY, describeRetentionPolicy, type RetentionPolicy } from '@pretscope/core';
import { describe, expect, it } from 'vitest';
import { SEED_LEGAL_PAGES } from './data/legal-pages.ts';

/**
 * The privacy policy promises periods that the retention run enforces from core's defaults: a default changed in
 * the code but not on the page (or the reverse) fails here. Each rule, as describeRetentionPolicy names it, is
 * matched to the page's table rows that speak of the same data; every figure of the rule must be in those rows'
 * retention column, not merely somewhere on the page.
 */
const PAGE_ROWS_OF_RULE: Readonly<Record<string, readonly string[]>> = {
  'Demandes de prêt, de rendez-vous et de contact': ['Demandes de prêt', 'Demandes de regroupement de crédits', 'Messages de contact'],
  'Demandes du guide': ['Demandes du guide'],
  'Alertes de taux non confirmées': ['Alertes de taux'],
  'Alertes de taux terminées (désabonnement, ou conditions déjà signalées)': ['Alertes de taux'],
  'Adresse IP (tronquée dès l’enregistrement) des erreurs enregistrées': ['Journaux d’erreurs'],
  'Erreurs enregistrées': ['Journaux d’erreurs'],
  'Adresse IP (tronquée dès l’enregistrement) des clics vers les offres': ['Clics vers les offres'],
  'E-mails et envois au partenaire, une fois envoyés ou abandonnés (destinataire, journal d’envoi, copie .eml sans serveur SMTP)': [
    'E-mails envoyés et envois au partenaire',
  ],
  'Compteurs contre les abus (empreinte de l’adresse IP ou de l’e-mail, nombre de tentatives)': ['Protection contre les abus'],
  'Demandes de copie ou d’effacement non confirmées': ['Demandes de copie ou d’effacement'],
  'Historique des modifications du back-office et de l’API (auteur, date, valeurs avant et après)': [
    'Historique des modifications du back-office',
  ],
};

const FIGURE = /\b\d+[ \u00a0](?:mois|jours?|heures?)\b/g;

const page = SEED_LEGAL_PAGES.find((legal) => legal.slug === 'politique-de-confidentialite')?.content ?? '';

/** The page's table rows: first cell (what is kept) → last cell (for how long). */
const retentionCells = page
  .split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('|---'))
  .map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  )
  .map((cells) => ({ what: cells[0] ?? '', howLong: cells.at(-1) ?? '' }));

/** Each figure of the policy missing from the rows its rule speaks of, as « rule → row: figure ». */
function missingFigures(policy: RetentionPolicy): string[] {
  const missing: string[] = [];
  for (const [rule, period] of describeRetentionPolicy(policy, DATA_REQUEST_VALID_HOURS)) {
    const rows = (PAGE_ROWS_OF_RULE[rule] ?? []).map((label) => retentionCells.find((cell) => cell.what.startsWith(label)));
    if (rows.length === 0 || rows.some((row) => !row)) {
      missing.push(`${rule} → no row of the page`);
      continue;
    }
    // The policy's wording keeps a figure with its unit (a no-break space); the page's markdown writes a space.
    for (const figure of (period.match(FIGURE) ?? []).map((found) => found.replace('\u00a0', ' '))) {
      for (const row of rows) if (!row!.howLong.includes(figure)) missing.push(`${rule} → ${row!.what}: ${figure}`);
    }
  }
  return missing;
}

describe('the seeded privacy policy and the retention policy’s defaults', () => {
  it('names, in the row of each kind of data, every period the retention run applies by default', () => {
    expect(retentionCells.length).toBeGreaterThan(10);
    expect(missingFigures(DEFAULT_RETENTION_POLICY)).toEqual([]);
  });

  it('would fail for a default the page does not state: every figure of the policy is checked', () => {
    const changed = Object.fromEntries(Object.entries(DEFAULT_RETENTION_POLICY).map(([key, value]) => [key, value + 1])) as RetentionPolicy;
    const figures = describeRetentionPolicy(DEFAULT_RETENTION_POLICY, DATA_REQUEST_VALID_HOURS).flatMap(
      ([, period]) => period.match(FIGURE) ?? [],
    );
    // One figure per setting, plus the data requests' link (48 hours, not a setting)…
    expect(figures).toHaveLength(Object.keys(DEFAULT_RETENTION_POLICY).length + 1);
    // …and with every setting changed, each is missed once, the requests' 24 months in each of their three rows.
    expect(missingFigures(changed)).toHaveLength(Object.keys(DEFAULT_RETENTION_POLICY).length + 2);
  });
});
