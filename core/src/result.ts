/**
 * Expected failures are data, not exceptions (DESIGN.md): a use case or a calculation that can legitimately
 * fail on a person's input answers a Result, and each delivery adapter maps `error.type` to its own answer.
 */
export type Result<T, E extends { type: string }> = { ok: true; value: T } | { ok: false; error: E };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function err<E extends { type: string }>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}
