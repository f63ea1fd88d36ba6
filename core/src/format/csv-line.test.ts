import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvLine, toCsvText, toExportCell } from './csv-line.ts';

describe('csvLine', () => {
  it('writes plain fields as they are and ends the record with CRLF', () => {
    expect(csvLine(['1', 'Prêt hypothécaire', '3.45'])).toBe('1,Prêt hypothécaire,3.45\r\n');
    expect(csvLine([])).toBe('\r\n');
  });

  it('quotes fields holding the delimiter, quotes, line breaks or edge spaces, doubling the quotes', () => {
    expect(csvLine(['a,b', 'dit "oui"', 'deux\nlignes', ' espace'])).toBe('"a,b","dit ""oui""","deux\nlignes"," espace"\r\n');
    expect(csvLine(['a;b', 'a,b'], ';')).toBe('"a;b";a,b\r\n');
  });

  it('is read back exactly by a standard CSV parser, whatever the text (property)', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'é', ',', ';', '"', '\n', '\r', ' ', '\t', '€', '’', 'x') });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 6 }), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(',', ';'),
        (rows, delimiter) => {
          const width = rows[0]?.length ?? 0;
          const table = rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ''));
          const text = table.map((row) => csvLine(row, delimiter)).join('');
          expect(parse(text, { delimiter, relax_column_count: false })).toEqual(table);
        },
      ),
    );
  });
});

describe('toExportCell', () => {
  it('keeps numbers and booleans, writes dates as ISO instants, lists joined, objects as JSON, nothing as empty', () => {
    expect(toExportCell(3.45)).toBe(3.45);
    expect(toExportCell(false)).toBe(false);
    expect(toExportCell(new Date(Date.UTC(2025, 2, 31)))).toBe('2025-03-31T00:00:00.000Z');
    expect(toExportCell(['admin', 'editor'])).toBe('admin, editor');
    expect(toExportCell({ amounts: [1, 2] })).toBe('{"amounts":[1,2]}');
    expect(toExportCell([{ a: 1 }])).toBe('[{"a":1}]');
    expect(toExportCell(null)).toBe('');
    expect(toExportCell(undefined)).toBe('');
  });
});

describe('toCsvText', () => {
  it('defuses text a spreadsheet would run as a formula, and leaves numbers alone', () => {
    expect(toCsvText('=HYPERLINK("http://evil.example","clic")')).toBe('\'=HYPERLINK("http://evil.example","clic")');
    for (const start of ['+', '-', '@', '\t', '\r']) expect(toCsvText(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(toCsvText(-2.5)).toBe('-2.5');
    expect(toCsvText('Jean-Pierre')).toBe('Jean-Pierre');
    expect(toCsvText(true)).toBe('true');
    expect(toCsvText(null)).toBe('');
  });
});
