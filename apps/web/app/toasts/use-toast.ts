import { useSetAtom } from 'jotai/react';
import { useMemo } from 'react';
import { addToastAtom, clearToastsAtom, dismissToastAtom, updateToastAtom } from './toast-store.ts';

/** The four toast actions (spec §4: added, updated, dismissed or cleared), for event handlers. */
export function useToast() {
  const add = useSetAtom(addToastAtom);
  const update = useSetAtom(updateToastAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  const clear = useSetAtom(clearToastsAtom);
  return useMemo(() => ({ add, update, dismiss, clear }), [add, update, dismiss, clear]);
}
