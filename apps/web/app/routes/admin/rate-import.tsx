import { formatNumber } from '@pretscope/core';
import { useEffect } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { rateImportAction, type RateImportOutcome } from '../../admin/rate-import.server.ts';
import { requireAdminSession } from '../../admin/require-admin-session.server.ts';
import { useToast } from '../../toasts/use-toast.ts';
import type { Route } from './+types/rate-import';

export function meta() {
  return [{ title: 'Importer des taux — Back-office Prêtscope' }];
}

/** Where « Retour » leads: a product's screen the editor came from, never elsewhere. */
function backTo(value: string | null): string | null {
  return value && /^\/_admin_\/products\/\d+$/.test(value) ? value : null;
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdminSession({ request, url, context }, { type: 'loans', action: 'create' });
  return { back: backTo(url.searchParams.get('retour')) };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const session = await requireAdminSession({ request, url, context }, { type: 'loans', action: 'create' });
  return rateImportAction(session, request);
}

const EXAMPLE = 'produit;montant;durée;taux;date\ncredit-immo-fixe;200000;240;3,45;2026-11-27';

/**
 * The CLI's rate import (`pretscope import-rates`) in the back office (issue 22): a CSV file sent or pasted, checked
 * first as a dry run (each line with the rate it replaces, each refused line with its reasons), then imported, all or
 * nothing, once the editor confirms; the confirmation sends the same text back and the server checks it again.
 */
