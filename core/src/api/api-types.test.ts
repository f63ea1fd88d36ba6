import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { apiTypeSchemas, apiTypes, isApiType } from './api-types.ts';

describe('apiTypes', () => {
  it('recognises the API’s type names only', () => {
    expect(isApiType('announcers')).toBe(true);
    expect(isApiType('batch_count')).toBe(true);
    expect(isApiType('advertisers')).toBe(false);
    expect(isApiType('toString')).toBe(false);
  });
});

describe('apiTypeSchemas', () => {
  it.each(apiTypes)('%s: a create and an update refuse unknown attributes', (type) => {
    const { input, patch } = apiTypeSchemas[type];
    for (const schema of [input, patch]) {
      const result = v.safeParse(schema, { notAnAttribute: 1 });
      expect(result.success).toBe(false);
      expect(result.issues?.map((issue) => issue.message)).toContain('Champ inconnu\u00a0: notAnAttribute.');
    }
  });

  it.each(apiTypes)('%s: an empty update is valid and changes nothing', (type) => {
    expect(v.safeParse(apiTypeSchemas[type].patch, {})).toEqual(expect.objectContaining({ success: true, output: {} }));
  });

  it.each(apiTypes)('%s: an empty create is refused with French messages', (type) => {
    const result = v.safeParse(apiTypeSchemas[type].input, {});
    expect(result.success).toBe(false);
    const messages = result.issues?.map((issue) => issue.message) ?? [];
    expect(messages).toContain('Ce champ est obligatoire.');
    // A reminder's target (a rate, a date, or both) is checked even while other fields are missing, as the form shows it.
    expect(messages.filter((message) => message !== 'Ce champ est obligatoire.')).toEqual(
      type === 'reminders' ? ['Indiquez un taux visé, une date de rappel, ou les deux.'] : [],
    );
  });
});
