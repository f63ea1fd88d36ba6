import { formatEuros } from '@pretscope/core';
import { useCallback } from 'react';
import { appContext } from '../../app-context.ts';
import { CalculatorForm } from '../../calculators/calculator-form.tsx';
import { readCalculatorValues } from '../../calculators/calculator-values.server.ts';
import { calculatorDay, calculatorLaw } from '../../calculators/calculator-legal.server.ts';
import { CalculatorMentions } from '../../calculators/calculator-legal.tsx';
import {
  EARLY_REPAYMENT_CHOICES,
  EARLY_REPAYMENT_DEFAULTS,
  earlyRepaymentHeadline,
  earlyRepaymentView,
  netSavingsFigure,
  penaltyLabel,
} from '../../calculators/early-repayment-view.ts';
import { PdfLink } from '../../calculators/pdf-link.tsx';
import { EarlyRepaymentNote, PenaltyRule } from '../../calculators/early-repayment-rule.tsx';
import { CountryField, Figure, FormError, NumberField, SelectField, YearsField } from '../../calculators/fields.tsx';
import { readValues } from '../../calculators/form-values.ts';
import { useLiveCalculator } from '../../calculators/live-calculator.ts';
import { NextStepsLinks, useNextSteps } from '../../calculators/next-steps.tsx';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import { durationText, toolUrl } from '../../routing/journey-links.ts';
import { nextSteps } from '../../routing/journey-links.server.ts';
import { siteOrigin } from '../../seo/page-head.server.ts';
import { pageMeta } from '../../seo/page-meta.ts';
import type { Route } from './+types/early-repayment';

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return pageMeta({
    title: 'Remboursement anticipé\u00a0: économie d’intérêts et indemnités',
    description:
      'Calculez ce que rapporte un remboursement anticipé partiel ou total de votre prêt immobilier au Luxembourg, en Belgique ou en France\u00a0: intérêts économisés, indemnité maximale prévue par la loi et gain net.',
    path: '/pret-immobilier/outils/remboursement-anticipe',
    origin: loaded?.origin,
  });
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { useCases, site } = context.get(appContext);
  const { values } = readCalculatorValues({ request, url }, EARLY_REPAYMENT_DEFAULTS);
  const day = calculatorDay(useCases, 'mortgage');
  const law = calculatorLaw(useCases, 'mortgage', day);
  // The penalty rules too, of that day.
  const { penalties } = day.rules;
  const view = earlyRepaymentView(values, law, penalties);
  const next = view.terms ? await nextSteps(useCases, view.terms) : null;
  return { origin: siteOrigin(site), values, law, penalties, view, next };
}

