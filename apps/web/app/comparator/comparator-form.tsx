import {
  comparatorChoices,
  offerChannelLabels,
  offerSortLabels,
  rateTypeLabels,
  type ComparatorForm as ComparatorFormValues,
  type DurationUnit,
} from '@pretscope/core';
import { Form, useSubmit } from 'react-router';
import { NumberField } from '../calculators/fields.tsx';

export const COMPARATOR_FORM_ID = 'comparer';

/** The parameters of a submitted form, the empty ones left out: a filter set to « Tous » is no filter. */
function withoutEmpty(form: HTMLFormElement): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value.trim() !== '') search.append(name, value.trim());
  return search;
}

/**
 * The comparator's question: amount and duration (in the category's unit), the filters and the sort, as a GET form
 * to the page itself, so it works without JavaScript. With it, a filter or the sort applies as soon as it is chosen;
 * the figures apply with the button (or Enter). Errors of core's comparatorQueryFrom show under their field, with
 * what was typed kept.
 */
export function ComparatorForm({
  form,
  errors,
  unit,
}: {
  form: ComparatorFormValues;
  errors: Partial<Record<'montant' | 'duree', string>>;
  unit: DurationUnit;
}) {
  const submit = useSubmit();
  const send = (element: HTMLFormElement | null) => {
    if (element) void submit(withoutEmpty(element), { method: 'get', preventScrollReset: true, replace: true });
  };
  // Reset the uncontrolled fields when the question changes (back and forward, a header country change).
  const key = Object.values(form).join('|');
  const field = (name: 'montant' | 'duree', label: string, example: string) => (
    <NumberField name={name} label={label} value={form[name]} errors={errors} placeholder={example} />
  );
  return (
    <Form
      key={key}
      id={COMPARATOR_FORM_ID}
      method="get"
      className="card comparator-form"
      aria-label="Votre prêt, les filtres et le tri"
      preventScrollReset
      onSubmit={(event) => {
        event.preventDefault();
        send(event.currentTarget);
      }}
      onChange={(event) => {
        if (event.target instanceof HTMLSelectElement) send(event.currentTarget);
      }}
    >
      <div className="comparator-form__terms">
        {field('montant', 'Montant (€)', 'ex. 250\u202f000')}
        {field('duree', unit === 'year' ? 'Durée (ans)' : 'Durée (mois)', unit === 'year' ? 'ex. 20' : 'ex. 48')}
        <button className="button" type="submit">
          Comparer
        </button>
      </div>
      <div className="comparator-form__filters">
        <div className="field">
          <label htmlFor="cmp-pays">Pays du prêteur</label>
          <select id="cmp-pays" name="pays" defaultValue={form.pays}>
            <option value="tous">Tous les pays</option>
            {comparatorChoices.countries.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="cmp-taux">Type de taux</label>
          <select id="cmp-taux" name="taux" defaultValue={form.taux}>
            <option value="">Tous les taux</option>
            {comparatorChoices.rateTypes.map(({ type, value }) => (
              <option key={value} value={value}>
                {rateTypeLabels[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="cmp-via">Établissement</label>
          <select id="cmp-via" name="via" defaultValue={form.via}>
            <option value="">Banques et courtiers</option>
            {comparatorChoices.channels.map(({ channel, value }) => (
              <option key={value} value={value}>
                {offerChannelLabels[channel]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="cmp-tri">Trier par</label>
          <select id="cmp-tri" name="tri" defaultValue={form.tri}>
            {comparatorChoices.sorts.map(({ sort, value }) => (
              <option key={value} value={value}>
                {offerSortLabels[sort]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </Form>
  );
}
