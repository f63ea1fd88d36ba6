import { atom, type Getter, type Setter } from 'jotai/vanilla';

/** Spec §8: the five kinds of toast. */
export const TOAST_TYPES = ['success', 'error', 'warning', 'info', 'default'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** Spec §9: toasts close themselves after 5 s; error toasts stay until the visitor dismisses them (§8). */
export const TOAST_DURATION_MS = 5000;
/** The spec leaves the maximum open; five keep the bottom of a phone screen readable. */
export const MAX_TOASTS = 5;

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

export interface ToastInput {
  type?: ToastType;
  message: string;
}

type Timer = ReturnType<typeof setTimeout>;

// The state lives in atoms, hence in the store of the Provider that renders them: one store per request on the
// server, one per page in the browser, never a module-level list shared between visitors.
const listAtom = atom<readonly Toast[]>([]);
const nextIdAtom = atom(1);
const timersAtom = atom<ReadonlyMap<number, Timer>>(new Map());

/** The toasts on screen, oldest first. */
export const toastsAtom = atom((get) => get(listAtom));

function stopTimer(get: Getter, set: Setter, id: number): void {
  const timers = get(timersAtom);
  const timer = timers.get(id);
  if (timer === undefined) return;
  clearTimeout(timer);
  const rest = new Map(timers);
  rest.delete(id);
  set(timersAtom, rest);
}

/** (Re)starts a toast's countdown; an error toast has none. */
function startTimer(get: Getter, set: Setter, toast: Toast): void {
  stopTimer(get, set, toast.id);
  if (toast.type === 'error') return;
  const timer = setTimeout(() => set(dismissToastAtom, toast.id), TOAST_DURATION_MS);
  set(timersAtom, new Map(get(timersAtom)).set(toast.id, timer));
}

/**
 * Shows a toast and answers its id. The same message of the same type already on screen is not repeated (a
 * visitor clicking twice gets one toast whose countdown starts again). Past MAX_TOASTS the oldest toast goes,
 * an error toast only when no other is left to drop.
 */
export const addToastAtom = atom(null, (get, set, input: ToastInput): number => {
  const type = input.type ?? 'default';
  const list = get(listAtom);
  const same = list.find((toast) => toast.type === type && toast.message === input.message);
  if (same) {
    startTimer(get, set, same);
    return same.id;
  }
  const id = get(nextIdAtom);
  set(nextIdAtom, id + 1);
  const toast: Toast = { id, type, message: input.message };
  let next = [...list, toast];
  while (next.length > MAX_TOASTS) {
    const dropped = next.find((candidate) => candidate.type !== 'error') ?? next[0]!;
    stopTimer(get, set, dropped.id);
    next = next.filter((candidate) => candidate !== dropped);
  }
  set(listAtom, next);
  startTimer(get, set, toast);
  return id;
});

/**
 * Changes a toast's message or type (a « copie en cours » turning into « lien copié »). Its countdown starts again
 * from 5 s, or stops if it became an error. An id no longer on screen is ignored.
 */
export const updateToastAtom = atom(null, (get, set, id: number, changes: Partial<ToastInput>): void => {
  const list = get(listAtom);
  const current = list.find((toast) => toast.id === id);
  if (!current) return;
  const updated: Toast = { id, type: changes.type ?? current.type, message: changes.message ?? current.message };
  set(
    listAtom,
    list.map((toast) => (toast.id === id ? updated : toast)),
  );
  startTimer(get, set, updated);
});

/** Closes one toast (its close button, or the end of its countdown). */
export const dismissToastAtom = atom(null, (get, set, id: number): void => {
  stopTimer(get, set, id);
  const list = get(listAtom);
  if (list.some((toast) => toast.id === id))
    set(
      listAtom,
      list.filter((toast) => toast.id !== id),
    );
});

/** Closes every toast. */
export const clearToastsAtom = atom(null, (get, set): void => {
  for (const timer of get(timersAtom).values()) clearTimeout(timer);
  set(timersAtom, new Map());
  set(listAtom, []);
});
