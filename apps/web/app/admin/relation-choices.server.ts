import { MAX_PAGE_LIMIT, type ResourceStore } from '@pretscope/core';
import { fieldsOf, type FieldOption, type FormDefinition } from './form-definitions.js';
import { recordsQuery } from './all-records-query.js';

/** Enough for any real directory; a picker with more choices than this would need a search instead. */
const MAX_CHOICES = 2_000;

/** The records a relation field picks from, by name; the current value stays a choice even outside the filter. */
export async function relationChoices(resources: ResourceStore, definition: FormDefinition, current: Record<string, unknown>): Promise<Record<string, FieldOption[]>> {
  const choices: Record<string, FieldOption[]> = {};
  for (const field of fieldsOf(definition)) {
    if ((field.kind !== 'relation' && field.kind !== 'relations') || !field.relation) continue;
    const { type, nameField, filter } = field.relation;
    const options: FieldOption[] = [];
    for (let offset = 0; offset < MAX_CHOICES; offset += MAX_PAGE_LIMIT) {
      const page = await resources.list(recordsQuery(type, { filter: filter ?? {}, sort: [{ field: nameField, direction: 'asc' }], limit: MAX_PAGE_LIMIT, offset }));
      if (!page.ok) break;
      options.push(...page.value.records.map((record) => ({ value: String(record.id), label: String(record.attributes[nameField] ?? `n° ${record.id}`) })));
      if (page.value.records.length < MAX_PAGE_LIMIT) break;
    }
    const selected = current[field.name];
    if (typeof selected === 'number' && !options.some((option) => option.value === String(selected))) {
      const record = await resources.get(type, selected);
      if (record.ok) options.unshift({ value: String(selected), label: String(record.value.record.attributes[nameField] ?? `n° ${selected}`) });
    }
    choices[field.name] = options;
  }
  return choices;
}
