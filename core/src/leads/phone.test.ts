import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlausiblePhone, phoneSchema } from './phone.ts';
import { issuesOf, parseValid } from '../fields/schema-issues.test-support.ts';

describe('isPlausiblePhone', () => {
  it('accepts the usual writings of Luxembourg, Belgian and French numbers', () => {
    for (const phone of [
      '+352\u202f621\u202f123\u202f456',
      '+352 26 12 34',
      '00352 621123456',
      '621\u202f123\u202f456',
      '+32\u202f470 12 34 56',
      '+32 2\u202f123 45 67',
      '0470/12.34.56',
      '02\u202f123 45 67',
      '+33 6 12 34 56 78',
      '+33 (0)6 12 34 56 78',
      '+33 06 12 34 56 78',
      '0033 6 12 34 56 78',
      '06.12.34.56.78',
      '+49 30 1234567',
    ]) {
      expect(isPlausiblePhone(phone), phone).toBe(true);
    }
  });

  it('refuses numbers of the wrong length or shape', () => {
    for (const phone of [
      '+33 6 12 34 56',
      '+33 6 12 34 56\u202f789',
      '+32 47',
      '06 12',
      '12',
      'téléphone',
      '+',
      '+352',
      '0 6 1',
      '+0\u202f123\u202f456\u202f789',
    ]) {
      expect(isPlausiblePhone(phone), phone).toBe(false);
    }
  });

  it('accepts a valid French number however it is spaced', () => {
    const separators = fc.array(fc.constantFrom('', ' ', '.', '-'), { minLength: 9, maxLength: 9 });
    const digits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), digits, separators, (first, rest, seps) => {
        const national = ['0', String(first), ...rest.map(String)];
        const written = national.map((digit, index) => digit + (seps[index] ?? '')).join('');
        expect(isPlausiblePhone(written)).toBe(true);
        expect(isPlausiblePhone(`+33 ${written.slice(1)}`)).toBe(true);
      }),
    );
  });
});

describe('phoneSchema', () => {
  it('keeps the number as typed, trimmed', () => {
    expect(parseValid(phoneSchema, ' +352\u202f621\u202f123\u202f456 ')).toBe('+352\u202f621\u202f123\u202f456');
  });

  it('explains what is expected', () => {
    expect(issuesOf(phoneSchema, '123')).toEqual([
      ': Numéro de téléphone invalide\u00a0: indiquez par exemple +352\u202f621\u202f123\u202f456, +32\u202f470 12 34 56 ou 06 12 34 56 78.',
    ]);
  });
});
