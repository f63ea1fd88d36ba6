import { parsePastedRows, pasteIntoGrid } from '@pretscope/core';
import { useEffect, useRef, useState, type ClipboardEvent } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { fieldId } from './form-fields.tsx';
import type { RateGridPanelData } from './rate-grid-panel.server.ts';

type GridResult =
  | {
      intent: string;
      ok: boolean;
      /** Refused because the grid changed since it was read (another editor's save). */
      stale?: boolean;
      message: string;
      errors?: Record<string, string>;
      gridValues?: Record<string, string>;
      /** With `stale`: the grid as it now is (the page's own data is not read again after a refused save). */
      grid?: RateGridPanelData;
    }
  | undefined;

/**
 * A product's current rates as an amount × duration grid (issue 22): each cell its latest observed rate, edited in
 * place; « Enregistrer » sends the whole grid and the server writes the changed cells as one dated batch. Without
 * JavaScript it is a plain form; with it, a paste from a spreadsheet fills the grid from the cell pasted into.
 */
export function RateGridPanel({ grid: read, productUrl }: { grid: RateGridPanelData; productUrl: string }) {
  const result = useActionData() as GridResult;
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const [changed, setChanged] = useState(0);
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'grid-save';
  const refused = result && !result.ok && result.intent === 'grid-save' ? result : undefined;
  const grid = refused?.grid ?? read;
  const errors = refused?.errors ?? {};
  const typed = refused?.gridValues;
  // After a save, the grid shows the new current rates (the inputs are made again from the loader's values).
  const version = `${grid.version}#${refused ? JSON.stringify(typed) : ''}`;

  const inputs = () =>
    grid.cells.map((row) => row.map((cell) => form.current?.elements.namedItem(`grille.${cell.key}`) as HTMLInputElement | null));

  /** Each cell whose value differs from the current rate is marked, and counted. */
  function markChanges() {
    let count = 0;
    grid.cells.forEach((row, i) =>
      row.forEach((cell, j) => {
        const input = inputs()[i]?.[j];
        if (!input) return;
        const differs = input.value.trim() !== cell.value;
        input.toggleAttribute('data-changed', differs);
        if (differs) count++;
      }),
    );
    setChanged(count);
  }

  // A new grid (saved, or refused and shown again): its marks and count are those of its own inputs.
  useEffect(markChanges, [version]);

  function onPaste(event: ClipboardEvent<HTMLInputElement>, row: number, column: number) {
    const text = event.clipboardData.getData('text/plain');
    // One value without a tab or a line break is an ordinary paste into the cell.
    if (!/[\t\n]/.test(text.replace(/\r?\n$/, ''))) return;
    event.preventDefault();
    const elements = inputs();
    const values = pasteIntoGrid(
      elements.map((cells) => cells.map((input) => input?.value ?? '')),
      parsePastedRows(text),
      row,
      column,
    );
    values.forEach((cells, i) =>
      cells.forEach((value, j) => {
        const input = elements[i]?.[j];
        if (input) input.value = value;
      }),
    );
    markChanges();
  }

  if (grid.amounts.length === 0 || grid.durations.length === 0)
    return (
      <section className="admin-panel" id="grille" aria-labelledby="grid-title" style={{ marginTop: 16 }}>
        <h2 id="grid-title">Grille des taux</h2>
        <p className="muted">
          Ce produit n’appartient à aucune catégorie dotée de montants et de durées&#x202f;: rattachez-le à une catégorie pour saisir sa
          grille. <a href="#taux">Voir l’historique des relevés</a>
        </p>
      </section>
    );

  return (
    <section className="admin-panel" id="grille" aria-labelledby="grid-title" style={{ marginTop: 16 }}>
      <div className="admin-page-head" style={{ marginBottom: 8 }}>
        <h2 id="grid-title" style={{ margin: 0 }}>
          Grille des taux
        </h2>
        <span style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
          <a href="#taux">Historique des relevés</a>
          <a href={`/_admin_/import-taux?retour=${encodeURIComponent(productUrl)}`}>Importer un CSV</a>
        </span>
      </div>
      <p className="muted">
        Le dernier taux relevé (en&nbsp;%) à chaque point de la grille de ses catégories, celui que le comparateur affiche. Modifiez les
        cellules ou collez un tableau depuis un tableur (il remplit la grille à partir de la cellule choisie, vers la droite et vers le
        bas)&#x202f;; seuls les taux modifiés sont enregistrés, tous à la même date.
      </p>
      <Form method="post" ref={form} key={version} preventScrollReset onInput={markChanges} className="rate-grid-form" noValidate>
        <input type="hidden" name="intent" value="grid-save" />
        <input type="hidden" name="grille-version" value={grid.version} />
        {refused?.stale ? (
          <p className="field-error" role="alert" data-grid-stale>
            {refused.message}
          </p>
        ) : null}
        <div className="admin-table-wrap">
          <table className="admin-table rate-grid">
            <caption>
              Taux par montant (lignes) et par durée (colonnes)
              {changed > 0 ? <span data-grid-changed> — {changed === 1 ? '1 taux modifié' : `${changed} taux modifiés`}</span> : null}
            </caption>
            <thead>
              <tr>
                <th scope="col">Montant</th>
                {grid.durations.map((duration) => (
                  <th scope="col" className="numeric" key={duration.key}>
                    {duration.label}
                    <span className="rate-grid__years">{duration.years}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {grid.amounts.map((amount, i) => (
                <tr key={amount.key}>
                  <th scope="row" className="numeric">
                    {amount.label}
                  </th>
                  {grid.durations.map((duration, j) => {
                    const cell = grid.cells[i]![j]!;
                    const name = `grille.${cell.key}`;
                    const error = errors[name];
                    const value = typed?.[cell.key] ?? cell.value;
                    return (
                      <td key={cell.key} className="numeric">
                        <input
                          id={fieldId(name)}
                          name={name}
                          defaultValue={value}
                          data-changed={value.trim() !== cell.value ? '' : undefined}
                          inputMode="decimal"
                          autoComplete="off"
                          aria-label={`Taux à ${amount.label} sur ${duration.label}`}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${fieldId(name)}-erreur` : undefined}
                          title={cell.day ? `Relevé du ${cell.day}` : 'Aucun relevé'}
                          onPaste={(event) => onPaste(event, i, j)}
                        />
                        {error ? (
                          <p className="field-error" id={`${fieldId(name)}-erreur`}>
                            {error}
                          </p>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="rate-grid__actions">
          <div className="field" data-invalid={errors['grille.date'] ? '' : undefined}>
            <label htmlFor={fieldId('grille.date')}>Date du relevé</label>
            <input
              id={fieldId('grille.date')}
              name="grille.date"
              type="date"
              defaultValue={typed?.date ?? grid.today}
              aria-invalid={errors['grille.date'] ? true : undefined}
            />
            {errors['grille.date'] ? <p className="field-error">{errors['grille.date']}</p> : null}
          </div>
          <button type="submit" className="button" disabled={saving}>
            {saving ? 'Enregistrement…' : 'Enregistrer les taux modifiés'}
          </button>
        </div>
      </Form>
    </section>
  );
}
