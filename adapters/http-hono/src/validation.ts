import * as v from 'valibot';
import { validationFailure } from './api-error.ts';

/** Validates with a core schema; every issue becomes a 422 error pointing at its field under `base`. */
export function validate<T>(schema: v.GenericSchema<unknown, T>, input: unknown, base: string): T {
  const parsed = v.safeParse(schema, input);
  if (parsed.success) return parsed.output;
  throw validationFailure(
    parsed.issues.map((issue) => {
      // RFC 6901 escaping; valibot puts an unknown key of a strict object in the path too.
      const path = issue.path?.map((item) => String(item.key).replaceAll('~', '~0').replaceAll('/', '~1')) ?? [];
      return { pointer: [base, ...path].join('/'), message: issue.message };
    }),
  );
}
