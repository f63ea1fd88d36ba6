import * as v from 'valibot';
import type { FormChecks, FormField, FormFields, FormValues } from './form-checks.ts';

/*
 * A form's checks (form-checks.ts) as a valibot schema, for the API, the CLI and every other caller that validates
 * with valibot: one declaration of the fields and their French messages, checked in the browser by `checkForm` and
 * on the edge by this schema, with the same issues (form-checks.test.ts).
 */

function fieldSchema(field: FormField): v.GenericSchema {
  switch (field.kind) {
    case 'optional':
      return v.optional(fieldSchema(field.field), field.fallback as never);
    case 'number': {
      const actions = field.checks.map((check): v.GenericValidation<number> => {
        if ('min' in check) return v.minValue(check.min, check.message);
        if ('above' in check) return v.gtValue(check.above, check.message);
        if ('max' in check) return v.maxValue(check.max, check.message);
        return v.integer(check.message);
      });
      return actions.length === 0
        ? v.number(field.message)
        : v.pipe(v.number(field.message), ...(actions as [v.GenericValidation<number>]));
    }
    case 'choice':
      return v.picklist(field.choices, field.message);
    case 'boolean':
      return v.boolean(field.message);
  }
}

/**
 * The valibot schema of a form: a strict object of its fields, then its rules (`partialCheck` for a rule that says
 * what it reads, `check` otherwise), each forwarded to its field when it names one.
 */
/* @__NO_SIDE_EFFECTS__ */
export function formSchema<S extends FormFields>(checks: FormChecks<S>): v.GenericSchema<unknown, FormValues<S>> {
  const object = v.strictObject(Object.fromEntries(Object.entries(checks.fields).map(([name, field]) => [name, fieldSchema(field)])));
  const rules = checks.rules.map((rule) => {
    const holds = rule.holds as (values: unknown) => boolean;
    const action = rule.reads
      ? v.partialCheck(rule.reads.map((name) => [name]) as [[string]], holds, rule.message)
      : v.check(holds, rule.message);
    return rule.field ? v.forward(action as never, [rule.field] as never) : action;
  });
  return (rules.length === 0 ? object : v.pipe(object, ...(rules as [v.GenericValidation]))) as unknown as v.GenericSchema<
    unknown,
    FormValues<S>
  >;
}
