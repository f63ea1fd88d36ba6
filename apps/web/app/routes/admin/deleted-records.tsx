import { RESTORABLE_TYPES, type ApiType, type ChangeEntry, type RestoreDeletedError } from '@pretscope/core';
import { data, Link, redirect, useLocation } from 'react-router';
import { formatCount } from '../../admin/admin-format.ts';
import { ConfirmRestore } from '../../admin/change-history-panel.tsx';
import { formatHistoryValue } from '../../admin/change-history.ts';
import { Pager } from '../../admin/pager.tsx';
import { pageParam } from '../../admin/paging.ts';
import { requireAdminSession } from '../../admin/require-admin-session.server.ts';
import { screenOfType } from '../../admin/screens.ts';
import type { Route } from './+types/deleted-records';

export function meta() {
  return [{ title: 'Éléments supprimés — Back-office Prêtscope' }];
}

/** The filter's choices: every restorable type, by its screen's address and name. */
const TYPES = RESTORABLE_TYPES.flatMap((type) => {
  const screen = screenOfType(type);
  return screen ? [{ type, segment: screen.segment, label: screen.label }] : [];
});

/** What names a deleted record in the list: its title or name, and its address. */
const NAMING_FIELDS = ['title', 'name', 'slug'] as const;

/** One deleted record as the list shows it. */
interface DeletedRecordView {
  entryId: number;
  what: string;
  who: string;
  when: string;
  whenIso: string;
  /** « supprimé » or « supprimée », agreeing with the record's kind. */
  deleted: string;
  fields: { label: string; value: string }[];
}

const WHEN = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Luxembourg' });

function deletedRecordView(entry: ChangeEntry): DeletedRecordView {
  const screen = screenOfType(entry.resourceType);
  const singular = screen?.singular ?? entry.resourceType;
  const previous = entry.previous ?? {};
  const name = previous.title ?? previous.name;
  const { name: actorName, email } = entry.actor;
  return {
    entryId: entry.id,
    what: `${singular.charAt(0).toUpperCase()}${singular.slice(1)} n°\u00a0${entry.resourceId}${typeof name === 'string' && name ? ` — ${name}` : ''}`,
    who: actorName && email ? `${actorName} (${email})` : actorName || email || `utilisateur n°\u00a0${entry.actor.userId}`,
    when: WHEN.format(entry.at),
    deleted: screen?.feminine ? 'supprimée' : 'supprimé',
    whenIso: entry.at.toISOString(),
    fields: NAMING_FIELDS.filter((field) => previous[field] !== undefined && !(field !== 'slug' && previous[field] === name)).map(
      (field) => ({
        label: field === 'slug' ? 'Adresse (slug)' : field === 'title' ? 'Titre' : 'Nom',
        value: formatHistoryValue(previous[field]),
      }),
    ),
  };
}

