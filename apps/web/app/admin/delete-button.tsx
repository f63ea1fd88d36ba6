import { useId, useRef } from 'react';
import { Form } from 'react-router';

/**
 * « Supprimer » with a confirmation. With JavaScript, a dialog asks; without it, the form shows a checkbox to tick
 * first. Either way the server deletes only when the confirmation is sent (`confirm=oui`).
 */
export function DeleteButton({
  what,
  disabled = false,
  intent = 'delete',
  hidden,
}: {
  what: string;
  disabled?: boolean;
  intent?: string;
  hidden?: Record<string, string>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // One per button: a product's screen has one for the product and one per rate observation.
  const titleId = useId();
  return (
    <>
      <Form method="post" ref={form} className="delete-form" style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <input type="hidden" name="intent" value={intent} />
        {Object.entries(hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <noscript>
          <label className="checkbox">
            <input type="checkbox" name="confirm" value="oui" required /> Confirmer
          </label>
        </noscript>
        <button
          type="submit"
          className="button button--danger"
          disabled={disabled}
          onClick={(event) => {
            event.preventDefault();
            dialog.current?.showModal();
          }}
        >
          Supprimer
        </button>
      </Form>
      <dialog ref={dialog} className="admin-dialog" aria-labelledby={titleId}>
        <h2 id={titleId}>Supprimer {what}&#x202f;?</h2>
        <p>Cette suppression est définitive.</p>
        <div className="admin-dialog__actions">
          <button type="button" className="button button--quiet" onClick={() => dialog.current?.close()}>
            Annuler
          </button>
          <button
            type="button"
            className="button button--danger"
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
            Supprimer définitivement
          </button>
        </div>
      </dialog>
    </>
  );
}
