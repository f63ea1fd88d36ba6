import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildRateGrid,
  formatGridRate,
  parseGridRate,
  parsePastedRows,
  parseRateGridBatch,
  pasteIntoGrid,
  rateGridAxes,
  rateGridKey,
  type GridObservation,
  type RateGrid,
} from './rate-grid.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

/** Rates as editors type them: 0 to 100 % with at most four decimals. */
const rateArbitrary = fc.integer({ min: 0, max: 1_000_000 }).map((tenThousandths) => tenThousandths / 10_000);

describe('rateGridAxes', () => {
  it('joins the categories’ amounts and durations, ascending and each once, leaving out what is not a point', () => {
    expect(
      rateGridAxes([
        { amounts: [200_000, 100_000], durations: [240, 120] },
        { amounts: [100_000, 300_000, 'x', -5], durations: [300, 240] },
        {},
      ]),
    ).toEqual({ amounts: [100_000, 200_000, 300_000], durations: [120, 240, 300] });
  });
});

describe('buildRateGrid', () => {
  it('puts the latest observation of each point in its cell, rows by amount and columns by duration', () => {
    const grid = buildRateGrid({ amounts: [100_000, 200_000], durations: [120, 240] }, [
      { amount: 100_000, duration: 120, rate: 3.1, observedAt: day('2026-01-01') },
      { amount: 100_000, duration: 120, rate: 3.3, observedAt: day('2026-02-01') },
      { amount: 200_000, duration: 240, rate: 3.6, observedAt: day('2026-02-01') },
      { amount: 500_000, duration: 240, rate: 9.9, observedAt: day('2026-02-01') },
    ]);
    expect(grid.rows.map((row) => row.map((cell) => cell.rate))).toEqual([
      [3.3, null],
      [null, 3.6],
    ]);
    expect(grid.rows[0]?.[0]).toEqual({ amount: 100_000, duration: 120, rate: 3.3, observedAt: day('2026-02-01') });
  });
});

describe('formatGridRate and parseGridRate', () => {
  it('write French decimals and read commas, dots, a unit and blanks', () => {
    expect(formatGridRate(3.45)).toBe('3,45');
    expect(formatGridRate(12)).toBe('12');
    expect(formatGridRate(1e-7)).toBe('0,0000001');
    expect(parseGridRate('3,45')).toEqual({ ok: true, value: 3.45 });
    expect(parseGridRate(' 3.45 ')).toEqual({ ok: true, value: 3.45 });
    expect(parseGridRate('3,45 %')).toEqual({ ok: true, value: 3.45 });
    expect(parseGridRate('  ')).toEqual({ ok: true, value: null });
  });

  it('refuse what is not a rate with a French reason', () => {
    expect(parseGridRate('abc')).toEqual({
      ok: false,
      error: { type: 'grid/invalid-rate', message: '«\u202fabc\u202f» n’est pas un taux\u00a0: écrivez un nombre comme 3,45.' },
    });
    expect(parseGridRate('3,4,5').ok).toBe(false);
    expect(parseGridRate('150')).toEqual({
      ok: false,
      error: { type: 'grid/invalid-rate', message: 'Le taux doit être compris entre 0 et 100\u00a0%.' },
    });
    expect(parseGridRate('-1').ok).toBe(false);
  });

  it('properties: a formatted rate reads back to itself, with a comma or a dot', () => {
    fc.assert(
      fc.property(rateArbitrary, (rate) => {
        const text = formatGridRate(rate);
        expect(text).not.toContain('.');
        expect(parseGridRate(text)).toEqual({ ok: true, value: rate });
        expect(parseGridRate(text.replace(',', '.'))).toEqual({ ok: true, value: rate });
      }),
    );
  });
});

