import type { EntityManager } from '@mikro-orm/sql';
import { RateObservationSchema } from '../entities/rate-observation-schema.ts';
import { dialectOf } from '../stores/sql-runner.ts';

/** One rate observation to write; `modifiedAt` is its `createdAt`, `score` stays null. */
export interface RateObservationInsert {
  productId: number;
  rate: number;
  amount: number;
  /** Months. */
  duration: number;
  createdAt: Date;
}

/** SQLite allows 32 766 bound values per statement: 2 000 rows of 6 stay far below it and measured fastest. */
const SQLITE_ROWS_PER_STATEMENT = 2_000;
/** PostgreSQL gets whole arrays in one statement (7 parameters whatever the number of rows). */
const POSTGRES_ROWS_PER_STATEMENT = 20_000;

/**
 * Writes rate observations as fast as the database takes them, in the transaction of `em` when it has one:
 * multi-row INSERT statements with bound values on SQLite, one INSERT … SELECT FROM unnest(arrays) per 20 000
 * rows on PostgreSQL. This bypasses the unit of work (nothing is loaded or tracked), so the values are given the
 * form the ORM itself stores: dates through the platform's own conversion (integer milliseconds on SQLite),
 * ISO instants cast to timestamptz on PostgreSQL. Table and column names come from the entity's metadata.
 */
export async function insertRateObservationRows(em: EntityManager, rows: readonly RateObservationInsert[]): Promise<number> {
  if (rows.length === 0) return 0;
  const connection = em.getConnection();
  const transaction = em.getTransactionContext();
  const meta = em.getMetadata().get(RateObservationSchema);
  const column = (property: string) => meta.properties[property as keyof typeof meta.properties]?.fieldNames[0] ?? property;
  const columns = [column('rate'), column('amount'), column('duration'), column('product'), column('createdAt'), column('modifiedAt')];
  if (dialectOf(em) === 'postgresql') {
    for (let start = 0; start < rows.length; start += POSTGRES_ROWS_PER_STATEMENT) {
      const chunk = rows.slice(start, start + POSTGRES_ROWS_PER_STATEMENT);
      const dates = chunk.map((row) => row.createdAt.toISOString());
      // MikroORM 7 sends values inlined (platform.formatQuery): an array parameter becomes a list, hence array[?].
      await connection.execute(
        `insert into ?? (??, ??, ??, ??, ??, ??) select r, a, d, p, c, c from unnest(array[?]::float8[], array[?]::float8[], array[?]::int[], array[?]::int[], array[?]::timestamptz[]) as t(r, a, d, p, c)`,
        [
          meta.tableName,
          ...columns,
          chunk.map((row) => row.rate),
          chunk.map((row) => row.amount),
          chunk.map((row) => row.duration),
          chunk.map((row) => row.productId),
          dates,
        ],
        'run',
        transaction,
      );
    }
    return rows.length;
  }

  const platform = em.getPlatform();
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += SQLITE_ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + SQLITE_ROWS_PER_STATEMENT);
    const bindings: unknown[] = [];
    for (const row of chunk) {
      const at = platform.processDateProperty(row.createdAt);
      bindings.push(row.rate, row.amount, row.duration, row.productId, at, at);
    }
    await connection.execute(
      `insert into ?? (${columns.map(() => '??').join(', ')}) values ${Array(chunk.length).fill(tuple).join(', ')}`,
      [meta.tableName, ...columns, ...bindings],
      'run',
      transaction,
    );
  }
  return rows.length;
}