/**
 * « Éléments supprimés » (issue 22): the articles, legal pages, categories and products deleted within the history's
 * retention time and not yet brought back, newest first, each with who deleted it and when; an admin brings one back
 * with « Restaurer », which creates it again from its last version (core restoreDeleted).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  // Admins only: the restore is theirs, and the list is what it restores.
  const { actor, useCases, site } = await requireAdminSession({ request, url, context }, { type: 'users', action: 'delete' });
  const segment = url.searchParams.get('type');
  const chosen = TYPES.find((candidate) => candidate.segment === segment);
  const listed = await useCases.listDeletedRecords({
    actor,
    ...(chosen ? { type: chosen.type } : {}),
    page: pageParam(url.searchParams.get('page')),
  });
  if (!listed.ok) throw data({ message: 'Réservé aux administrateurs.' }, { status: 403 });
  const { entries, count, page, pageSize } = listed.value;
  return {
    types: TYPES.map(({ segment, label }) => ({ segment, label })),
    chosen: chosen?.segment ?? null,
    records: entries.map(deletedRecordView),
    count,
    page,
    pages: Math.max(1, Math.ceil(count / pageSize)),
    retentionMonths: site.retentionPolicy.changeHistoryMonths,
  };
}

function restoreFailure(error: RestoreDeletedError): { ok: false; message: string; status: number } {
  switch (error.type) {
    case 'access/denied':
      throw data({ message: 'Seul un administrateur peut restaurer un élément supprimé.' }, { status: 403 });
    case 'history/not-found':
      return { ok: false, message: 'Cette suppression n’est plus dans l’historique (il n’est conservé qu’un temps limité).', status: 404 };
    case 'history/not-restorable':
      return { ok: false, message: 'Cet élément ne peut pas être restauré.', status: 400 };
    case 'input/invalid':
      return {
        ok: false,
        message: `L’élément ne peut pas être restauré tel quel\u00a0: ${error.issues.map((issue) => issue.message).join(' ')}`,
        status: 422,
      };
    case 'resource/conflict':
      return {
        ok: false,
        message:
          'L’élément ne peut pas être restauré\u00a0: une de ses valeurs (son adresse, par exemple) est déjà utilisée par un autre élément.',
        status: 409,
      };
    default:
      return { ok: false, message: 'L’élément ne peut pas être restauré\u00a0: un élément qu’il cite n’existe plus.', status: 422 };
  }
}

/** « Restaurer »: the record created again, then its edit screen. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { actor, useCases } = await requireAdminSession({ request, url, context }, { type: 'users', action: 'delete' });
  const form = await request.formData();
  if (form.get('intent') !== 'restore') throw data({ message: 'Action inconnue.' }, { status: 400 });
  if (form.get('confirm') !== 'oui') return data({ ok: false, message: 'Confirmez la restauration.' }, { status: 400 });
  const entryId = Number(form.get('entry'));
  if (!Number.isSafeInteger(entryId) || entryId <= 0) throw data({ message: 'Suppression inconnue.' }, { status: 400 });
  const restored = await useCases.restoreDeleted({ actor, entryId });
  if (!restored.ok) {
    const { status, ...failure } = restoreFailure(restored.error);
    return data(failure, { status });
  }
  const screen = screenOfType(restored.value.record.type as ApiType);
  throw redirect(`/_admin_/${screen?.segment ?? ''}/${restored.value.record.id}?notice=restored`);
}

export default function DeletedRecords({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const { types, chosen, records, count, page, pages, retentionMonths } = loaderData;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target <= 1) params.delete('page');
    else params.set('page', String(target));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  return (
    <>
      <div className="admin-page-head">
        <h1>Éléments supprimés</h1>
      </div>
      <p className="muted">
        Les articles, pages légales, catégories et produits supprimés depuis moins de {retentionMonths}&nbsp;mois (la durée de conservation
        de l’historique). «&#x202f;Restaurer&#x202f;» recrée l’élément avec sa dernière version, sous son numéro d’origine (ses anciens
        liens mènent de nouveau à lui)&#x202f;; la restauration apparaît dans son historique.
      </p>
      <nav aria-label="Type d’élément" className="deleted-records__types">
        <ul>
          <li>
            <Link to="/_admin_/supprimes" aria-current={chosen === null ? 'page' : undefined}>
              Tous
            </Link>
          </li>
          {types.map((type) => (
            <li key={type.segment}>
              <Link to={`/_admin_/supprimes?type=${type.segment}`} aria-current={chosen === type.segment ? 'page' : undefined}>
                {type.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {actionData && !actionData.ok ? (
        <p className="field-error" role="alert">
          {actionData.message}
        </p>
      ) : null}
      <section className="admin-panel change-history" aria-labelledby="supprimes-titre">
        <h2 id="supprimes-titre">
          {count === 0 ? 'Aucun élément supprimé' : count === 1 ? '1 élément supprimé' : `${formatCount(count)} éléments supprimés`}
        </h2>
        {count === 0 ? (
          <p className="muted">Rien à restaurer.</p>
        ) : (
          <>
            <ol className="change-history__list">
              {records.map((record) => (
                <li key={record.entryId} className="change-history__entry" data-deleted-entry={record.entryId}>
                  <p className="change-history__head">
                    <strong>{record.what}</strong>
                    <span>
                      {' '}
                      {record.deleted} le <time dateTime={record.whenIso}>{record.when}</time> par {record.who}
                    </span>
                  </p>
                  {record.fields.length > 0 ? (
                    <dl className="change-history__changes">
                      {record.fields.map((field) => (
                        <div key={field.label} className="change-history__change">
                          <dt>{field.label}</dt>
                          <dd>{field.value}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                  <ConfirmRestore
                    entryId={record.entryId}
                    label="Restaurer"
                    explanation="Recrée l’élément avec sa dernière version."
                    question={`Restaurer «\u202f${record.what}\u202f»\u202f?`}
                    detail={`L’élément sera recréé sous son numéro d’origine, avec les valeurs qu’il avait quand il a été supprimé le ${record.when}. La restauration apparaîtra dans son historique.`}
                  />
                </li>
              ))}
            </ol>
            {pages > 1 ? <Pager page={page} pages={pages} hrefFor={hrefFor} label="Pages des éléments supprimés" /> : null}
          </>
        )}
      </section>
    </>
  );
}
