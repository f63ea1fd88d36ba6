import { useEffect, useRef, useState, type RefObject } from 'react';
import { useBlocker } from 'react-router';

/**
 * Warns before leaving a form with unsaved changes: a dialog for a move within the back office (useBlocker), the
 * browser's own question when closing or reloading the tab (beforeunload). Sending the form is not leaving it.
 */
export function UnsavedChangesGuard({ form }: { form: RefObject<HTMLFormElement | null> }) {
  const [dirty, setDirty] = useState(false);
  const sending = useRef(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const onChange = () => setDirty(true);
    const onSubmit = () => {
      sending.current = true;
      setDirty(false);
    };
    element.addEventListener('input', onChange);
    element.addEventListener('change', onChange);
    element.addEventListener('submit', onSubmit);
    return () => {
      element.removeEventListener('input', onChange);
      element.removeEventListener('change', onChange);
      element.removeEventListener('submit', onSubmit);
    };
  }, [form]);

  useEffect(() => {
    if (!dirty) return;
    sending.current = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !sending.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (blocker.state === 'blocked' && !dialog.current?.open) dialog.current?.showModal();
    if (blocker.state !== 'blocked' && dialog.current?.open) dialog.current.close();
  }, [blocker.state]);

  return (
    <dialog
      ref={dialog}
      className="admin-dialog"
      aria-labelledby="unsaved-title"
      onCancel={() => blocker.state === 'blocked' && blocker.reset()}
    >
      <h2 id="unsaved-title">Modifications non enregistrées</h2>
      <p>Vous avez modifié ce formulaire sans l’enregistrer. Quitter cette page perdra ces modifications.</p>
      <div className="admin-dialog__actions">
        <button type="button" className="button button--quiet" onClick={() => blocker.state === 'blocked' && blocker.reset()}>
          Rester sur la page
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            setDirty(false);
            if (blocker.state === 'blocked') blocker.proceed();
          }}
        >
          Quitter sans enregistrer
        </button>
      </div>
    </dialog>
  );
}
