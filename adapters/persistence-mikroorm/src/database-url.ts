/** Which database a DATABASE_URL names: a PostgreSQL server, or an SQLite file (the embedded default). */
export type DatabaseTarget = { dialect: 'postgresql'; url: string } | { dialect: 'sqlite'; file: string };

export const DEFAULT_SQLITE_FILE = 'data/pretscope.sqlite';

export function parseDatabaseUrl(databaseUrl: string | undefined): DatabaseTarget {
  const url = databaseUrl?.trim();
  if (!url) return { dialect: 'sqlite', file: DEFAULT_SQLITE_FILE };
  if (/^postgres(ql)?:\/\//i.test(url)) return { dialect: 'postgresql', url };
  // sqlite:relative/path, sqlite:///absolute/path, file:…, or a bare path.
  const file = url.replace(/^sqlite:(\/\/)?/i, '').replace(/^file:(\/\/)?/i, '');
  if (!file) throw new Error(`DATABASE_URL names no SQLite file: ${url}`);
  return { dialect: 'sqlite', file };
}

/** The URL with its password masked, for logs. */
export function describeDatabase(target: DatabaseTarget): string {
  if (target.dialect === 'sqlite') return `SQLite ${target.file}`;
  return `PostgreSQL ${target.url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@')}`;
}
