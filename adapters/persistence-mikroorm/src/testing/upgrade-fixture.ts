import { createHash } from 'node:crypto';
import type { Database } from '../open-database.ts';

/**
 * What the upgrade-from-6.x fixtures hold, read straight from the tables (not through the entities): every table's
 * row count and a digest of its rows in primary-key order, so that a later ORM reading them back, or a migration
 * rebuilding a table, cannot lose or change a value unnoticed. The migrations' own bookkeeping table is left out.
 */
export interface TableSnapshot {
  rows: number;
  digest: string;
}

export async function snapshotTables(database: Database): Promise<Record<string, TableSnapshot>> {
  const connection = database.orm.em.getConnection();
  const names =
    database.target.dialect === 'sqlite'
      ? ((await connection.execute(
          `select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name <> 'mikro_orm_migrations' order by name`,
        )) as { name: string }[])
      : ((await connection.execute(
          `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'mikro_orm_migrations' order by table_name`,
        )) as { name: string }[]);
  const snapshot: Record<string, TableSnapshot> = {};
  for (const { name } of names) {
    const rows = (await connection.execute(`select * from "${name}" order by 1, 2`)) as Record<string, unknown>[];
    const hash = createHash('sha256');
    for (const row of rows) hash.update(`${canonical(row)}\n`);
    snapshot[name] = { rows: rows.length, digest: hash.digest('hex') };
  }
  return snapshot;
}

/** One row as text with its columns in name order; dates as ISO instants, numbers and numeric strings alike. */
function canonical(row: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(row)
      .sort()
      .map((column) => [column, value(row[column])]),
  );
}

function value(raw: unknown): unknown {
  if (raw instanceof Date) return raw.toISOString();
  if (Buffer.isBuffer(raw)) return raw.toString('base64');
  if (typeof raw === 'bigint') return raw.toString();
  if (typeof raw === 'number') return String(raw);
  if (typeof raw === 'string' && /^-?\d+(\.\d+)?$/.test(raw)) return String(Number(raw));
  // A driver may answer a timestamptz as text rather than a Date: the same instant either way.
  if (typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}(:?\d{2})?)$/.test(raw)) {
    return new Date(raw.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')).toISOString();
  }
  if (raw !== null && typeof raw === 'object') return JSON.stringify(raw);
  return raw;
}
