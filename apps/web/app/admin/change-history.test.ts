import { describe, expect, it } from 'vitest';
import { changeEntryView, formatHistoryValue, historyFieldLabel } from './change-history.ts';
import { FORM_DEFINITIONS } from './form-definitions.ts';

describe('the history of changes as the edit screen shows it', () => {
  it('writes values in French: numbers, yes and no, empty, lists, and cuts long texts', () => {
    expect(formatHistoryValue(3.45)).toBe('3,45');
    expect(formatHistoryValue(250000)).toBe('250\u202f000');
    expect(formatHistoryValue(true)).toBe('oui');
    expect(formatHistoryValue(false)).toBe('non');
    expect(formatHistoryValue(null)).toBe('(vide)');
    expect(formatHistoryValue('')).toBe('(vide)');
    expect(formatHistoryValue([1, 2])).toBe('[1,2]');
    expect(formatHistoryValue('a'.repeat(200))).toBe(`${'a'.repeat(160)}…`);
  });

  it('names a field by the form’s label, a nested one by its parts’ labels', () => {
    const categories = FORM_DEFINITIONS.categories;
    expect(historyFieldLabel(categories, 'name')).toBe('Nom');
    expect(historyFieldLabel(categories, 'config')).toContain('Montants proposés');
    expect(historyFieldLabel(categories, 'inconnu')).toBe('inconnu');
    // A product's title follows its name: no field of its own, a label all the same.
    expect(historyFieldLabel(FORM_DEFINITIONS.products, 'title')).toBe('Titre de la page');
  });

  it('dates an entry in Luxembourg’s time, says who, and offers a restore only where allowed', () => {
    const entry = {
      id: 4,
      resourceType: 'products' as const,
      resourceId: 7,
      action: 'update' as const,
      actor: { userId: 3, email: 'claire@pretscope.example', name: 'Claire Weber' },
      at: new Date('2027-03-01T22:30:00Z'),
      previous: { name: 'Avant', modifiedAt: '2027-01-01' },
      next: { name: 'Après', modifiedAt: '2027-03-01' },
      changedFields: ['name'],
      restoredFrom: null,
      parent: null,
    };
    const view = changeEntryView(FORM_DEFINITIONS.products, entry, true);
    expect(view).toMatchObject({
      actionLabel: 'Modification',
      who: 'Claire Weber (claire@pretscope.example)',
      when: '1 mars 2027 à 23:30',
      changes: [{ field: 'name', label: 'Nom', before: 'Avant', after: 'Après' }],
      valuesKept: true,
      restorable: true,
    });
    expect(changeEntryView(FORM_DEFINITIONS.products, entry, false).restorable).toBe(false);
    expect(changeEntryView(FORM_DEFINITIONS.products, { ...entry, action: 'create', previous: null }, true).restorable).toBe(false);
    const lead = changeEntryView(
      FORM_DEFINITIONS.leads,
      { ...entry, resourceType: 'leads', previous: null, next: null, changedFields: ['status'] },
      false,
    );
    expect(lead).toMatchObject({ valuesKept: false, changes: [{ field: 'status', before: null, after: null }] });
    // A rate observation's change, on its product's screen: named as such, its own labels, not restorable from there.
    const observation = changeEntryView(
      FORM_DEFINITIONS.products,
      {
        ...entry,
        resourceType: 'loans',
        resourceId: 40,
        previous: { rate: 3.11 },
        next: { rate: 3.26 },
        changedFields: ['rate'],
        parent: { type: 'products', id: 7 },
      },
      true,
      'products',
    );
    expect(observation).toMatchObject({
      actionLabel: 'Modification d’un relevé de taux (n°\u00a040)',
      changes: [{ label: 'Taux (%)', before: '3,11', after: '3,26' }],
      restorable: false,
    });

    // A batch of rates (a grid save, an import): its days, source and count, each point before and after; never restored.
    const batch = changeEntryView(
      FORM_DEFINITIONS.products,
      {
        ...entry,
        action: 'rates',
        previous: { '100000x120': 3.1, '200000x240': null, '250000x240': 3 },
        next: {
          '100000x120': 3.25,
          '200000x240': 3.4,
          '250000x240': 3,
          source: 'import',
          firstDay: '2027-02-27',
          lastDay: '2027-03-01',
          observations: 4,
        },
        changedFields: ['100000x120', '200000x240'],
      },
      true,
    );
    expect(batch).toMatchObject({
      actionLabel: 'Relevés de taux du 27/02/2027 au 01/03/2027 (import CSV, 4 relevés)',
      changes: [
        { label: '100\u202f000\u00a0€ sur 120\u00a0mois', before: '3,1\u00a0%', after: '3,25\u00a0%' },
        { label: '200\u202f000\u00a0€ sur 240\u00a0mois', before: '(aucun)', after: '3,4\u00a0%' },
      ],
      valuesKept: true,
      restorable: false,
    });
  });
});
