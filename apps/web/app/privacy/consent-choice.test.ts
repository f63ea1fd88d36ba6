import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, CONSENT_VALIDITY_DAYS, readConsent, writeConsent } from './consent-choice.ts';

/** An in-memory Storage with the two methods the module uses. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

const NOW = new Date('2026-11-24T10:00:00Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

describe('the stored consent choice', () => {
  it('is absent until the visitor answers, then reads back as given', () => {
    const storage = memoryStorage();
    expect(readConsent(storage, NOW)).toBeUndefined();
    expect(writeConsent(storage, 'refused', NOW)).toBe(true);
    expect(readConsent(storage, NOW)).toBe('refused');
    expect(writeConsent(storage, 'accepted', NOW)).toBe(true);
    expect(readConsent(storage, NOW)).toBe('accepted');
    expect(JSON.parse(storage.items.get(CONSENT_STORAGE_KEY) ?? '')).toEqual({ choice: 'accepted', at: '2026-11-24T10:00:00.000Z' });
  });

  it('holds 13 months for a consent and 6 months for a refusal, then the banner asks again', () => {
    for (const choice of ['accepted', 'refused'] as const) {
      const storage = memoryStorage();
      const days = CONSENT_VALIDITY_DAYS[choice];
      writeConsent(storage, choice, daysBefore(days));
      expect(readConsent(storage, NOW), `${choice} on its last day`).toBe(choice);
      writeConsent(storage, choice, daysBefore(days + 1));
      expect(readConsent(storage, NOW), `${choice} a day later`).toBeUndefined();
    }
    expect(CONSENT_VALIDITY_DAYS.accepted).toBeLessThanOrEqual(396);
    expect(CONSENT_VALIDITY_DAYS.refused).toBeLessThan(CONSENT_VALIDITY_DAYS.accepted);
  });

  it('ignores a choice dated in the future, or anything unreadable', () => {
    const future = memoryStorage();
    writeConsent(future, 'accepted', new Date(NOW.getTime() + 60_000));
    expect(readConsent(future, NOW)).toBeUndefined();
    for (const raw of [
      'oui',
      '{}',
      '{"choice":"peut-être","at":"2026-11-24T10:00:00Z"}',
      '{"choice":"accepted"}',
      '{"choice":"accepted","at":"hier"}',
      'null',
    ]) {
      expect(readConsent(memoryStorage({ [CONSENT_STORAGE_KEY]: raw }), NOW), raw).toBeUndefined();
    }
  });

  it('reads as no answer, and says it could not keep one, when the browser blocks storage', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('refusé', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('plein', 'QuotaExceededError');
      },
    };
    expect(readConsent(blocked, NOW)).toBeUndefined();
    expect(writeConsent(blocked, 'accepted', NOW)).toBe(false);
    expect(readConsent(undefined, NOW)).toBeUndefined();
    expect(writeConsent(undefined, 'accepted', NOW)).toBe(false);
  });
});
