import type { Database } from '../open-database.ts';

/**
 * Every statement as it reaches the database driver (better-sqlite3's prepare, pg's query), from now on: the text
 * the database parses, not the ORM's log line of it. For tests of a statement's shape (decision 0003).
 */
export async function captureSentSql(database: Database): Promise<string[]> {
  const sent: string[] = [];
  const connection = database.orm.em.getConnection() as unknown as { getNativeClient(): Promise<unknown> };
  const native = await connection.getNativeClient();
  if (database.target.dialect === 'sqlite') {
    const db = native as { prepare(sql: string): unknown };
    const prepare = db.prepare;
    db.prepare = (sql: string) => {
      sent.push(sql);
      return prepare.call(db, sql);
    };
  } else {
    const pool = native as { on(event: 'acquire', listener: (client: { query(...args: unknown[]): unknown }) => void): void };
    const wrapped = new WeakSet<object>();
    pool.on('acquire', (client) => {
      if (wrapped.has(client)) return;
      wrapped.add(client);
      const query = client.query;
      client.query = (...args: unknown[]) => {
        const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
        if (text) sent.push(text);
        return query.apply(client, args);
      };
    });
  }
  return sent;
}
