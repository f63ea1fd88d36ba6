import { countryComparisonRulesOn, countryLabels, marketCountries, type CountryAnswer } from '@pretscope/core';
import { useCallback } from 'react';
import { appContext } from '../../app-context.ts';
import { CalculatorForm } from '../../calculators/calculator-form.tsx';
import { calculatorLaw } from '../../calculators/calculator-legal.server.ts';
import { CeilingAlert } from '../../calculators/calculator-legal.tsx';
import { BUYER_OPTIONS, PROFILE_OPTIONS, PROPERTY_OPTIONS, REGION_OPTIONS, YEAR_OPTIONS } from '../../calculators/purchase-options.ts';
import {
  COMPARISON_DEFAULTS,
  COMPARISON_NOTE,
  COMPARISON_ROWS,
  comparisonCaption,
  comparisonSummary,
  comparisonView,
  incomeRuleText,
  verdictText,
  type CountryTerms,
} from '../../calculators/country-comparison-view.ts';
import { PdfLink } from '../../calculators/pdf-link.tsx';
import { FormError, NumberField, SelectField } from '../../calculators/fields.tsx';
import { readValues } from '../../calculators/form-values.ts';
import { useLiveCalculator } from '../../calculators/live-calculator.ts';
import { useNextSteps } from '../../calculators/next-steps.tsx';
import { FrenchText } from '../../components/french-text.tsx';
import { Icon } from '../../components/icon.tsx';
import { LegalMentionsBlock } from '../../legal/legal-mentions-block.tsx';
import { type NextSteps } from '../../routing/journey-links.ts';
import { nextSteps } from '../../routing/journey-links.server.ts';
import { siteOrigin } from '../../seo/page-head.server.ts';
import { pageMeta } from '../../seo/page-meta.ts';
import type { Route } from './+types/country-comparison';

const PATH = '/comparer-les-pays';

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return pageMeta({
    title: 'Un projet, trois pays\u00a0: acheter au Luxembourg, en Belgique ou en France',
    description:
      'Le même achat, le même apport et les mêmes revenus au Luxembourg, en Belgique et en France\u00a0: frais d’achat, prêt maximal selon les règles de chaque pays, mensualité, coût total et faisabilité, y compris pour un frontalier.',
    path: PATH,
    origin: loaded?.origin,
  });
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { useCases, site } = context.get(appContext);
  const { values } = readValues(url, COMPARISON_DEFAULTS);
  const law = calculatorLaw(useCases, 'mortgage');
  // The day's lending rules, cost rates and income rules as data: the browser computes with them, not every version.
  const rules = countryComparisonRulesOn(new Date(law.now));
  const view = comparisonView(values, law, rules);
  const next = await Promise.all(
    view.countries.map(({ terms }) => (terms && view.comparison ? nextSteps(useCases, terms) : Promise.resolve(null))),
  );
  return { origin: siteOrigin(site), values, law, rules, view, next };
}

const COUNTRY_OPTIONS = marketCountries.map((country) => ({ value: country, label: countryLabels[country] }));

