import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimalText, parseRateImportRow, readRateImportHeader, type RateImportHeader } from './rate-import-row.ts';

const header = (cells: string[]): RateImportHeader => {
  const read = readRateImportHeader(cells);
  if (!read.ok) throw new Error(read.error.missing.join());
  return read.value;
};
const standard = header(['product', 'amount', 'duration', 'rate', 'date']);

describe('readRateImportHeader', () => {
  it('finds the columns in any order, in English or French, whatever the case, a BOM or spaces', () => {
    expect(header(['\uFEFFTaux', ' Produit ', 'Montant', 'Durée', 'Date', 'note'])).toEqual({
      rate: 0,
      product: 1,
      amount: 2,
      duration: 3,
      date: 4,
    });
    expect(header(['product_id', 'AMOUNT', 'months', 'rate', 'observedAt'])).toEqual({
      product: 0,
      amount: 1,
      duration: 2,
      rate: 3,
      date: 4,
    });
  });

  it('names every missing column', () => {
    expect(readRateImportHeader(['product', 'taux'])).toEqual({
      ok: false,
      error: { type: 'import/missing-columns', missing: ['amount', 'duration', 'date'] },
    });
  });
});

describe('parseDecimalText', () => {
  it('reads numbers as French and English spreadsheets write them', () => {
    expect(parseDecimalText('3,45')).toBe(3.45);
    expect(parseDecimalText('3.45')).toBe(3.45);
    expect(parseDecimalText('250\u202f000')).toBe(250_000);
    expect(parseDecimalText('250\u202f000\u00a0€')).toBe(250_000);
    expect(parseDecimalText('3,45\u00a0%')).toBe(3.45);
    expect(parseDecimalText('-1')).toBe(-1);
  });

  it('is NaN for anything else', () => {
    for (const text of ['', 'abc', '3,4,5', '1e3', '3.', '0x10', '3 ,45', '--1', '25 00', '1 2345'])
      expect(parseDecimalText(text), text).toBeNaN();
  });

  it('reads back any number written with a comma or a point (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 99 }), fc.boolean(), (whole, cents, comma) => {
        const text = `${whole}${comma ? ',' : '.'}${String(cents).padStart(2, '0')}`;
        expect(parseDecimalText(text)).toBeCloseTo(whole + cents / 100, 6);
      }),
    );
  });
});

describe('parseRateImportRow', () => {
  it('reads a product id or slug, numbers with a comma, ISO or French dates, as midnight UTC', () => {
    expect(parseRateImportRow(['12', '250\u202f000', '240', '3,45', '2025-03-31'], standard)).toEqual({
      ok: true,
      value: { product: { id: 12 }, amount: 250_000, duration: 240, rate: 3.45, createdAt: new Date(Date.UTC(2025, 2, 31)) },
    });
    const bySlug = parseRateImportRow(['Banque-Pret-Fixe', '10000', '48', '4.5', '5/1/2025'], standard);
    expect(bySlug).toMatchObject({ ok: true, value: { product: { slug: 'banque-pret-fixe' }, createdAt: new Date(Date.UTC(2025, 0, 5)) } });
  });

  it('gives every problem of the line in French, with the text at fault', () => {
    const result = parseRateImportRow(['', 'beaucoup', '240,5', 'abc', '31/02/2025'], standard);
    expect(result).toEqual({
      ok: false,
      error: {
        type: 'import/invalid-row',
        reasons: [
          'Le produit est obligatoire.',
          'Le taux doit être un nombre. («\u202fabc\u202f»)',
          'Le montant doit être un nombre. («\u202fbeaucoup\u202f»)',
          'La durée doit être un nombre entier de mois. («\u202f240,5\u202f»)',
          'La date doit être une date valide (AAAA-MM-JJ). («\u202f31/02/2025\u202f»)',
        ],
      },
    });
  });

  it('requires the date and keeps the rules of the loan schema (rate within 0–100 %, positive amount)', () => {
    expect(parseRateImportRow(['1', '1000', '12', '3', ''], standard)).toEqual({
      ok: false,
      error: { type: 'import/invalid-row', reasons: ['La date est obligatoire.'] },
    });
    const reasons = (cells: string[]) => {
      const result = parseRateImportRow(cells, standard);
      return result.ok ? [] : result.error.reasons;
    };
    expect(reasons(['1', '1000', '12', '120', '2025-01-01'])).toEqual([
      'Le taux doit être compris entre 0 et 100\u00a0%. («\u202f120\u202f»)',
    ]);
    expect(reasons(['1', '-5', '12', '3', '2025-01-01'])).toEqual(['Le montant doit être supérieur à 0\u00a0€. («\u202f-5\u202f»)']);
    expect(reasons(['1', '1000', '12', '3'])).toEqual(['La date est obligatoire.']);
  });
});
