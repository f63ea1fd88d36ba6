import { parseRateImportRow, readRateImportHeader, type RateImportColumn, type RateImportRow } from '../catalogue/rate-import-row.ts';
import { changedRatePoints, rateVersionOf, staleRatesMessage, type ChangedRatePoint, type RatePoint } from '../catalogue/rate-version.ts';
import { recordRateBatch, type RateBatchHistory, type RateBatchRecording } from '../history/rate-batch-entry.ts';
import type { RateObservationStore } from '../ports/rate-observation-store.ts';
import type { NewRateObservation, RateObservationWriter } from '../ports/rate-observation-writer.ts';
import type { ResourceStore } from '../ports/resource-store.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { err, ok, type Result } from '../result.ts';

/** The report lists this many rejected lines at most (the count is always exact): enough to fix a file by. */
export const MAX_REPORTED_REJECTIONS = 1_000;
/** Observations per write: each batch is a few multi-row statements, and progress moves between them. */
export const RATE_IMPORT_WRITE_BATCH = 5_000;
/** The report lists this many planned observations at most (`listChanges`; `valid` counts them all). */
export const MAX_REPORTED_CHANGES = 2_000;
/** Products looked up per query (ids or slugs). */
const LOOKUP_BATCH = 100;

export interface RejectedLine {
  /** The line in the file, the header being line 1. */
  line: number;
  reasons: string[];
}

/** A valid line as it would change the product's rate at its point: what the back office's dry run lists. */
export interface RateImportChange {
  line: number;
  productId: number;
  productName: string;
  amount: number;
  duration: number;
  /** The line's rate and day. */
  rate: number;
  createdAt: Date;
  /** The latest rate observed at the point before the import, and its day; null when none was. */
  previousRate: number | null;
  previousObservedAt: Date | null;
}

export interface RateImportReport {
  /** Data lines read, the header not counted. */
  read: number;
  /** Lines that passed every check. */
  valid: number;
  /** Observations written: `valid`, or 0 for a dry run. */
  imported: number;
  rejectedCount: number;
  /** The first rejected lines in file order, at most MAX_REPORTED_REJECTIONS. */
  rejected: RejectedLine[];
  dryRun: boolean;
  /** With `listChanges`: the first valid lines in file order with the rate they replace, at most MAX_REPORTED_CHANGES. */
  changes?: RateImportChange[];
  /**
   * With `listChanges`: the version of the rates the valid lines replace (every point they touch, as read now), for
   * the confirmation to carry back as `expectedVersion`.
   */
  version?: string;
}

export type RateImportError =
  | { type: 'import/empty' }
  | { type: 'import/missing-columns'; missing: RateImportColumn[] }
  /** A rate the file replaces changed since the dry run: the points changed meanwhile, and the French refusal. */
  | { type: 'import/stale'; changed: ChangedRatePoint[]; message: string };

export interface RateImportDeps {
  /** Finds the products the file names. */
  resources: ResourceStore;
  /** The rates the lines would replace (`listChanges`). */
  rates: Pick<RateObservationStore, 'latestRates'>;
  /**
   * The write of every valid observation, as one transaction (with its entries in the history of changes), the rates
   * it replaces read again in it (`rates`, bound to it) after their products' rates are locked.
   */
  unitOfWork: UnitOfWork<{
    observations: RateObservationWriter;
    rates: Pick<RateObservationStore, 'latestRates'>;
    history?: RateBatchHistory;
  }>;
  /** A staff member's import is recorded in the history, one entry per product (decision 0019). */
  recording?: RateBatchRecording;
  /** A product's statistics computed again once its observations are written, as « Recalculer » does. */
  recompute?: (productId: number) => Promise<unknown>;
}

export interface RateImportInput {
  /** The file's records in order (header first), each with the line it starts on. */
  records: AsyncIterable<{ line: number; cells: string[] }>;
  /** Check everything, write nothing. */
  dryRun?: boolean;
  /** Write nothing when any line is rejected (the back office's import); by default the valid lines are written. */
  allOrNothing?: boolean;
  /** List the valid lines with the rate each replaces (the back office's dry run). */
  listChanges?: boolean;
  /**
   * The version the dry run answered (`version`): when a rate the file replaces has changed since, nothing is written
   * and the import is refused naming those points, so that the editor confirms only what they saw.
   */
  expectedVersion?: string;
  /** Called after each written batch. */
  onWritten?: (written: number, total: number) => void;
}

