import { describe, expect, it } from 'vitest';
import { leadsCsv, spreadsheetSafe } from './leads-csv.ts';

describe('leadsCsv', () => {
  it('writes one row per lead with French labels, a BOM, semicolons and quoted cells where needed', () => {
    const csv = leadsCsv([
      {
        id: 7,
        createdAt: new Date('2026-11-22T09:30:00Z'),
        kind: 'pret-hypothecaire',
        status: 'nouveau',
        firstName: 'Léa',
        lastName: 'Dupont',
        email: 'lea@example.org',
        phone: '+352 621 000 000',
        country: 'LUX',
        amount: 300000.5,
        duration: 300,
        message: 'Bonjour; "urgent"\nmerci',
        consent: { given: true, text: 'J’accepte.', version: '2026-11' },
      },
    ]);
    expect(
      csv.startsWith(
        '\uFEFFNuméro;Reçue le;Type;Statut;Prénom;Nom;E-mail;Téléphone;Pays;Montant (€);Durée (mois);Message;Consentement;Texte du consentement;Version du consentement\r\n',
      ),
    ).toBe(true);
    // A phone number starting with + is kept as text too: a spreadsheet would otherwise compute it.
    expect(csv.split('\r\n')[1]).toBe(
      '7;2026-11-22T09:30:00.000Z;Prêt hypothécaire;Nouveau;Léa;Dupont;lea@example.org;\'+352 621 000 000;LUX;300000,5;300;"Bonjour; ""urgent""\nmerci";oui;J’accepte.;2026-11',
    );
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(spreadsheetSafe('=HYPERLINK("http://evil")')).toBe('\'=HYPERLINK("http://evil")');
    expect(spreadsheetSafe('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(spreadsheetSafe('-2+3')).toBe("'-2+3");
    expect(spreadsheetSafe('Bonjour')).toBe('Bonjour');
    const row = leadsCsv([
      {
        id: 1,
        kind: 'contact',
        status: 'traite',
        firstName: '=1+1',
        lastName: 'X',
        email: 'x@example.org',
        message: '+33',
        consent: { given: false },
      },
    ]).split('\r\n')[1]!;
    expect(row.split(';')[4]).toBe("'=1+1");
    expect(row.split(';')[11]).toBe("'+33");
  });
});
