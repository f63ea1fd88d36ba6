import { compareFrench, MAX_PAGE_LIMIT, type ApiType, type ResourceStore } from '@pretscope/core';
import { fieldsOf, type FieldOption, type FormDefinition } from './form-definitions.ts';

/** Enough for any real directory; a picker with more choices than this would need a search instead. */
export const MAX_CHOICES = 2_000;

export interface RecordChoices {
  options: FieldOption[];
  /** False when the type holds more records than the choices show (past `max`): the screen says so. */
  complete: boolean;
}

/**
 * The records of a type as choices by name, read a store page at a time (a page holds at most MAX_PAGE_LIMIT), so a
 * directory of 150 advertisers offers all 150. The selected record stays a choice even when the filter or the cap
 * leaves it out, so that a bookmarked filter still shows what it filters by; a record that no longer exists is
 * shown by its number.
 */
export async function recordChoices(
  resources: ResourceStore,
  type: ApiType,
  nameField: string,
  {
    filter = {},
    selected,
    max = MAX_CHOICES,
    valueField,
  }: { filter?: Record<string, string[]>; selected?: number; max?: number; valueField?: string } = {},
): Promise<RecordChoices> {
  const options: FieldOption[] = [];
  let total = 0;
  for (let offset = 0; offset < max; offset += MAX_PAGE_LIMIT) {
    const page = await resources.list({
      type,
      filter,
      sort: [{ field: nameField, direction: 'asc' }],
      page: { offset, limit: Math.min(MAX_PAGE_LIMIT, max - offset) },
      include: [],
      fields: { [type]: valueField ? [nameField, valueField] : [nameField] },
    });
    // The query is built here from the definitions: a refusal is a mistake in them, not something to hide.
    if (!page.ok) throw new Error(`choices of ${type} by ${nameField}: ${JSON.stringify(page.error)}`);
    total = page.value.count;
    options.push(
      ...page.value.records.map((record) => ({
        value: valueField ? String(record.attributes[valueField]) : String(record.id),
        label: String(record.attributes[nameField] ?? `n° ${record.id}`),
      })),
    );
    if (options.length >= total || page.value.records.length === 0) break;
  }
  // In French order (« Épargne » among the E's), whatever the database's collation sorted by.
  options.sort((a, b) => compareFrench(a.label, b.label));
  if (selected !== undefined && !options.some((option) => option.value === String(selected))) {
    const record = await resources.get(type, selected);
    options.unshift({
      value: String(selected),
      label: record.ok ? String(record.value.record.attributes[nameField] ?? `n° ${selected}`) : `n° ${selected} (introuvable)`,
    });
  }
  return { options, complete: total <= max };
}

/** The records a relation field picks from, by name; the current value stays a choice even outside the filter. */
export async function relationChoices(
  resources: ResourceStore,
  definition: FormDefinition,
  current: Record<string, unknown>,
): Promise<Record<string, FieldOption[]>> {
  const choices: Record<string, FieldOption[]> = {};
  for (const field of fieldsOf(definition)) {
    if ((field.kind !== 'relation' && field.kind !== 'relations') || !field.relation) continue;
    const { type, nameField, filter, valueField } = field.relation;
    const selected = current[field.name];
    if (valueField) {
      const { options } = await recordChoices(resources, type, nameField, { filter, valueField });
      // A value from before the list (or of a record since removed) stays shown, said to be outside it.
      if (typeof selected === 'string' && selected !== '' && !options.some((option) => option.value === selected))
        options.unshift({ value: selected, label: `${selected} (hors liste)` });
      choices[field.name] = options;
      continue;
    }
    choices[field.name] = (
      await recordChoices(resources, type, nameField, { filter, ...(typeof selected === 'number' ? { selected } : {}) })
    ).options;
  }
  return choices;
}