describe('parseRateGridBatch', () => {
  const grid = buildRateGrid({ amounts: [100_000, 200_000], durations: [120, 240] }, [
    { amount: 100_000, duration: 120, rate: 3.1, observedAt: day('2026-02-01') },
    { amount: 200_000, duration: 240, rate: 3.6, observedAt: day('2026-03-01') },
  ]);

  it('makes one observation per changed cell, on the batch’s day; unchanged and blank new cells write nothing', () => {
    expect(
      parseRateGridBatch(
        grid,
        { '100000x120': '3,1', '100000x240': '3,25', '200000x120': '', '200000x240': '3.5', '999x1': '7' },
        '2026-03-10',
      ),
    ).toEqual({
      ok: true,
      value: {
        createdAt: day('2026-03-10'),
        observations: [
          { amount: 100_000, duration: 240, rate: 3.25 },
          { amount: 200_000, duration: 240, rate: 3.5 },
        ],
      },
    });
  });

  it('refuses the whole batch with a French reason per refused cell', () => {
    expect(
      parseRateGridBatch(grid, { '100000x120': '', '100000x240': 'x', '200000x120': '101', '200000x240': '3,4' }, '2026-03-10'),
    ).toEqual({
      ok: false,
      error: {
        type: 'grid/invalid',
        cells: {
          '100000x120': 'Saisissez un taux (actuel\u00a0: 3,1)\u00a0: un relevé se supprime dans l’historique.',
          '100000x240': '«\u202fx\u202f» n’est pas un taux\u00a0: écrivez un nombre comme 3,45.',
          '200000x120': 'Le taux doit être compris entre 0 et 100\u00a0%.',
        },
      },
    });
  });

  it('refuses a missing day, and a day before the latest observation of a changed cell', () => {
    expect(parseRateGridBatch(grid, {}, '')).toEqual({
      ok: false,
      error: { type: 'grid/invalid', cells: {}, date: 'La date du relevé est obligatoire.' },
    });
    expect(parseRateGridBatch(grid, { '200000x240': '3,4' }, '2026-02-15')).toEqual({
      ok: false,
      error: { type: 'grid/invalid', cells: {}, date: 'La date ne peut précéder le dernier relevé d’un taux modifié (01/03/2026).' },
    });
    // An unchanged cell says nothing about the day.
    expect(parseRateGridBatch(grid, { '200000x240': '3,6', '100000x240': '4' }, '2026-02-15').ok).toBe(true);
  });

  it('properties: a saved batch read back gives the grid typed, and saving it again writes nothing', () => {
    const axes = { amounts: [50_000, 100_000, 200_000], durations: [60, 120, 240, 300] };
    const cellArbitrary = fc.option(rateArbitrary, { nil: null });
    const gridValues = fc.array(fc.array(cellArbitrary, { minLength: 4, maxLength: 4 }), { minLength: 3, maxLength: 3 });
    fc.assert(
      fc.property(gridValues, gridValues, (before, typed) => {
        const observations: GridObservation[] = [];
        before.forEach((row, i) =>
          row.forEach((rate, j) => {
            if (rate !== null)
              observations.push({ amount: axes.amounts[i]!, duration: axes.durations[j]!, rate, observedAt: day('2026-01-01') });
          }),
        );
        const grid = buildRateGrid(axes, observations);
        // The editor keeps the current rate where they type nothing.
        const entries: Record<string, string> = {};
        const expected = typed.map((row, i) => row.map((rate, j) => rate ?? before[i]![j]!));
        expected.forEach((row, i) =>
          row.forEach((rate, j) => {
            entries[rateGridKey(axes.amounts[i]!, axes.durations[j]!)] = rate === null ? '' : formatGridRate(rate);
          }),
        );
        const batch = parseRateGridBatch(grid, entries, '2026-02-01');
        if (!batch.ok) throw new Error(JSON.stringify(batch.error));
        const changed = expected.flat().filter((rate, index) => rate !== before.flat()[index]).length;
        expect(batch.value.observations).toHaveLength(changed);
        const saved: RateGrid = buildRateGrid(axes, [
          ...observations,
          ...batch.value.observations.map((observation) => ({ ...observation, observedAt: batch.value.createdAt })),
        ]);
        expect(saved.rows.map((row) => row.map((cell) => cell.rate))).toEqual(expected);
        const again = parseRateGridBatch(saved, entries, '2026-02-01');
        expect(again.ok && again.value.observations).toEqual([]);
      }),
    );
  });
});

describe('parsePastedRows and pasteIntoGrid', () => {
  it('read a spreadsheet’s clipboard: lines of tab-separated cells, Windows line ends and the last line break left out', () => {
    expect(parsePastedRows('3,1\t3,2\r\n3,3\t3,4\r\n')).toEqual([
      ['3,1', '3,2'],
      ['3,3', '3,4'],
    ]);
    expect(parsePastedRows('4,5')).toEqual([['4,5']]);
  });

  it('fill from the cell pasted into, right and down, dropping what falls outside', () => {
    const values = [
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
    ];
    expect(pasteIntoGrid(values, parsePastedRows('1\t2\t3\n4\t5\t6\n7\t8\t9'), 0, 1)).toEqual([
      ['a', '1', '2'],
      ['d', '4', '5'],
    ]);
  });

  it('properties: a paste of the whole grid at its first cell gives the paste, and a paste never changes the grid’s shape', () => {
    const text = fc.stringMatching(/^[0-9,.]{0,5}$/);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.array(text, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 8 }),
        fc.nat(7),
        fc.nat(7),
        (rows, columns, pasted, row, column) => {
          const values = Array.from({ length: rows }, () => Array.from({ length: columns }, () => 'x'));
          const result = pasteIntoGrid(values, pasted, row, column);
          expect(result.map((cells) => cells.length)).toEqual(values.map((cells) => cells.length));
          const whole = Array.from({ length: rows }, (_, i) => Array.from({ length: columns }, (_, j) => `${i}.${j}`));
          expect(pasteIntoGrid(values, whole, 0, 0)).toEqual(whole);
          expect(parsePastedRows(whole.map((cells) => cells.join('\t')).join('\n'))).toEqual(whole);
        },
      ),
    );
  });
});