/**
 * `pretscope import-rates`: rate observations from a CSV file, every line checked with the core's loan schema and
 * its product looked up; the valid lines are written together in one transaction (an interrupted import leaves
 * nothing half done, so it can simply be run again), the others reported with their line and reasons in French.
 * The file is read and checked before the transaction starts, so the database is held only while writing.
 */
export async function importRateObservations(
  deps: RateImportDeps,
  input: RateImportInput,
): Promise<Result<RateImportReport, RateImportError>> {
  let header: ReturnType<typeof readRateImportHeader> | undefined;
  const pending: { line: number; row: RateImportRow }[] = [];
  const rejected: RejectedLine[] = [];
  let read = 0;
  for await (const { line, cells } of input.records) {
    if (!header) {
      header = readRateImportHeader(cells);
      if (!header.ok) return header;
      continue;
    }
    if (!header.ok) break;
    read++;
    const parsed = parseRateImportRow(cells, header.value);
    if (parsed.ok) pending.push({ line, row: parsed.value });
    else rejected.push({ line, reasons: parsed.error.reasons });
  }
  if (!header || read === 0) return err({ type: 'import/empty' });

  const products = await resolveProducts(
    deps.resources,
    pending.map(({ row }) => row.product),
  );
  const observations: NewRateObservation[] = [];
  const accepted: { line: number; productName: string; observation: NewRateObservation }[] = [];
  for (const { line, row } of pending) {
    const key = referenceKey(row.product);
    const product = products.get(key);
    if (product === undefined)
      rejected.push({
        line,
        reasons: [`Produit inconnu\u00a0: «\u202f${'id' in row.product ? row.product.id : row.product.slug}\u202f».`],
      });
    else {
      const observation = { productId: product.id, rate: row.rate, amount: row.amount, duration: row.duration, createdAt: row.createdAt };
      observations.push(observation);
      if (input.listChanges && accepted.length < MAX_REPORTED_CHANGES) accepted.push({ line, productName: product.name, observation });
    }
  }
  rejected.sort((a, b) => a.line - b.line);
  accepted.sort((a, b) => a.line - b.line);

  const dryRun = input.dryRun ?? false;
  // All or nothing: one rejected line and the whole file is refused, as a dry run would report it.
  const refused = (input.allOrNothing ?? false) && rejected.length > 0;
  const changes = input.listChanges ? await describeChanges(deps.rates, accepted) : undefined;
  const writes = !dryRun && !refused && observations.length > 0;
  const points = input.listChanges || input.expectedVersion !== undefined ? await pointsOf(deps.rates, observations) : undefined;
  const version = points ? rateVersionOf(points) : undefined;
  // Checked first outside any transaction, so that a refused confirmation holds nothing; checked again below.
  if (points && input.expectedVersion !== undefined && version !== input.expectedVersion && !refused) {
    const changed = changedRatePoints(input.expectedVersion, points);
    if (changed.length > 0) return err(staleImport(changed));
  }
  if (writes) {
    // Who imports is read before the transaction (on SQLite's one connection a read outside it would wait for it).
    const recorded = deps.recording ? { actor: await deps.recording.actor(), at: deps.recording.clock.now() } : null;
    const stale = await deps.unitOfWork.transaction(async ({ observations: writer, rates, history }) => {
      // The rates replaced, read again where the file is written, its products' rates held: of two confirmations of
      // the same dry run, the second reads the first's rates once it is committed, and is refused.
      let before: RatePoint[] = [];
      if (input.expectedVersion !== undefined || recorded) {
        await writer.lockRates([...new Set(observations.map((observation) => observation.productId))]);
        before = await pointsOf(rates, observations);
        const changed = input.expectedVersion === undefined ? [] : changedRatePoints(input.expectedVersion, before);
        if (changed.length > 0) return changed;
      }
      for (let start = 0; start < observations.length; start += RATE_IMPORT_WRITE_BATCH) {
        await writer.add(observations.slice(start, start + RATE_IMPORT_WRITE_BATCH));
        input.onWritten?.(Math.min(start + RATE_IMPORT_WRITE_BATCH, observations.length), observations.length);
      }
      await recordRateBatch(history, recorded, 'import', observations, before);
      return null;
    });
    if (stale) return err(staleImport(stale));
    // Each product written has its statistics computed again, after the transaction (they read what it wrote).
    if (deps.recompute)
      for (const productId of new Set(observations.map((observation) => observation.productId))) await deps.recompute(productId);
  }
  return ok({
    read,
    valid: observations.length,
    imported: dryRun || refused ? 0 : observations.length,
    rejectedCount: rejected.length,
    rejected: rejected.slice(0, MAX_REPORTED_REJECTIONS),
    dryRun,
    ...(changes ? { changes } : {}),
    ...(input.listChanges && version !== undefined ? { version } : {}),
  });
}

