import { Form, Link, useActionData, useLocation, useNavigation, useSubmit } from 'react-router';
import { DeleteButton } from './delete-button.tsx';
import { Pager } from './pager.tsx';
import { pageHref, spanLabel, type PageSpan } from './paging.ts';
import { RateGridPanel } from './rate-grid-panel.tsx';
import type { RateGridPanelData } from './rate-grid-panel.server.ts';

export interface ProductPanelsData {
  /** The current rates on the categories' amount × duration grid. */
  grid: RateGridPanelData;
  loans: { id: number; rate: string; amount: string; duration: string; day: string }[];
  loanCount: number;
  loanPage: PageSpan;
  /** The URL's filter (`montant`, `duree`, '' for all) and the grid points to choose from. */
  loanFilter: {
    amount: string;
    duration: string;
    amounts: { value: string; label: string }[];
    durations: { value: string; label: string }[];
  };
  stats: { count: string; min: string; max: string; mean: string; std: string };
  history: { id: number; day: string; count: string; min: string; max: string; mean: string; std: string }[];
}

type PanelResult = { intent: string; ok: boolean; message: string; errors?: Record<string, string>; loanId?: number } | undefined;

function RateObservationInputs({
  form,
  row,
  errors,
}: {
  form: string;
  row?: ProductPanelsData['loans'][number];
  errors: Record<string, string>;
}) {
  const cell = (name: 'rate' | 'amount' | 'duration', label: string) => (
    <td className="numeric">
      <input
        form={form}
        name={`loan.${name}`}
        defaultValue={row?.[name] ?? ''}
        inputMode="decimal"
        aria-label={label}
        aria-invalid={errors[`loan.${name}`] ? true : undefined}
        style={{ width: '9em', textAlign: 'right' }}
      />
      {errors[`loan.${name}`] ? <p className="field-error">{errors[`loan.${name}`]}</p> : null}
    </td>
  );
  return (
    <>
      <td>
        <input
          form={form}
          name="loan.day"
          type="date"
          defaultValue={row?.day ?? ''}
          aria-label="Date du relevé"
          aria-invalid={errors['loan.day'] ? true : undefined}
        />
        {errors['loan.day'] ? <p className="field-error">{errors['loan.day']}</p> : null}
      </td>
      {cell('rate', 'Taux (%)')}
      {cell('amount', 'Montant (€)')}
      {cell('duration', 'Durée (mois)')}
    </>
  );
}

/**
 * A product's rates: its observations (add one, correct or delete one) and the statistics computed from them,
 * with « Recalculer » (saveOneLoanStat, as POST /api/loans/saveOneLoanStat).
 */
