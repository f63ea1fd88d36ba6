import {
  formatDuration,
  formatGridRate,
  formatNumber,
  isMaintainedField,
  readRateBatchField,
  type ApiType,
  type ChangeAction,
  type ChangeEntry,
} from '@pretscope/core';
import { formatDay } from './admin-format.ts';
import { fieldsOf, type FormDefinition } from './form-definitions.ts';

/** One changed field as the history shows it: its label, and its value before and after (null: not kept). */
export interface ChangedFieldView {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** One entry of a record's history, ready to show (French, Europe/Luxembourg). */
export interface ChangeEntryView {
  id: number;
  action: ChangeAction;
  actionLabel: string;
  who: string;
  when: string;
  whenIso: string;
  changes: ChangedFieldView[];
  /** False for the types whose values are not kept (people): only the fields' names are shown. */
  valuesKept: boolean;
  /** Whether « Restaurer cette version » is offered (an admin, a restorable type, an earlier version kept). */
  restorable: boolean;
  /** For a restore: when the change it undid was made. */
  restoredFromId: number | null;
}

export interface ChangeHistoryView {
  entries: ChangeEntryView[];
  /** How long entries are kept (RETENTION_CHANGE_HISTORY_MONTHS). */
  retentionMonths: number;
  count: number;
  page: number;
  pages: number;
}

const ACTION_LABELS: Readonly<Record<ChangeAction, string>> = {
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
  restore: 'Restauration d’une version précédente',
  rates: 'Relevés de taux',
};

/** What a child record is called in its parent's history (a product's rate observations), and its fields' labels. */
const CHILDREN: Readonly<Partial<Record<ApiType, { name: string; labels: Readonly<Record<string, string>> }>>> = {
  loans: {
    name: 'relevé de taux',
    labels: {
      rate: 'Taux (%)',
      amount: 'Montant (€)',
      duration: 'Durée (mois)',
      createdAt: 'Date du relevé',
      score: 'Score',
      productId: 'Produit',
    },
  },
};

const CHILD_ACTIONS: Readonly<Record<ChangeAction, string>> = {
  create: 'Ajout',
  update: 'Modification',
  delete: 'Suppression',
  restore: 'Restauration',
  rates: 'Relevés de taux',
};

/** « 27 novembre 2026 à 23:10 », in the team's time (Luxembourg), as the rest of the back office. */
const WHEN = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Luxembourg' });

/** A long value is cut here in the history (the whole version stays stored, and a restore writes it all back). */
const VALUE_MAX_LENGTH = 160;

/** A stored value as a person reads it: French numbers, « oui » / « non », « (vide) », lists and objects as JSON. */
export function formatHistoryValue(value: unknown): string {
  let text: string;
  if (value === null || value === undefined || value === '') text = '(vide)';
  else if (typeof value === 'boolean') text = value ? 'oui' : 'non';
  else if (typeof value === 'number') text = formatNumber(value, Number.isInteger(value) ? 0 : Math.min(countDecimals(value), 4));
  else if (typeof value === 'string') text = value;
  else text = JSON.stringify(value);
  return text.length > VALUE_MAX_LENGTH ? `${text.slice(0, VALUE_MAX_LENGTH).trimEnd()}…` : text;
}

function countDecimals(value: number): number {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** Attributes a type stores without a field of their own on the form (a product's title follows its name). */
const OTHER_LABELS: Readonly<Record<string, string>> = {
  title: 'Titre de la page',
  apr: 'TAEG affiché (ancien champ)',
  aprValue: 'TAEG (ancien champ)',
  publishedAt: 'Date de publication',
  advertiserId: 'Annonceur',
  categories: 'Catégories',
};

/** The label the edit form gives an attribute (`config` for its `config.amounts`…), else its name. */
export function historyFieldLabel(definition: FormDefinition | undefined, field: string): string {
  const fields = definition ? fieldsOf(definition) : [];
  const exact = fields.find((candidate) => candidate.name === field);
  if (exact) return exact.label;
  const nested = fields.filter((candidate) => candidate.name.startsWith(`${field}.`));
  if (nested.length > 0) return `${nested.map((candidate) => candidate.label).join(', ')}`;
  return OTHER_LABELS[field] ?? field;
}

/** Who made a change: « Claire Weber (claire@pretscope.example) », the address alone, or the command line. */
function whoMadeIt(entry: ChangeEntry): string {
  const { name, email } = entry.actor;
  if (name && email) return `${name} (${email})`;
  return name || email || `utilisateur n°\u00a0${entry.actor.userId}`;
}

/** Where a batch of rates came from, as the history names it. */
const RATE_BATCH_SOURCES: Readonly<Record<string, string>> = { grille: 'grille des taux', import: 'import CSV' };

/**
 * A batch of rate observations (a grid save, a CSV import; core rate-batch-entry.ts): « Relevés de taux du 28/11/2026
 * (grille des taux, 3 relevés) », each point changed with its rate before and after.
 */
function rateBatchView(entry: ChangeEntry): Pick<ChangeEntryView, 'actionLabel' | 'changes'> {
  const next = entry.next ?? {};
  const day = (value: unknown) => (typeof value === 'string' ? formatDay(new Date(`${value}T00:00:00.000Z`)) : '');
  const [first, last] = [day(next.firstDay), day(next.lastDay)];
  const days = first === last ? `du ${first}` : `du ${first} au ${last}`;
  const count = typeof next.observations === 'number' ? next.observations : 0;
  const source = RATE_BATCH_SOURCES[String(next.source)] ?? String(next.source ?? '');
  const rate = (value: unknown) => (typeof value === 'number' ? `${formatGridRate(value)}\u00a0%` : '(aucun)');
  return {
    actionLabel: `${ACTION_LABELS.rates} ${days} (${source}, ${count === 1 ? '1 relevé' : `${formatNumber(count, 0)} relevés`})`,
    changes: entry.changedFields.flatMap((field) => {
      const point = readRateBatchField(field);
      if (!point) return [];
      return [
        {
          field,
          label: `${formatNumber(point.amount, 0)}\u00a0€ sur ${formatDuration(point.duration, 'month')}`,
          before: rate(entry.previous?.[field]),
          after: rate(next[field]),
        },
      ];
    }),
  };
}

/**
 * One entry as the screen of `screenType` shows it: its own record's change, or a child's (a product's rate
 * observation), named as such.
 */
export function changeEntryView(
  definition: FormDefinition | undefined,
  entry: ChangeEntry,
  canRestore: boolean,
  screenType: ApiType = entry.resourceType,
): ChangeEntryView {
  const valuesKept = entry.previous !== null || entry.next !== null;
  const child = entry.resourceType !== screenType ? CHILDREN[entry.resourceType] : undefined;
  const labelOf = (field: string) => (child ? (child.labels[field] ?? field) : historyFieldLabel(definition, field));
  if (entry.action === 'rates')
    return {
      id: entry.id,
      action: entry.action,
      ...rateBatchView(entry),
      who: whoMadeIt(entry),
      when: WHEN.format(entry.at),
      whenIso: entry.at.toISOString(),
      valuesKept: true,
      restorable: false,
      restoredFromId: null,
    };
  return {
    id: entry.id,
    action: entry.action,
    actionLabel: child
      ? `${CHILD_ACTIONS[entry.action]} d’un ${child.name} (n°\u00a0${entry.resourceId})`
      : entry.resourceType !== screenType
        ? `${ACTION_LABELS[entry.action]} (${entry.resourceType} n°\u00a0${entry.resourceId})`
        : ACTION_LABELS[entry.action],
    who: whoMadeIt(entry),
    when: WHEN.format(entry.at),
    whenIso: entry.at.toISOString(),
    changes: entry.changedFields
      .filter((field) => !isMaintainedField(field, entry.resourceType))
      .map((field) => ({
        field,
        label: labelOf(field),
        before: entry.previous && entry.action !== 'create' ? formatHistoryValue(entry.previous[field]) : null,
        after: entry.next && entry.action !== 'delete' ? formatHistoryValue(entry.next[field]) : null,
      })),
    valuesKept,
    restorable:
      canRestore &&
      !child &&
      entry.resourceType === screenType &&
      entry.action !== 'create' &&
      entry.action !== 'delete' &&
      entry.previous !== null,
    restoredFromId: entry.restoredFrom,
  };
}
