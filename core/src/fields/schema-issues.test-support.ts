import * as v from 'valibot';

/** The issues a schema reports for an input, as `path: message` lines (the API's own shape), [] when valid. */
export function issuesOf(schema: v.GenericSchema<unknown, unknown>, input: unknown): string[] {
  const result = v.safeParse(schema, input);
  if (result.success) return [];
  return result.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`);
}

/** The schema's output for an input that must be valid; a failure names every issue. */
export function parseValid<TSchema extends v.GenericSchema<unknown, unknown>>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new Error(`expected valid input, got:\n${issuesOf(schema, input).join('\n')}`);
  return result.output;
}

/** An intersection written out as one object type, which `expectTypeOf(…).toEqualTypeOf` needs to compare it. */
export type Flat<T> = { [K in keyof T]: T[K] };
