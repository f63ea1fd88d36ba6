import { createStore } from 'jotai/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addToastAtom,
  clearToastsAtom,
  dismissToastAtom,
  MAX_TOASTS,
  TOAST_DURATION_MS,
  TOAST_TYPES,
  toastsAtom,
  updateToastAtom,
} from './toast-store.ts';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const messages = (store: ReturnType<typeof createStore>) => store.get(toastsAtom).map((toast) => `${toast.type}:${toast.message}`);

  it('adds toasts of every type, oldest first, with distinct ids; the type defaults to default', () => {
    const store = createStore();
    const ids = TOAST_TYPES.map((type) => store.set(addToastAtom, { type, message: `message ${type}` }));
    expect(new Set(ids).size).toBe(TOAST_TYPES.length);
    expect(store.get(toastsAtom).map((toast) => toast.type)).toEqual([...TOAST_TYPES]);
    const other = createStore();
    other.set(addToastAtom, { message: 'sans type' });
    expect(messages(other)).toEqual(['default:sans type']);
  });

  it('closes a success toast after exactly 5000 ms, and keeps an error toast until dismissed', () => {
    const store = createStore();
    store.set(addToastAtom, { type: 'success', message: 'Lien copié' });
    const error = store.set(addToastAtom, { type: 'error', message: 'Copie impossible' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(messages(store)).toEqual(['success:Lien copié', 'error:Copie impossible']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual(['error:Copie impossible']);
    vi.advanceTimersByTime(60 * TOAST_DURATION_MS);
    expect(messages(store)).toEqual(['error:Copie impossible']);
    store.set(dismissToastAtom, error);
    expect(messages(store)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('closes warning, info and default toasts on their own too', () => {
    const store = createStore();
    for (const type of ['warning', 'info', 'default'] as const) store.set(addToastAtom, { type, message: type });
    expect(store.get(toastsAtom)).toHaveLength(3);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(store.get(toastsAtom)).toHaveLength(0);
  });

  it('dismisses one toast and stops its countdown', () => {
    const store = createStore();
    const first = store.set(addToastAtom, { type: 'info', message: 'un' });
    store.set(addToastAtom, { type: 'info', message: 'deux' });
    store.set(dismissToastAtom, first);
    expect(messages(store)).toEqual(['info:deux']);
    expect(vi.getTimerCount()).toBe(1);
    store.set(dismissToastAtom, first);
    expect(messages(store)).toEqual(['info:deux']);
  });

  it('updates a toast: its message and type change, its countdown starts again or stops for an error', () => {
    const store = createStore();
    const id = store.set(addToastAtom, { type: 'info', message: 'Copie en cours…' });
    vi.advanceTimersByTime(4000);
    store.set(updateToastAtom, id, { type: 'success', message: 'Lien copié' });
    vi.advanceTimersByTime(4000);
    expect(messages(store)).toEqual(['success:Lien copié']);
    vi.advanceTimersByTime(1000);
    expect(messages(store)).toEqual([]);

    const other = store.set(addToastAtom, { type: 'info', message: 'Copie en cours…' });
    store.set(updateToastAtom, other, { type: 'error' });
    vi.advanceTimersByTime(10 * TOAST_DURATION_MS);
    expect(messages(store)).toEqual(['error:Copie en cours…']);
    store.set(updateToastAtom, other, { type: 'warning', message: 'Réessayez' });
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(messages(store)).toEqual([]);

    store.set(updateToastAtom, 9999, { message: 'fantôme' });
    expect(messages(store)).toEqual([]);
  });

  it('clears every toast and every countdown', () => {
    const store = createStore();
    store.set(addToastAtom, { type: 'success', message: 'a' });
    store.set(addToastAtom, { type: 'error', message: 'b' });
    store.set(clearToastsAtom);
    expect(store.get(toastsAtom)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not repeat a message already on screen: it restarts its countdown', () => {
    const store = createStore();
    const first = store.set(addToastAtom, { type: 'success', message: 'Lien copié' });
    vi.advanceTimersByTime(3000);
    const again = store.set(addToastAtom, { type: 'success', message: 'Lien copié' });
    expect(again).toBe(first);
    expect(store.get(toastsAtom)).toHaveLength(1);
    vi.advanceTimersByTime(3000);
    expect(store.get(toastsAtom)).toHaveLength(1);
    vi.advanceTimersByTime(2000);
    expect(store.get(toastsAtom)).toHaveLength(0);
    store.set(addToastAtom, { type: 'error', message: 'Lien copié' });
    store.set(addToastAtom, { type: 'success', message: 'Lien copié' });
    expect(store.get(toastsAtom)).toHaveLength(2);
  });

  it(`keeps at most ${MAX_TOASTS} toasts, dropping the oldest that is not an error`, () => {
    const store = createStore();
    store.set(addToastAtom, { type: 'error', message: 'erreur 1' });
    for (let index = 1; index <= MAX_TOASTS; index += 1) store.set(addToastAtom, { type: 'info', message: `info ${index}` });
    expect(messages(store)).toEqual(['error:erreur 1', 'info:info 2', 'info:info 3', 'info:info 4', 'info:info 5']);
    for (let index = 2; index <= MAX_TOASTS + 1; index += 1) store.set(addToastAtom, { type: 'error', message: `erreur ${index}` });
    expect(messages(store)).toEqual(['error:erreur 2', 'error:erreur 3', 'error:erreur 4', 'error:erreur 5', 'error:erreur 6']);
    // Every dropped toast's countdown went with it: only errors are left, and they have none.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps each store to itself: two visitors never see each other’s toasts', () => {
    const first = createStore();
    const second = createStore();
    first.set(addToastAtom, { type: 'success', message: 'pour le premier' });
    expect(second.get(toastsAtom)).toEqual([]);
    expect(second.set(addToastAtom, { message: 'pour le second' })).toBe(1);
  });
});