export function ProductPanels({ grid, loans, loanCount, loanPage, loanFilter, stats, history }: ProductPanelsData) {
  const result = useActionData() as PanelResult;
  const navigation = useNavigation();
  const submit = useSubmit();
  const { pathname, search } = useLocation();
  const filtered = loanFilter.amount !== '' || loanFilter.duration !== '';
  const busy = navigation.state === 'submitting' ? String(navigation.formData?.get('intent') ?? '') : '';
  const errorsFor = (intent: string, loanId?: number) =>
    result && !result.ok && result.intent === intent && result.loanId === loanId ? (result.errors ?? {}) : {};
  return (
    <>
      <RateGridPanel grid={grid} productUrl={pathname} />
      <section className="admin-panel" id="taux" aria-labelledby="loans-title">
        <h2 id="loans-title">Historique des relevés</h2>
        <p className="muted">
          Chaque taux relevé, les plus récents d’abord&#x202f;: taux annuel en&nbsp;%, montant en euros, durée en mois&#x202f;; la date vide
          est aujourd’hui. <a href="#grille">Retour à la grille</a>
        </p>
        {loanFilter.amounts.length > 0 || loanFilter.durations.length > 0 || filtered ? (
          <Form method="get" className="admin-toolbar" role="search" aria-label="Filtrer les taux relevés" preventScrollReset>
            {(
              [
                ['montant', 'Filtrer par montant (€)', loanFilter.amount, loanFilter.amounts, 'Tous'],
                ['duree', 'Filtrer par durée (mois)', loanFilter.duration, loanFilter.durations, 'Toutes'],
              ] as const
            ).map(([name, label, value, options, all]) => (
              <div className="field" key={name}>
                <label htmlFor={`loans-${name}`}>{label}</label>
                <select
                  id={`loans-${name}`}
                  name={name}
                  defaultValue={value}
                  key={value}
                  onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
                >
                  <option value="">{all}</option>
                  {options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            <button type="submit" className="button button--quiet">
              Filtrer
            </button>
            {filtered ? (
              <Link to={`${pathname}#taux`} preventScrollReset>
                Tous les relevés
              </Link>
            ) : null}
          </Form>
        ) : null}
        <Form method="post" id="loan-new" />
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption data-loan-count>
              {loanCount === 0
                ? filtered
                  ? 'Aucun relevé pour ce filtre.'
                  : 'Aucun taux relevé pour ce produit.'
                : `Relevés ${spanLabel(loanPage, loanCount)}${filtered ? ' pour ce filtre' : ''}`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col" className="numeric">
                  Taux (%)
                </th>
                <th scope="col" className="numeric">
                  Montant (€)
                </th>
                <th scope="col" className="numeric">
                  Durée (mois)
                </th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              <tr data-loan="new">
                <RateObservationInputs form="loan-new" errors={errorsFor('loan-create')} />
                <td>
                  <input form="loan-new" type="hidden" name="intent" value="loan-create" />
                  <button form="loan-new" type="submit" className="button button--small" disabled={busy === 'loan-create'}>
                    Ajouter le relevé
                  </button>
                </td>
              </tr>
              {loans.map((loan) => (
                <tr key={loan.id} data-loan={loan.id}>
                  <RateObservationInputs form={`loan-${loan.id}`} row={loan} errors={errorsFor('loan-update', loan.id)} />
                  <td style={{ whiteSpace: 'nowrap' }}>
                    <Form method="post" id={`loan-${loan.id}`} style={{ display: 'inline' }}>
                      <input type="hidden" name="intent" value="loan-update" />
                      <input type="hidden" name="loanId" value={loan.id} />
                      <button type="submit" className="button button--quiet button--small">
                        Corriger
                      </button>
                    </Form>{' '}
                    <DeleteButton what="ce relevé" intent="loan-delete" hidden={{ loanId: String(loan.id) }} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {loanPage.pages > 1 ? (
          <Pager
            page={loanPage.page}
            pages={loanPage.pages}
            hrefFor={(page) => pageHref(pathname, search, 'observations', page, 'taux')}
            label="Pages des relevés"
          />
        ) : null}
      </section>

      <section className="admin-panel" aria-labelledby="stats-title">
        <h2 id="stats-title">Statistiques des taux</h2>
        <p className="muted">
          Calculées sur les taux relevés ces 30 derniers jours&#x202f;; recopiées dans le produit et conservées dans l’historique.
        </p>
        <dl className="admin-stats" style={{ display: 'grid' }}>
          {(
            [
              ['Relevés', stats.count],
              ['Minimum', stats.min],
              ['Maximum', stats.max],
              ['Moyenne', stats.mean],
              ['Écart type', stats.std],
            ] as const
          ).map(([label, value]) => (
            <div key={label} style={{ background: '#fff', border: '1px solid var(--line)', borderRadius: 8, padding: 16 }}>
              <dt className="muted">{label}</dt>
              <dd style={{ margin: 0, fontWeight: 800, fontSize: '1.3rem', fontVariantNumeric: 'tabular-nums' }} data-stat={label}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <Form method="post">
          <input type="hidden" name="intent" value="recompute" />
          <button type="submit" className="button" disabled={busy === 'recompute'}>
            {busy === 'recompute' ? 'Calcul…' : 'Recalculer'}
          </button>
        </Form>
        {history.length > 0 ? (
          <>
            <h3>Historique</h3>
            <div className="admin-table-wrap" role="region" aria-label="Historique des statistiques" tabIndex={0}>
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col" className="numeric">
                      Relevés
                    </th>
                    <th scope="col" className="numeric">
                      Min.
                    </th>
                    <th scope="col" className="numeric">
                      Max.
                    </th>
                    <th scope="col" className="numeric">
                      Moyenne
                    </th>
                    <th scope="col" className="numeric">
                      Écart type
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {history.map((row) => (
                    <tr key={row.id}>
                      <td>{row.day}</td>
                      <td className="numeric">{row.count}</td>
                      <td className="numeric">{row.min}</td>
                      <td className="numeric">{row.max}</td>
                      <td className="numeric">{row.mean}</td>
                      <td className="numeric">{row.std}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : null}
      </section>
    </>
  );
}
