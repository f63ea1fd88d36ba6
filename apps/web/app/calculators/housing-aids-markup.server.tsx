import { renderToStaticMarkup } from 'react-dom/server';
import { Figure, NumberField, SelectField } from './fields.tsx';
import type { HousingAidsView } from './housing-aids-view.ts';

/**
 * The aids of « Combien emprunter ? » (France's PTZ, Luxembourg's aids) as HTML made on the server: the page's
 * JavaScript budget has no room for them, so the browser receives this markup and the figures in it, and no code.
 * The page wraps it in a plain GET form that carries its other fields (housing-aids.tsx), so that with or without
 * JavaScript « Calculer mes aides » asks the server again with everything typed above.
 */
export function housingAidsMarkup(aids: HousingAidsView): string {
  return renderToStaticMarkup(<HousingAids aids={aids} />);
}

function HousingAids({ aids }: { aids: HousingAidsView }) {
  const { values, errors } = aids;
  const shown = new Set<string>(aids.fields.map((field) => field.name));
  return (
    <section className="calc-result" aria-labelledby="aides">
      <h2 id="aides">{aids.title}</h2>
      {Object.entries(values)
        .filter(([name]) => !shown.has(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <fieldset className="calc-fieldset">
        <legend>{aids.legend}</legend>
        {aids.fields.map((field) =>
          field.options ? (
            <SelectField key={field.name} {...field} options={field.options} value={values[field.name]} errors={errors} />
          ) : (
            <NumberField key={field.name} {...field} value={values[field.name]} errors={errors} />
          ),
        )}
      </fieldset>
      <button type="submit" className="button">
        Calculer mes aides
      </button>
      {aids.verdict ? (
        <p className="calc-verdict" data-figure="aids-verdict">
          {aids.verdict}
        </p>
      ) : null}
      {aids.lines.length > 0 ? (
        <dl className="calc-figures">
          {aids.lines.map((line) => (
            <Figure key={line.figure} {...line} />
          ))}
        </dl>
      ) : null}
      {aids.notes.length > 0 ? (
        <ul className="calc-notes">
          {aids.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {aids.unconfirmed ? (
        <p className="calc-note" data-figure="aids-unconfirmed">
          {aids.unconfirmed}
        </p>
      ) : null}
      {aids.source ? <p className="calc-source">{aids.source}</p> : null}
    </section>
  );
}
