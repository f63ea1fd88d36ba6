import { SIDE_BY_SIDE_PATH, type OwnOfferForm as OwnOfferFields, type OwnOfferParam } from '@pretscope/core';
import { NumberField } from '../calculators/fields.tsx';

const FIELDS: readonly { name: OwnOfferParam; label: string; example: string; numeric: boolean }[] = [
  { name: 'votre-preteur', label: 'Prêteur (facultatif)', example: 'ex. Ma banque', numeric: false },
  { name: 'votre-taux', label: 'Taux débiteur (%)', example: 'ex. 3,45', numeric: true },
  { name: 'vos-frais', label: 'Frais de dossier et de garantie (€)', example: 'ex. 1\u202f500', numeric: true },
  { name: 'votre-assurance', label: 'Assurance (€ par mois)', example: 'ex. 45', numeric: true },
];

/**
 * « Ajouter votre offre »: the visitor's own bank offer, as a GET form to /comparer that carries the comparison's
 * terms and chosen offers along (`hidden`), so the result is a shareable address like the rest. Errors of core's
 * ownOfferFrom show under their field, with what was typed kept.
 */
export function OwnOfferForm({
  form,
  errors,
  hidden,
  shown,
  removePath,
}: {
  form: OwnOfferFields;
  errors: Partial<Record<OwnOfferParam, string>>;
  /** The comparison's other parameters: category, terms, filters, chosen offers. */
  hidden: readonly (readonly [string, string])[];
  /** Whether an own offer is in the comparison now. */
  shown: boolean;
  /** The comparison without the own offer. */
  removePath: string;
}) {
  const open = shown || Object.keys(errors).length > 0;
  return (
    <details className="card own-offer" open={open || undefined}>
      <summary>
        <strong>{shown ? 'Modifier votre offre' : 'Ajouter votre offre'}</strong>
        <span className="muted own-offer__hint">Comparez l’offre de votre banque aux mêmes conditions.</span>
      </summary>
      <form method="get" action={SIDE_BY_SIDE_PATH} className="own-offer__form" aria-label="Votre offre">
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="own-offer__fields">
          {FIELDS.map(({ name, label, example, numeric }) => (
            <NumberField
              key={name}
              name={name}
              label={label}
              value={form[name]}
              errors={errors}
              placeholder={example}
              inputMode={numeric ? 'decimal' : 'text'}
            />
          ))}
        </div>
        <div className="own-offer__actions">
          <button className="button" type="submit">
            Comparer avec votre offre
          </button>
          {shown ? <a href={removePath}>Retirer votre offre</a> : null}
        </div>
      </form>
    </details>
  );
}
