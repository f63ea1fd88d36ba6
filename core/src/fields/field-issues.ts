import * as v from 'valibot';
import { err, ok, type Result } from '../result.ts';

/** One problem with one field of an input, in French: `path` names the field ([] for the input as a whole). */
export interface FieldIssue {
  path: string[];
  message: string;
}

/**
 * Validates with a core schema and answers every issue with the path of its field, so that each delivery
 * adapter can place the message itself: a JSON pointer for the API, beside the field for a form.
 */
export function validateInput<T>(
  schema: v.GenericSchema<unknown, T>,
  input: unknown,
): Result<T, { type: 'input/invalid'; issues: FieldIssue[] }> {
  const parsed = v.safeParse(schema, input);
  if (parsed.success) return ok(parsed.output);
  // valibot also puts an unknown key of a strict object in the path, which is where its message belongs.
  return err({
    type: 'input/invalid',
    issues: parsed.issues.map((issue) => ({ path: issue.path?.map((item) => String(item.key)) ?? [], message: issue.message })),
  });
}
