import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { requiredText } from './field-schemas.ts';
import { issuesOf } from './schema-issues.test-support.ts';
import { strictEntity } from './strict-entity.ts';

const schema = strictEntity({ name: requiredText('Le nom', 20), note: v.optional(v.string()) });

describe('strictEntity', () => {
  it('refuses an unknown attribute, naming it, instead of dropping it', () => {
    expect(issuesOf(schema, { name: 'Spuerkeess', colour: 'rouge' })).toEqual(['colour: Champ inconnu\u00a0: colour.']);
  });

  it('says a required field is missing', () => {
    expect(issuesOf(schema, {})).toEqual(['name: Ce champ est obligatoire.']);
  });

  it('refuses what is not an object', () => {
    expect(issuesOf(schema, 'Spuerkeess')).toEqual([': Un objet est attendu.']);
    expect(issuesOf(schema, null)).toEqual([': Un objet est attendu.']);
  });

  it('keeps the strictness through v.partial, which patches are built with', () => {
    const patch = v.partial(schema);
    expect(issuesOf(patch, {})).toEqual([]);
    expect(issuesOf(patch, { colour: 'rouge' })).toEqual(['colour: Champ inconnu\u00a0: colour.']);
  });
});
