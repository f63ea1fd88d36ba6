import { describe, expect, it } from 'vitest';
import { csvProblemMessage, rateImportDelimiter } from './rate-import-file.ts';

describe('rateImportDelimiter', () => {
  it('takes the delimiter the header line uses most: semicolon, tab or comma, a comma when there is none', () => {
    expect(rateImportDelimiter('\uFEFFproduit;montant;durée;taux;date\n1;2;3;4,5;6')).toBe(';');
    expect(rateImportDelimiter('product\tamount\tduration\trate\tdate\r\n')).toBe('\t');
    expect(rateImportDelimiter('product,amount,duration,rate,date')).toBe(',');
    expect(rateImportDelimiter('produit')).toBe(',');
    // Decimal commas below the header do not count.
    expect(rateImportDelimiter('produit;montant;durée;taux;date\n1,1,1,1,1,1,1,1')).toBe(';');
  });
});

describe('csvProblemMessage', () => {
  it('says in French what the CSV reader found, naming an unknown code', () => {
    expect(csvProblemMessage('CSV_QUOTE_NOT_CLOSED')).toBe('un guillemet ouvert n’est jamais fermé');
    expect(csvProblemMessage('CSV_SOMETHING_NEW')).toBe('format illisible (CSV_SOMETHING_NEW)');
  });
});