export default function EarlyRepaymentPage({ loaderData }: Route.ComponentProps) {
  const { values, law, penalties } = loaderData;
  const compute = useCallback(
    (query: URLSearchParams) => earlyRepaymentView(readValues(query, EARLY_REPAYMENT_DEFAULTS).values, law, penalties),
    [law, penalties],
  );
  const { view, search, update } = useLiveCalculator(loaderData.view, compute);
  const { errors, result, legal, terms } = view;
  const next = useNextSteps(terms, { terms: loaderData.view.terms, next: loaderData.next });
  const typed = readValues(new URLSearchParams(search), EARLY_REPAYMENT_DEFAULTS).values;
  return (
    <div className="container calc">
      <section className="hero calc__intro">
        <h1>Remboursement anticipé</h1>
        <p className="muted">
          Ce que rapporte un remboursement partiel ou total de votre prêt immobilier, et l’indemnité maximale que la loi de votre pays
          permet à la banque de demander. Les données restent dans l’adresse de la page&nbsp;: vous pouvez la partager.
        </p>
      </section>
      <CalculatorForm label="Données du remboursement anticipé" live={update}>
        <CountryField value={values.pays} errors={errors} />
        <NumberField name="montant" label="Montant emprunté (€)" value={values.montant} errors={errors} />
        <NumberField name="taux" label="Taux annuel (%)" value={values.taux} errors={errors} hint="Par exemple 3,5" />
        <YearsField label="Durée du prêt (années)" value={values.duree} errors={errors} />
        <SelectField name="nature" label="Taux" value={values.nature} errors={errors} options={EARLY_REPAYMENT_CHOICES.nature} />
        <NumberField
          name="echeance"
          label="Remboursement avec la mensualité n°"
          value={values.echeance}
          errors={errors}
          hint="Le nombre de mensualités déjà payées&nbsp;: 60 après 5&nbsp;ans."
        />
        <SelectField name="type" label="Remboursement" value={values.type} errors={errors} options={EARLY_REPAYMENT_CHOICES.type} />
        <NumberField
          name="remboursement"
          label="Montant remboursé en plus (€)"
          value={values.remboursement}
          errors={errors}
          hint="Pour un remboursement partiel."
        />
        <SelectField
          name="garder"
          label="Après un remboursement partiel"
          value={values.garder}
          errors={errors}
          options={EARLY_REPAYMENT_CHOICES.garder}
          hint="La même mensualité raccourcit le prêt&#x202f;; la même durée baisse la mensualité."
        />
        <SelectField
          name="residence"
          label="Logement principal habité depuis au moins 2&nbsp;ans"
          value={values.residence}
          errors={errors}
          options={EARLY_REPAYMENT_CHOICES.residence}
          hint="Compte au Luxembourg pour un taux fixe."
        />
        <FormError errors={errors} />
      </CalculatorForm>

      {result ? (
        <section className="calc-result" aria-labelledby="resultat">
          <div aria-live="polite">
            <h2 id="resultat">{earlyRepaymentHeadline(result)}</h2>
            <div className="calc-share">
              <CopyLinkButton />
              <PdfLink path="/pret-immobilier/outils/remboursement-anticipe" search={search} />
            </div>
            <dl className="calc-figures">
              <Figure label="Intérêts économisés" value={formatEuros(result.interestSaved)} figure="interest-saved" strong />
              <Figure label={penaltyLabel(result.penalty.type)} value={formatEuros(result.penalty.amount)} figure="penalty" />
              <Figure {...netSavingsFigure(result)} figure="net-savings" strong />
              <Figure label="Capital restant dû avant le remboursement" value={formatEuros(result.debtBefore)} figure="debt-before" />
              {result.full ? null : (
                <>
                  <Figure label="Nouvelle mensualité" value={formatEuros(result.after.monthlyPayment)} figure="new-payment" />
                  <Figure
                    label={`Mensualités restantes (au lieu de ${result.without.months})`}
                    value={String(result.after.months)}
                    figure="months-left"
                  />
                </>
              )}
              {result.monthsSaved > 0 && !result.full ? (
                <Figure label="Prêt terminé plus tôt de" value={durationText(result.monthsSaved)} figure="months-saved" />
              ) : null}
              {result.paymentReduction > 0 && !result.full ? (
                <Figure label="Mensualité plus basse de" value={formatEuros(result.paymentReduction)} figure="payment-reduction" />
              ) : null}
            </dl>
          </div>
          <PenaltyRule result={result} />
          {next ? <NextStepsLinks steps={next} heading={result.full ? 'Comparer avec un rachat du prêt' : 'Et ensuite\u202f?'} /> : null}
          <EarlyRepaymentNote result={result} />
        </section>
      ) : (
        <p className="calc-note" role="status">
          Corrigez les champs signalés pour voir le résultat.
        </p>
      )}
      <CalculatorMentions legal={legal} />
      <p className="muted calc-links">
        Autres outils&nbsp;:{' '}
        <a href={toolUrl('/pret-hypothecaire/simulation', typed, ['pays', 'montant', 'taux', 'duree'])}>Simulation de prêt hypothécaire</a>{' '}
        · <a href="/pret-immobilier/outils/calculette">Calculette de prêt</a>
      </p>
    </div>
  );
}