export default function RateImport({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData as RateImportOutcome | undefined;
  const navigation = useNavigation();
  const toast = useToast();
  const busy = navigation.state === 'submitting' ? String(navigation.formData?.get('intent') ?? '') : '';

  useEffect(() => {
    if (outcome) toast.add({ type: outcome.ok ? 'success' : 'error', message: outcome.message });
  }, [outcome]);

  return (
    <>
      <div className="admin-page-head">
        <h1>Importer des taux</h1>
        {loaderData.back ? <Link to={`${loaderData.back}#grille`}>Retour au produit</Link> : null}
      </div>

      <section className="admin-panel" aria-labelledby="import-file-title">
        <h2 id="import-file-title">Fichier CSV</h2>
        <p className="muted">
          Une ligne d’en-têtes puis un taux par ligne, séparés par «&#x202f;;&#x202f;», une tabulation ou une virgule&#x202f;:{' '}
          <strong>produit</strong> (identifiant ou slug), <strong>montant</strong> (€), <strong>durée</strong> (mois), <strong>taux</strong>{' '}
          (%, 3,45 ou 3.45) et <strong>date</strong> (AAAA-MM-JJ ou JJ/MM/AAAA). Le fichier est d’abord vérifié&#x202f;: rien n’est écrit
          avant votre confirmation, et une seule ligne refusée fait refuser tout le fichier.
        </p>
        <Form method="post" encType="multipart/form-data" className="admin-form" key={outcome?.csv ?? ''}>
          <input type="hidden" name="intent" value="preview" />
          <div className="field">
            <label htmlFor="import-fichier">Fichier (.csv, .txt)</label>
            <input id="import-fichier" name="fichier" type="file" accept=".csv,.txt,text/csv,text/plain" />
          </div>
          <div className="field">
            <label htmlFor="import-csv">Ou collez son contenu</label>
            <textarea
              id="import-csv"
              name="csv"
              rows={8}
              defaultValue={outcome?.csv ?? ''}
              placeholder={EXAMPLE}
              spellCheck={false}
              style={{ fontFamily: 'ui-monospace, monospace', whiteSpace: 'pre', overflowX: 'auto' }}
            />
          </div>
          <div className="rate-grid__actions" style={{ marginTop: 0 }}>
            <button type="submit" className="button" disabled={busy === 'preview'}>
              {busy === 'preview' ? 'Vérification…' : 'Vérifier (essai à blanc)'}
            </button>
          </div>
        </Form>
      </section>

      {outcome ? (
        <section className="admin-panel" aria-labelledby="import-result-title" data-import-step={outcome.step} data-import-ok={outcome.ok}>
          <h2 id="import-result-title">
            {outcome.stale
              ? 'Taux modifiés depuis l’essai à blanc'
              : outcome.step === 'import' && outcome.ok
                ? 'Import terminé'
                : outcome.ok
                  ? 'Ce qui changerait'
                  : 'Fichier refusé'}
          </h2>
          <p role="status" className={outcome.ok ? undefined : 'field-error'}>
            {outcome.message}
          </p>
          {outcome.summary ? <p className="muted">{outcome.summary}</p> : null}

          {outcome.rejected.length > 0 ? (
            <div className="admin-table-wrap">
              <table className="admin-table" data-import-errors>
                <caption>
                  Lignes refusées
                  {outcome.rejectedCount > outcome.rejected.length ? ` (les ${outcome.rejected.length} premières)` : ''}
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className="numeric">
                      Ligne
                    </th>
                    <th scope="col">Erreur</th>
                  </tr>
                </thead>
                <tbody>
                  {outcome.rejected.map((row) => (
                    <tr key={row.line} data-line={row.line}>
                      <td className="numeric">{row.line}</td>
                      <td className="field-error">{row.reasons}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}

          {outcome.canConfirm ? (
            <Form method="post" className="rate-grid__actions" style={{ marginBottom: 16 }}>
              <input type="hidden" name="intent" value="import" />
              <input type="hidden" name="csv" value={outcome.csv} />
              <input type="hidden" name="version" value={outcome.version ?? ''} />
              <button type="submit" className="button" disabled={busy === 'import'}>
                {busy === 'import'
                  ? 'Import…'
                  : `Confirmer l’import de ${outcome.changeCount === 1 ? '1 taux' : `${formatNumber(outcome.changeCount, 0)} taux`}`}
              </button>
              <span className="muted">Le fichier sera vérifié à nouveau avant d’être écrit.</span>
            </Form>
          ) : null}

          {outcome.products.length > 0 ? (
            <p>
              Voir la grille de{' '}
              {outcome.products.map((product, index) => (
                <span key={product.id}>
                  {index > 0 ? ', ' : ''}
                  <Link to={`/_admin_/products/${product.id}#grille`}>{product.name}</Link>
                </span>
              ))}
              .
            </p>
          ) : null}

          {outcome.changes.length > 0 ? (
            <div className="admin-table-wrap">
              <table className="admin-table" data-import-changes>
                <caption>
                  {outcome.step === 'import' && outcome.ok ? 'Taux importés' : 'Taux qui seraient importés'}
                  {outcome.changeCount > outcome.changes.length ? ` (les ${outcome.changes.length} premiers)` : ''}
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className="numeric">
                      Ligne
                    </th>
                    <th scope="col">Produit</th>
                    <th scope="col" className="numeric">
                      Montant
                    </th>
                    <th scope="col" className="numeric">
                      Durée
                    </th>
                    <th scope="col" className="numeric">
                      Taux actuel
                    </th>
                    <th scope="col" className="numeric">
                      Nouveau taux
                    </th>
                    <th scope="col">Date</th>
                  </tr>
                </thead>
                <tbody>
                  {outcome.changes.map((row) => (
                    <tr key={row.line} data-line={row.line}>
                      <td className="numeric">{row.line}</td>
                      <td>
                        <Link to={`/_admin_/products/${row.productId}#grille`}>{row.product}</Link>
                      </td>
                      <td className="numeric" style={{ whiteSpace: 'nowrap' }}>
                        {row.amount}
                      </td>
                      <td className="numeric" style={{ whiteSpace: 'nowrap' }}>
                        {row.duration}
                      </td>
                      <td className="numeric">{row.before}</td>
                      <td className="numeric" style={{ fontWeight: 800 }}>
                        {row.after}
                      </td>
                      <td>{row.day}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
