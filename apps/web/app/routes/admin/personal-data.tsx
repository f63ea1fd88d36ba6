import {
  DATA_REQUEST_VALID_HOURS,
  describeRetentionPolicy,
  RETENTION_RULE_LABELS,
  RETENTION_RULES,
  type ErasureReport,
  type PersonalDataTable,
  type RetentionCounts,
} from '@pretscope/core';
import { data, Form, useNavigation } from 'react-router';
import { formatCount, formatDateTime } from '../../admin/admin-format.ts';
import { AdminIcon } from '../../admin/admin-icon.tsx';
import { requireAdminSession } from '../../admin/require-admin-session.server.ts';
import { PersonalDataCounts } from '../../personal-data/erasure-summary.tsx';
import type { Route } from './+types/personal-data';

/** Admins only: the users' table is theirs alone in the access policy, and this page reads and erases everyone's data. */
const PERMISSION = { type: 'users', action: 'delete' } as const;
const RUNS_SHOWN = 10;
const TRIGGER_LABELS = { daily: 'Passage quotidien', cli: 'Ligne de commande', 'back-office': 'Back-office' } as const;

export function meta() {
  return [{ title: 'Données personnelles — Back-office Prêtscope' }];
}

/**
 * /_admin_/donnees-personnelles: a person's request received by post or by e-mail (copy or erasure of everything
 * tied to their address, after the admin checked who they are: the site's form checks it by e-mail instead), and the
 * retention runs with the policy in force.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { stores, site } = await requireAdminSession({ request, url, context }, PERMISSION);
  const runs = await stores.retentionRuns.latest(RUNS_SHOWN);
  return {
    policy: describeRetentionPolicy(site.retentionPolicy, DATA_REQUEST_VALID_HOURS),
    runs: runs.map((run) => ({
      id: run.id,
      trigger: TRIGGER_LABELS[run.trigger],
      startedAt: formatDateTime(run.startedAt),
      state: run.finishedAt ? 'Terminé' : run.error ? `Échec\u00a0: ${run.error}` : 'En cours',
      total: run.counts ? formatCount(RETENTION_RULES.reduce((sum, rule) => sum + (run.counts?.[rule] ?? 0), 0)) : '—',
      details: run.counts
        ? RETENTION_RULES.filter((rule) => (run.counts?.[rule] ?? 0) > 0).map(
            (rule) => `${RETENTION_RULE_LABELS[rule]}\u00a0: ${formatCount(run.counts?.[rule] ?? 0)}`,
          )
        : [],
    })),
    copyRefused: url.searchParams.get('copie') === 'refusee',
  };
}

type ActionData =
  | { step: 'preview'; email: string; counts: Record<PersonalDataTable, number> }
  | { step: 'erased'; report: ErasureReport }
  | { step: 'retention'; counts: RetentionCounts | null }
  | { step: 'refused'; email: string; error: string };

export async function action({ request, url, context }: Route.ActionArgs) {
  const { actor, useCases } = await requireAdminSession({ request, url, context }, PERMISSION);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const email = String(form.get('email') ?? '');
  const refused = (error: string, status = 400) => data<ActionData>({ step: 'refused', email, error }, { status });
  if (intent === 'conservation') {
    const outcome = await useCases.applyRetentionNow();
    return data<ActionData>({ step: 'retention', counts: outcome.ran ? outcome.counts : null });
  }
  if (intent === 'apercu') {
    const preview = await useCases.previewPersonalData({ actor, attributes: { email, kind: 'export' } });
    if (!preview.ok)
      return refused(
        preview.error.type === 'input/invalid' ? (preview.error.issues[0]?.message ?? 'Adresse e-mail invalide.') : 'Accès refusé.',
      );
    return data<ActionData>({ step: 'preview', ...preview.value });
  }
  if (intent === 'effacer') {
    if (form.get('confirmation') !== 'oui') return refused('Cochez la case de confirmation\u00a0: l’effacement est définitif.');
    const done = await useCases.carryOutBackOfficeDataRequest({ actor, attributes: { email, kind: 'erasure' } });
    if (!done.ok)
      return refused(done.error.type === 'input/invalid' ? (done.error.issues[0]?.message ?? 'Adresse e-mail invalide.') : 'Accès refusé.');
    if (done.value.kind !== 'erasure') return refused('Demande inattendue.', 500);
    return data<ActionData>({ step: 'erased', report: done.value.report });
  }
  return refused('Action inconnue.');
}

export default function PersonalDataPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const result = actionData as ActionData | undefined;
  const email = result && 'email' in result ? result.email : '';
  return (
    <>
      <div className="admin-page-head">
        <h1>Données personnelles</h1>
      </div>
      <section className="admin-panel" aria-labelledby="demande-titre">
        <h2 id="demande-titre">Copie ou effacement pour une adresse</h2>
        <p className="field-hint">
          Pour une demande reçue par courrier ou par e-mail, une fois l’identité du demandeur vérifiée. Les visiteurs font la même demande
          depuis la politique de confidentialité, confirmée par un lien envoyé à leur adresse.
        </p>
        {loaderData.copyRefused ? (
          <p className="form-alert" role="alert">
            La copie n’a pas pu être préparée&nbsp;: vérifiez l’adresse et recommencez.
          </p>
        ) : null}
        {result?.step === 'refused' ? (
          <p className="form-alert" role="alert">
            {result.error}
          </p>
        ) : null}
        <Form method="post" className="admin-form">
          <input type="hidden" name="intent" value="apercu" />
          <div className="field" data-invalid={result?.step === 'refused' ? '' : undefined}>
            <label htmlFor="donnees-email">Adresse e-mail du demandeur</label>
            <input id="donnees-email" name="email" type="email" autoComplete="off" spellCheck={false} defaultValue={email} key={email} />
          </div>
          <div>
            <button type="submit" className="button" disabled={busy}>
              Rechercher les données de cette adresse
            </button>
          </div>
        </Form>
        {result?.step === 'preview' ? (
          <div className="admin-form">
            <PersonalDataCounts className="admin-table" counts={result.counts} caption={`Enregistrements liés à ${result.email}`} />
            <Form method="post" action="/_admin_/donnees-personnelles/copie" reloadDocument>
              <input type="hidden" name="email" value={result.email} />
              <button type="submit" className="button button--quiet">
                <AdminIcon name="download" /> Télécharger la copie (JSON)
              </button>
            </Form>
            <Form method="post" className="admin-form">
              <input type="hidden" name="intent" value="effacer" />
              <input type="hidden" name="email" value={result.email} />
              <label className="checkbox">
                <input type="checkbox" name="confirmation" value="oui" required />
                J’ai vérifié l’identité du demandeur&nbsp;: effacer définitivement toutes les données de {result.email}
              </label>
              <div>
                <button type="submit" className="button button--danger" disabled={busy}>
                  Effacer les données de cette adresse
                </button>
              </div>
            </Form>
          </div>
        ) : null}
        {result?.step === 'erased' ? (
          <div className="admin-form" role="status">
            <p>
              <strong>Les données de cette adresse ont été effacées.</strong> La demande est enregistrée, sans l’adresse.
            </p>
            <PersonalDataCounts
              className="admin-table"
              counts={result.report.tables}
              caption="Enregistrements supprimés ou rendus anonymes"
            />
            {result.report.keptLastAdmin ? (
              <p className="form-alert">
                Le compte du back-office de cette adresse est le seul compte administrateur&nbsp;: il a été conservé. Créez un autre
                administrateur, puis recommencez.
              </p>
            ) : null}
          </div>
        ) : null}
      </section>

      <section className="admin-panel" aria-labelledby="conservation-titre">
        <h2 id="conservation-titre">Conservation des données</h2>
        <p className="field-hint">
          Appliquée chaque jour par le serveur, ou par <code>pretscope retention run</code>. Durées (réglages RETENTION_*)&nbsp;:
        </p>
        <table className="admin-table">
          <tbody>
            {loaderData.policy.map(([what, howLong]) => (
              <tr key={what}>
                <th scope="row">{what}</th>
                <td>{howLong}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {result?.step === 'retention' ? (
          <p role="status">
            {result.counts
              ? `Conservation appliquée\u00a0: ${RETENTION_RULES.reduce((sum, rule) => sum + (result.counts?.[rule] ?? 0), 0)} enregistrement(s) supprimé(s) ou rendu(s) anonyme(s).`
              : 'Un passage est déjà en cours.'}
          </p>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="conservation" />
          <button type="submit" className="button button--quiet" disabled={busy}>
            Appliquer maintenant
          </button>
        </Form>
        <h3>Derniers passages</h3>
        {loaderData.runs.length === 0 ? (
          <p className="admin-empty">Aucun passage pour l’instant.</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Origine</th>
                  <th scope="col">État</th>
                  <th scope="col" className="numeric">
                    Total
                  </th>
                  <th scope="col">Détail</th>
                </tr>
              </thead>
              <tbody>
                {loaderData.runs.map((run) => (
                  <tr key={run.id}>
                    <td>{run.startedAt}</td>
                    <td>{run.trigger}</td>
                    <td>{run.state}</td>
                    <td className="numeric">{run.total}</td>
                    <td>{run.details.length > 0 ? run.details.join('\u202f; ') : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
