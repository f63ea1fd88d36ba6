import { NumberField, SelectField } from './fields.tsx';
import type { FieldErrors } from './form-values.ts';
import type { AidValues } from './borrow-fields.ts';

/**
 * The aids' fields of « Combien emprunter ? » (France's PTZ, Luxembourg's aids; none in Belgium), in the page's one
 * form: « Calculer » sends them with the others without JavaScript, and with it every input recomputes the aids.
 * Only what the first paint needs is here; the words and the computation are housing-aids-view.ts, which the page
 * loads at the visitor's first input (housing-aids.tsx; test/bench/RESULTS.md « Live housing aids »). Its defaults
 * are borrow-fields.ts.
 */

/** A field of the aids' form, described by the view (its words are not in the first paint's JavaScript). */
export interface AidField {
  name: keyof AidValues;
  label: string;
  hint?: string;
  /** A select's choices; absent: a number field. */
  options?: readonly { value: string; label: string }[];
}

/** The aids' fieldset of the visitor's country, with the values shown in it. */
export interface AidForm {
  legend: string;
  fields: AidField[];
  values: AidValues;
}

export function HousingAidFields({ form, errors }: { form: AidForm | null; errors: FieldErrors }) {
  if (!form) return null;
  const { values } = form;
  return (
    <fieldset className="calc-fieldset">
      <legend>{form.legend}</legend>
      {form.fields.map((field) =>
        field.options ? (
          <SelectField key={field.name} {...field} options={field.options} value={values[field.name]} errors={errors} />
        ) : (
          <NumberField key={field.name} {...field} value={values[field.name]} errors={errors} />
        ),
      )}
    </fieldset>
  );
}