/** The refusal of a confirmation whose replaced rates changed since its dry run. */
function staleImport(changed: ChangedRatePoint[]): RateImportError {
  return {
    type: 'import/stale',
    changed,
    message: staleRatesMessage(changed, {
      since: 'Depuis l’essai à blanc',
      then: 'vérifiez les taux remplacés ci-dessous puis confirmez à nouveau',
    }),
  };
}

/** Each point the observations touch with its latest rate now (null when none), once. */
async function pointsOf(
  rates: Pick<RateObservationStore, 'latestRates'>,
  observations: readonly NewRateObservation[],
): Promise<RatePoint[]> {
  if (observations.length === 0) return [];
  const latest = await rates.latestRates([...new Set(observations.map((observation) => observation.productId))]);
  const byPoint = new Map(latest.map((rate) => [`${rate.productId}|${rate.amount}|${rate.duration}`, rate.rate]));
  const points = new Map<string, RatePoint>();
  for (const { productId, amount, duration } of observations) {
    const key = `${productId}|${amount}|${duration}`;
    if (!points.has(key)) points.set(key, { productId, amount, duration, rate: byPoint.get(key) ?? null });
  }
  return [...points.values()];
}

/** Each listed line with the latest rate at its point before the import. */
async function describeChanges(
  rates: Pick<RateObservationStore, 'latestRates'>,
  accepted: readonly { line: number; productName: string; observation: NewRateObservation }[],
): Promise<RateImportChange[]> {
  const latest = await rates.latestRates([...new Set(accepted.map(({ observation }) => observation.productId))]);
  const byPoint = new Map(latest.map((rate) => [`${rate.productId}|${rate.amount}|${rate.duration}`, rate]));
  return accepted.map(({ line, productName, observation }) => {
    const previous = byPoint.get(`${observation.productId}|${observation.amount}|${observation.duration}`);
    return {
      line,
      productId: observation.productId,
      productName,
      amount: observation.amount,
      duration: observation.duration,
      rate: observation.rate,
      createdAt: observation.createdAt,
      previousRate: previous?.rate ?? null,
      previousObservedAt: previous?.observedAt ?? null,
    };
  });
}

function referenceKey(reference: { id: number } | { slug: string }): string {
  return 'id' in reference ? `id:${reference.id}` : `slug:${reference.slug}`;
}

/** The id and name of each product the file names (by id or slug), for those that exist: a few queries of 100. */
async function resolveProducts(
  resources: ResourceStore,
  references: readonly ({ id: number } | { slug: string })[],
): Promise<Map<string, { id: number; name: string }>> {
  const ids = [...new Set(references.flatMap((r) => ('id' in r ? [r.id] : [])))];
  const slugs = [...new Set(references.flatMap((r) => ('slug' in r ? [r.slug] : [])))];
  const found = new Map<string, { id: number; name: string }>();
  for (const [field, values] of [
    ['id', ids.map(String)],
    ['slug', slugs],
  ] as const) {
    for (let start = 0; start < values.length; start += LOOKUP_BATCH) {
      const chunk = values.slice(start, start + LOOKUP_BATCH);
      const page = await resources.list({
        type: 'products',
        filter: { [field]: chunk },
        sort: [],
        page: { offset: 0, limit: chunk.length },
        include: [],
        fields: { products: ['slug', 'name'] },
      });
      if (!page.ok) continue;
      for (const record of page.value.records)
        found.set(field === 'id' ? `id:${record.id}` : `slug:${String(record.attributes.slug)}`, {
          id: record.id,
          name: typeof record.attributes.name === 'string' ? record.attributes.name : `n° ${record.id}`,
        });
    }
  }
  return found;
}