export default function CountryComparisonPage({ loaderData }: Route.ComponentProps) {
  const { values, law, rules } = loaderData;
  const compute = useCallback(
    (query: URLSearchParams) => comparisonView(readValues(query, COMPARISON_DEFAULTS).values, law, rules),
    [law, rules],
  );
  const { view, search, update } = useLiveCalculator(loaderData.view, compute);
  const { errors, comparison, refusal, countries } = view;
  return (
    <div className="container calc">
      <section className="hero calc__intro">
        <h1>Un projet, trois pays</h1>
        <p className="muted">
          Le même achat, le même apport et les mêmes revenus au Luxembourg, en Belgique et en France, chacun avec un prêteur du pays et ses
          règles&nbsp;: frais d’achat, prêt maximal, mensualité, coût total et faisabilité. Vous habitez d’un côté de la frontière et
          travaillez de l’autre&nbsp;? Dites-le, nous indiquons ce que chaque prêteur retient de vos revenus.
        </p>
      </section>
      <CalculatorForm label="Votre foyer et votre achat" submitLabel="Comparer" live={update}>
        <fieldset className="calc-fieldset">
          <legend>Votre foyer</legend>
          <SelectField name="residence" label="Pays où vous habitez" value={values.residence} errors={errors} options={COUNTRY_OPTIONS} />
          <SelectField
            name="travail"
            label="Pays où vous travaillez"
            value={values.travail}
            errors={errors}
            options={COUNTRY_OPTIONS}
            hint="Celui qui verse votre salaire."
          />
          <NumberField
            name="revenus"
            label="Revenu net mensuel (€)"
            value={values.revenus}
            errors={errors}
            hint="Le salaire net que vous recevez, après impôts et cotisations."
          />
          <NumberField name="revenus2" label="Revenu net du co-emprunteur (€, facultatif)" value={values.revenus2} errors={errors} />
          <NumberField name="charges" label="Crédits en cours, par mois (€)" value={values.charges} errors={errors} />
        </fieldset>
        <fieldset className="calc-fieldset">
          <legend>Votre prêt</legend>
          <NumberField name="taux" label="Taux annuel (%)" value={values.taux} errors={errors} hint="Le même dans les trois pays." />
          <SelectField
            name="duree"
            label="Durée souhaitée (années)"
            value={values.duree}
            errors={errors}
            options={YEAR_OPTIONS}
            hint="Ramenée au maximum de chaque pays."
          />
          <NumberField
            name="assurance"
            label="Taux d’assurance annuel (%, facultatif)"
            value={values.assurance}
            errors={errors}
            hint="Sur le capital emprunté, par exemple 0,30"
          />
        </fieldset>
        <fieldset className="calc-fieldset">
          <legend>Votre achat</legend>
          <NumberField name="prix" label="Prix du bien (€)" value={values.prix} errors={errors} />
          <NumberField name="apport" label="Apport personnel (€)" value={values.apport} errors={errors} />
          <SelectField name="profil" label="Votre situation" value={values.profil} errors={errors} options={PROFILE_OPTIONS} />
          <SelectField name="region" label="Région (en Belgique)" value={values.region} errors={errors} options={REGION_OPTIONS} />
          <SelectField name="bien" label="Type de logement (en France)" value={values.bien} errors={errors} options={PROPERTY_OPTIONS} />
          <SelectField
            name="acquereurs"
            label="Nombre d’acquéreurs (au Luxembourg)"
            value={values.acquereurs}
            errors={errors}
            options={BUYER_OPTIONS}
            hint="Chaque acquéreur a droit au crédit d’impôt Bëllegen Akt."
          />
        </fieldset>
        <FormError errors={errors} />
      </CalculatorForm>

      {refusal ? (
        <p className="calc-verdict calc-verdict--ko" role="alert">
          {refusal}
        </p>
      ) : null}
      {comparison ? (
        <section className="calc-result" aria-labelledby="resultat">
          <div aria-live="polite">
            <h2 id="resultat">Votre projet dans chacun des trois pays</h2>
            <div className="calc-share">
              <PdfLink path={PATH} search={search} />
            </div>
            <p className="calc-note" data-figure="summary">
              {comparisonSummary(comparison.answers)}
            </p>
          </div>
          <div className="calc-table-wrap" role="region" aria-labelledby="comparaison" tabIndex={0}>
            <table className="calc-table countries-table">
              <caption id="comparaison">{comparisonCaption(comparison.answers)}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Chiffre</span>
                  </th>
                  {comparison.answers.map((answer) => (
                    <th key={answer.country} scope="col" className="numeric">
                      {countryLabels[answer.country]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {COMPARISON_ROWS.map(({ label, figure, cell }) => (
                  <tr key={figure}>
                    <th scope="row">{label}</th>
                    {comparison.answers.map((answer) => (
                      <td key={answer.country} className="numeric" data-figure={`${answer.country}-${figure}`}>
                        {cell(answer)}
                      </td>
                    ))}
                  </tr>
                ))}
                <tr>
                  <th scope="row">Faisable&#x202f;?</th>
                  {comparison.answers.map((answer) => (
                    <td key={answer.country} className={answer.feasible ? 'countries-table__ok' : 'countries-table__ko'}>
                      <Icon name={answer.feasible ? 'thumbs-up' : 'thumbs-down'} />{' '}
                      <span data-figure={`${answer.country}-feasible`}>{answer.feasible ? 'Oui' : 'Non'}</span>
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
          <div className="countries">
            {comparison.answers.map((answer, index) => (
              <CountryCard
                key={answer.country}
                answer={answer}
                terms={countries[index] ?? null}
                loaded={{ terms: loaderData.view.countries[index]?.terms ?? null, next: loaderData.next[index] ?? null }}
              />
            ))}
          </div>
          <p className="calc-note">{COMPARISON_NOTE}</p>
        </section>
      ) : refusal ? null : (
        <p className="calc-note" role="status">
          Corrigez les champs signalés pour voir la comparaison.
        </p>
      )}
      <LegalMentionsBlock markets={marketCountries.map((country) => law.mentions[country])} labelled />
    </div>
  );
}

function CountryCard({
  answer,
  terms,
  loaded,
}: {
  answer: CountryAnswer;
  terms: CountryTerms | null;
  loaded: { terms: CountryTerms['terms']; next: NextSteps | null };
}) {
  const steps = useNextSteps(terms?.terms ?? null, loaded);
  const { country, budget } = answer;
  const id = `pays-${country.toLowerCase()}`;
  const rule = answer.income.rule;
  return (
    <section className="card countries__card" aria-labelledby={id} data-country={country}>
      <h3 id={id}>{countryLabels[country]}</h3>
      <p className={answer.feasible ? 'calc-verdict calc-verdict--ok' : 'calc-verdict calc-verdict--ko'} data-figure={`${country}-verdict`}>
        {verdictText(answer)}
      </p>
      <CeilingAlert message={terms?.ceiling ?? null} />
      <p data-income-rule={country}>
        <strong>Revenus retenus&nbsp;:</strong> {incomeRuleText(answer)}
      </p>
      <p className="calc-source">
        Source&nbsp;: <FrenchText>{rule.source}</FrenchText>.{rule.unconfirmed ? <> À vérifier. {rule.unconfirmed}</> : null}
      </p>
      <p className="calc-source">
        Frais et quotité&nbsp;: <FrenchText>{[budget.rule.source, ...budget.costs.sources].join('\u202f; ')}</FrenchText>.
      </p>
      {steps ? (
        <ul className="next-steps__list" aria-label={`Et ensuite, ${countryLabels[country]}`}>
          {steps.offers && answer.feasible ? (
            <li>
              <a className="button" href={steps.offers.href} data-next="offers">
                {steps.offers.text}
              </a>
            </li>
          ) : null}
          <li>
            <a className={answer.feasible ? 'button button--secondary' : 'button'} href={steps.request.href} data-next="request">
              {steps.request.text}
            </a>
          </li>
        </ul>
      ) : null}
    </section>
  );
}
