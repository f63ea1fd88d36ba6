import type { Context } from 'hono';
import { FAILURES } from './api-error.ts';
import type { ApiEnv } from './api-deps.ts';

/**
 * Past the limit, the rest of the body is read and thrown away (up to this many times the limit) before the 413 is
 * sent: a client still writing its body would otherwise see a reset connection instead of the answer. Beyond it,
 * the connection is cut.
 */
const DRAIN_FACTOR = 8;

/** The JSON body of a write: the right media type (415), within the size limit (413), valid JSON (400). */
export async function readJsonBody(c: Context<ApiEnv>): Promise<unknown> {
  const contentType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (contentType !== 'application/vnd.api+json' && contentType !== 'application/json') throw FAILURES.unsupportedMediaType();
  const text = await readLimited(c, c.get('bodyLimitBytes'));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw FAILURES.badRequest('Le corps de la requête n’est pas du JSON valide.');
  }
  // Databases refuse NUL in text (PostgreSQL) or stop the statement there (SQLite): refuse it first.
  if (text.includes('\\u0000') || text.includes('\u0000')) throw FAILURES.badRequest('Le corps de la requête contient un caractère nul.');
  // JSON may escape half of a UTF-16 pair (« \udfff »): no text a person typed contains one, and PostgreSQL refuses
  // to store it (invalid UTF-8), so it is refused here with a clear answer rather than failing in the database.
  if (hasLoneSurrogate(parsed))
    throw FAILURES.badRequest('Le corps de la requête contient un caractère Unicode invalide (demi-paire de substitution).');
  return parsed;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether any string of a parsed JSON value, keys included, holds half of a surrogate pair. Walked with a stack of
 * its own, not by recursion: a hostile body nests arrays thousands deep.
 */
export function hasLoneSurrogate(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (LONE_SURROGATE.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const inner of item) pending.push(inner);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (LONE_SURROGATE.test(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

async function readLimited(c: Context<ApiEnv>, limitBytes: number): Promise<string> {
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > limitBytes * DRAIN_FACTOR) throw FAILURES.tooLarge(limitBytes);
  const body = c.req.raw.body;
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limitBytes * DRAIN_FACTOR) {
      await reader.cancel();
      throw FAILURES.tooLarge(limitBytes);
    }
    if (total <= limitBytes) chunks.push(value);
  }
  if (total > limitBytes) throw FAILURES.tooLarge(limitBytes);
  return new TextDecoder().decode(concat(chunks, total));
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
