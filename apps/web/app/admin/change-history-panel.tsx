import { useId, useRef } from 'react';
import { Form, useLocation } from 'react-router';
import { formatCount } from './admin-format.ts';
import type { ChangeEntryView, ChangeHistoryView } from './change-history.ts';
import { Pager } from './pager.tsx';

/**
 * « Historique des modifications » of an edit screen (decision 0019): who changed what and when, each field's value
 * before and after, newest first and paged; for an admin, on the types that allow it, « Restaurer cette version ».
 */
export function ChangeHistoryPanel({ history }: { history: ChangeHistoryView }) {
  const location = useLocation();
  const hrefFor = (page: number) => {
    const params = new URLSearchParams(location.search);
    if (page <= 1) params.delete('historique');
    else params.set('historique', String(page));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}#historique`;
  };
  return (
    <section className="admin-panel change-history" id="historique" aria-labelledby="historique-titre">
      <h2 id="historique-titre">Historique des modifications</h2>
      {history.count === 0 ? (
        <p className="muted">Aucune modification enregistrée depuis la mise en place de l’historique.</p>
      ) : (
        <>
          <p className="muted">
            {history.count === 1 ? '1 modification enregistrée' : `${formatCount(history.count)} modifications enregistrées`}, la plus
            récente en premier. Elles sont conservées {history.retentionMonths}&nbsp;mois.
          </p>
          <ol className="change-history__list">
            {history.entries.map((entry) => (
              <ChangeEntryItem key={entry.id} entry={entry} />
            ))}
          </ol>
          {history.pages > 1 ? <Pager page={history.page} pages={history.pages} hrefFor={hrefFor} label="Pages de l’historique" /> : null}
        </>
      )}
    </section>
  );
}

function ChangeEntryItem({ entry }: { entry: ChangeEntryView }) {
  return (
    <li className="change-history__entry">
      <p className="change-history__head">
        <strong>{entry.actionLabel}</strong>
        <span>
          {' '}
          le <time dateTime={entry.whenIso}>{entry.when}</time> par {entry.who}
        </span>
      </p>
      {entry.changes.length > 0 ? (
        entry.valuesKept ? (
          <dl className="change-history__changes">
            {entry.changes.map((change) => (
              <div key={change.field} className="change-history__change">
                <dt>{change.label}</dt>
                {change.before !== null ? (
                  <dd>
                    <span className="change-history__tag">Avant</span> <del>{change.before}</del>
                  </dd>
                ) : null}
                {change.after !== null ? (
                  <dd>
                    <span className="change-history__tag">Après</span> <ins>{change.after}</ins>
                  </dd>
                ) : null}
              </div>
            ))}
          </dl>
        ) : (
          <p className="change-history__fields">
            Champs modifiés&nbsp;: {entry.changes.map((change) => change.label).join(', ')}{' '}
            <span className="muted">(valeurs non conservées&nbsp;: données personnelles)</span>
          </p>
        )
      ) : null}
      {entry.restorable ? <RestoreButton entry={entry} /> : null}
    </li>
  );
}

/**
 * « Restaurer cette version » with a confirmation, as « Supprimer » asks one: a dialog with JavaScript, a checkbox to
 * tick without it. The server restores only when the confirmation is sent (`confirm=oui`).
 */
function RestoreButton({ entry }: { entry: ChangeEntryView }) {
  return (
    <ConfirmRestore
      entryId={entry.id}
      label="Restaurer cette version"
      explanation={'Les valeurs «\u202fAvant\u202f» de cette modification.'}
      question={'Restaurer cette version\u202f?'}
      detail={`La fiche reprendra toutes les valeurs qu’elle avait juste avant la modification du ${entry.when}\u00a0: celles faites depuis seront remplacées. La restauration apparaîtra dans l’historique, et pourra elle-même être annulée.`}
    />
  );
}

/**
 * A restore's button and its confirmation: a dialog with JavaScript, a checkbox to tick without it. It posts
 * `intent=restore`, the entry and `confirm=oui` to the page's own action. Also used by « Éléments supprimés ».
 */
export function ConfirmRestore({
  entryId,
  label,
  explanation,
  question,
  detail,
}: {
  entryId: number;
  label: string;
  explanation: string;
  question: string;
  detail: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();
  return (
    <>
      <Form method="post" ref={form} className="change-history__restore">
        <input type="hidden" name="intent" value="restore" />
        <input type="hidden" name="entry" value={entryId} />
        <noscript>
          <label className="checkbox">
            <input type="checkbox" name="confirm" value="oui" required /> Confirmer
          </label>
        </noscript>
        <button
          type="submit"
          className="button button--quiet"
          aria-describedby={`${titleId}-quoi`}
          onClick={(event) => {
            event.preventDefault();
            dialog.current?.showModal();
          }}
        >
          {label}
        </button>
        <span id={`${titleId}-quoi`} className="muted">
          {explanation}
        </span>
      </Form>
      <dialog ref={dialog} className="admin-dialog" aria-labelledby={titleId}>
        <h2 id={titleId}>{question}</h2>
        <p>{detail}</p>
        <div className="admin-dialog__actions">
          <button type="button" className="button button--quiet" onClick={() => dialog.current?.close()}>
            Annuler
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              dialog.current?.close();
              const target = form.current;
              if (!target) return;
              const confirm = document.createElement('input');
              Object.assign(confirm, { type: 'hidden', name: 'confirm', value: 'oui' });
              target.append(confirm);
              target.requestSubmit();
              confirm.remove();
            }}
          >
            Restaurer
          </button>
        </div>
      </dialog>
    </>
  );
}
