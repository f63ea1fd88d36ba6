import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateInput } from './field-issues.ts';
import { formSchema } from './form-schema.ts';
import {
  booleanField,
  checkForm,
  choiceField,
  formChecks,
  numberField,
  optionalField,
  withChecks,
  type FormField,
  type FormRule,
  type NumberCheck,
} from './form-checks.ts';

const NAMES = ['a', 'b', 'c', 'd'] as const;
const threshold = fc.constantFrom(-1, 0, 0.5, 1, 2, 600);
const message = (prefix: string) => fc.integer({ min: 0, max: 99 }).map((n) => `${prefix} ${n}`);
const numberCheck: fc.Arbitrary<NumberCheck> = fc.oneof(
  fc.record({ min: threshold, message: message('min') }),
  fc.record({ above: threshold, message: message('above') }),
  fc.record({ max: threshold, message: message('max') }),
  fc.record({ integer: fc.constant(true as const), message: message('integer') }),
);
const requiredField = fc.oneof(
  fc.tuple(message('number'), fc.array(numberCheck, { maxLength: 3 })).map(([text, checks]) => numberField(text, ...checks)),
  message('choice').map((text) => choiceField(['x', 'y'], text)),
  message('boolean').map((text) => booleanField(text)),
);
const field: fc.Arbitrary<FormField> = fc.oneof(
  requiredField,
  requiredField.chain((inner) =>
    fc.oneof(
      fc.constant(optionalField(inner)),
      (inner.kind === 'number' ? fc.constantFrom(0, 1, -3, 2.5) : inner.kind === 'choice' ? fc.constantFrom('x', 'y') : fc.boolean()).map(
        (fallback) => optionalField(inner, fallback as never),
      ),
    ),
  ),
);
/** A rule on the values it reads, true or false depending on them (any function of them would do). */
const rule = (names: readonly string[]): fc.Arbitrary<FormRule<Record<string, unknown>>> =>
  fc
    .record(
      {
        reads: fc.subarray([...names], { minLength: 1 }),
        field: fc.constantFrom(...names),
        message: message('rule'),
        seed: fc.integer({ min: 0, max: 2 }),
      },
      { requiredKeys: ['message', 'seed'] },
    )
    .map(({ reads, field: target, message: text, seed }) => ({
      ...(reads ? { reads } : {}),
      ...(target ? { field: target } : {}),
      message: text,
      holds: (values: Record<string, unknown>) => JSON.stringify((reads ?? names).map((name) => values[name])).length % 3 !== seed,
    }));
const form = fc
  .integer({ min: 1, max: NAMES.length })
  .chain((count) =>
    fc.tuple(fc.array(field, { minLength: count, maxLength: count }), fc.array(rule(NAMES.slice(0, count)), { maxLength: 2 })),
  )
  .map(([fields, rules]) => formChecks(Object.fromEntries(fields.map((entry, index) => [NAMES[index], entry])), ...rules));
const value = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0, 1, 2, 600, 601, -1, 0.5, 2.5),
  fc.double({ noNaN: true, min: -1000, max: 1000 }),
  fc.constantFrom('x', 'y', 'z', '', true, false, null),
);

describe('checkForm', () => {
  it('gives what the same checks as a valibot schema (formSchema) give, on any form and any input', () => {
    fc.assert(
      fc.property(form, fc.array(value, { minLength: NAMES.length, maxLength: NAMES.length }), (checks, values) => {
        const input = Object.fromEntries(Object.keys(checks.fields).map((name, index) => [name, values[index]]));
        expect(checkForm(checks, input)).toEqual(validateInput(formSchema(checks), input));
      }),
      { numRuns: 2000 },
    );
  });

  it('checks a calculator-like form: every failing check of a number, then the rules once their fields are right', () => {
    const months = numberField(
      'La durée doit être un nombre.',
      { integer: true, message: 'La durée se compte en mois entiers.' },
      { min: 1, message: 'La durée doit être d’au moins 1\u00a0mois.' },
      { max: 600, message: 'La durée ne peut dépasser 600\u00a0mois (50\u00a0ans).' },
    );
    const checks = formChecks(
      {
        duration: withChecks(months, { min: 2, message: 'La durée doit être d’au moins 2 mois.' }),
        month: numberField('Le numéro doit être un nombre.', { min: 1, message: 'Au plus tôt la mensualité n°\u00a01.' }),
        fees: optionalField(
          numberField('Les frais doivent être un nombre.', { min: 0, message: 'Les frais ne peuvent être négatifs.' }),
          0,
        ),
        kind: choiceField(['fixed', 'variable'], 'Choisissez un taux fixe ou variable.'),
      },
      { reads: ['month', 'duration'], holds: ({ month, duration }) => month < duration, message: 'Avant la dernière.', field: 'month' },
    );
    expect(checkForm(checks, { duration: 240, month: 60, fees: undefined, kind: 'fixed' })).toEqual({
      ok: true,
      value: { duration: 240, month: 60, fees: 0, kind: 'fixed' },
    });
    expect(checkForm(checks, { duration: 1.5, month: 60, fees: -1, kind: 'fixed' })).toEqual({
      ok: false,
      error: {
        type: 'input/invalid',
        issues: [
          { path: ['duration'], message: 'La durée se compte en mois entiers.' },
          { path: ['duration'], message: 'La durée doit être d’au moins 2 mois.' },
          { path: ['fees'], message: 'Les frais ne peuvent être négatifs.' },
          { path: ['month'], message: 'Avant la dernière.' },
        ],
      },
    });
    // A field of the wrong kind elsewhere leaves the rule to the fields it reads.
    expect(checkForm(checks, { duration: 240, month: 300, fees: 0, kind: 'fixe' })).toMatchObject({
      error: { issues: [{ path: ['kind'] }, { path: ['month'], message: 'Avant la dernière.' }] },
    });
    expect(checkForm(checks, { duration: Number.NaN, month: 300, fees: 0, kind: 'fixed' })).toMatchObject({
      error: { issues: [{ path: ['duration'], message: 'La durée doit être un nombre.' }] },
    });
  });

  it('leaves a rule unchecked after a failed rule of the whole form, while a field has the wrong kind, as valibot does', () => {
    const checks = formChecks(
      { a: numberField('a ?'), b: choiceField(['x'], 'b ?') },
      { reads: ['a'], holds: () => false, message: 'first' },
      { reads: ['a'], holds: () => false, message: 'second', field: 'a' },
    );
    const input = { a: 1, b: 'z' };
    expect(checkForm(checks, input)).toEqual(validateInput(formSchema(checks), input));
    expect(checkForm(checks, input)).toMatchObject({ error: { issues: [{ path: ['b'] }, { path: [], message: 'first' }] } });
  });
});
