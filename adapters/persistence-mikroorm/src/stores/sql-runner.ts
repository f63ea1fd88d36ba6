import { SqlitePlatform, type EntityManager } from '@mikro-orm/sql';

/** Which of the two databases `em` works on, for the few statements written per dialect. */
export function dialectOf(em: EntityManager): 'sqlite' | 'postgresql' {
  return em.getPlatform() instanceof SqlitePlatform ? 'sqlite' : 'postgresql';
}

export type Row = Record<string, unknown>;

/**
 * Plain SQL on the unit of work's connection, inside its transaction when there is one (the connection's own
 * `execute` is not bound to it unless given the transaction). `?` placeholders on both dialects. Used where a statement must name columns the ORM's filters
 * cannot express (lower(), casts, LIKE with an escape character).
 */
export function sqlRunner(em: EntityManager) {
  const connection = em.getConnection();
  return {
    rows: (sql: string, params: unknown[] = []) => connection.execute<Row[]>(sql, params, 'all', em.getTransactionContext()),
    async run(sql: string, params: unknown[] = []): Promise<number> {
      const result = await connection.execute<{ affectedRows?: number }>(sql, params, 'run', em.getTransactionContext());
      return Number(result.affectedRows ?? 0);
    },
  };
}

export type SqlRunner = ReturnType<typeof sqlRunner>;

/** A LIKE pattern for text containing `text`, '!' escaping LIKE's wildcards ('_' is common in addresses). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (char) => `!${char}`)}%`;
}
