/** The visitor's answer to the consent banner: measurement and detailed error reports, or neither. */
export type ConsentChoice = 'accepted' | 'refused';

/** Where the choice is kept: the browser's own storage, never a cookie (nothing is sent to any server, and the
 * shared page cache is not split by it). */
export const CONSENT_STORAGE_KEY = 'pretscope.consentement';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How long an answer holds before the banner asks again (CNIL, délibération 2020-091 and its recommendation):
 * consent for 13 months at most, and a refusal is remembered for 6 months, so that refusing is not asked again
 * on every visit either.
 */
export const CONSENT_VALIDITY_DAYS: Readonly<Record<ConsentChoice, number>> = { accepted: 395, refused: 182 };

interface StoredConsent {
  choice: ConsentChoice;
  /** When the visitor answered (ISO 8601). */
  at: string;
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

/**
 * The stored answer, or undefined when there is none, it is unreadable, or it is older than its validity (or
 * dated in the future: a clock set back must not make a choice last for ever). Storage that throws (disabled,
 * a private window of some browsers) reads as no answer.
 */
export function readConsent(storage: ReadableStorage | undefined, now: Date): ConsentChoice | undefined {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  let stored: Partial<StoredConsent>;
  try {
    stored = JSON.parse(raw) as Partial<StoredConsent>;
  } catch {
    return undefined;
  }
  if (stored?.choice !== 'accepted' && stored?.choice !== 'refused') return undefined;
  const at = typeof stored.at === 'string' ? Date.parse(stored.at) : NaN;
  const age = now.getTime() - at;
  if (!(age >= 0 && age <= CONSENT_VALIDITY_DAYS[stored.choice] * DAY_MS)) return undefined;
  return stored.choice;
}

/** Keeps the answer; false when the browser would not store it (it then holds for this page only). */
export function writeConsent(storage: WritableStorage | undefined, choice: ConsentChoice, now: Date): boolean {
  try {
    if (!storage) return false;
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ choice, at: now.toISOString() } satisfies StoredConsent));
    return true;
  } catch {
    return false;
  }
}

/** The page's localStorage, or undefined where reading the property itself throws (storage blocked). */
export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
