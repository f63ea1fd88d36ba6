/** A mistake in how the command was called: printed without a stack trace, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Reads a numeric option, accepting a French decimal comma ("3,5"). */
export function numberOption(values: Record<string, string | boolean | undefined>, name: string): number | undefined {
  const raw = values[name];
  if (raw === undefined || typeof raw === 'boolean') return undefined;
  const parsed = Number(raw.replace(',', '.').replace(/\s/g, ''));
  if (!Number.isFinite(parsed)) throw new UsageError(`--${name} attend un nombre, pas « ${raw} ».`);
  return parsed;
}
