import { describe, expect, it } from 'vitest';
import { rateCsvRecords } from './rate-csv.server.ts';

describe('rateCsvRecords', () => {
  it('reads a French spreadsheet’s CSV: its delimiter, a BOM, trimmed cells, blank lines skipped, each record’s line', () => {
    expect(rateCsvRecords('\uFEFFproduit;montant;durée;taux;date\r\n\r\n 1 ;200000;240;3,45;2026-01-01\r\n')).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ['produit', 'montant', 'durée', 'taux', 'date'] },
        { line: 3, cells: ['1', '200000', '240', '3,45', '2026-01-01'] },
      ],
    });
  });

  it('says in French why a file is not CSV, with its line', () => {
    expect(rateCsvRecords('produit;montant\n"1;2\n')).toEqual({
      ok: false,
      message: expect.stringMatching(/^Ce fichier n’est pas un CSV valide \(ligne \d+\)\u00a0: un guillemet ouvert n’est jamais fermé\.$/),
    });
  });
});
