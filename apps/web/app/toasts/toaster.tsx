import { useAtomValue, useSetAtom } from 'jotai/react';
import type { KeyboardEvent } from 'react';
import { dismissToastAtom, toastsAtom, type Toast } from './toast-store.ts';

const TYPE_LABELS: Readonly<Record<Toast['type'], string>> = {
  success: 'Succès',
  error: 'Erreur',
  warning: 'Attention',
  info: 'Information',
  default: 'Notification',
};

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDismiss(toast.id);
  };
  return (
    <div className={`toast toast--${toast.type}`} data-toast-type={toast.type} onKeyDown={closeOnEscape}>
      <span className="visually-hidden">{TYPE_LABELS[toast.type]}&nbsp;: </span>
      <span className="toast__message">{toast.message}</span>
      <button type="button" className="toast__close" aria-label="Fermer la notification" onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * The toasts, bottom-centre (spec §9). Two live regions that are always in the page, so that screen readers
 * announce what appears in them: errors in an assertive `alert`, the others in a polite `status`. Each toast has
 * a close button (reachable with Tab) and closes with Escape while focus is in it.
 */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  const errors = toasts.filter((toast) => toast.type === 'error');
  const others = toasts.filter((toast) => toast.type !== 'error');
  return (
    <div className="toaster">
      <div className="toaster__region" role="alert">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
      <div className="toaster__region" role="status">
        {others.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </div>
  );
}
