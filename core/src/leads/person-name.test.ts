import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { personName } from './person-name.ts';
import { issuesOf, parseValid } from '../fields/schema-issues.test-support.ts';

const firstName = personName('Le prénom');

describe('personName', () => {
  it('accepts names of the three markets and beyond', () => {
    for (const name of [
      'Marie-Claire',
      'Zoë',
      'Noémie',
      'O’Neil',
      'D’Artagnan',
      'J.-P.',
      'Jean Pierre',
      'Łukasz',
      'Schmit',
      'Nguyễn',
      'Ødegaard',
    ]) {
      expect(issuesOf(firstName, name), name).toEqual([]);
    }
  });

  it('trims the name', () => {
    expect(parseValid(firstName, '  Anne  ')).toBe('Anne');
  });

  it('refuses keyboard mashing, with one message', () => {
    for (const name of ['Jeannnnnne', 'Xkcdfgh', 'Aaaaaaa', 'Boooooob']) {
      expect(issuesOf(firstName, name), name).toEqual([': Ce nom semble mal saisi.']);
    }
  });

  it('accepts real surnames with long consonant runs', () => {
    for (const name of ['Rothschild', 'Deutschmann', 'Hirschberg', 'Schwarzschild']) {
      expect(issuesOf(firstName, name), name).toEqual([]);
    }
  });

  it('refuses digits and symbols', () => {
    expect(issuesOf(firstName, 'Anne2')).toEqual([
      ': Le prénom ne peut contenir que des lettres, des espaces, des apostrophes, des points et des tirets.',
    ]);
    expect(issuesOf(firstName, '<script>')).toHaveLength(1);
  });

  it('says only that the name is missing when it is', () => {
    expect(issuesOf(firstName, '  ')).toEqual([': Le prénom est obligatoire.']);
  });

  it('accepts names made of ordinary syllables', () => {
    const syllable = fc.tuple(
      fc.constantFrom('b', 'ch', 'd', 'l', 'm', 'n', 'r', 's', 't', 'v'),
      fc.constantFrom('a', 'e', 'i', 'o', 'u', 'é', 'ou'),
    );
    const name = fc.array(syllable, { minLength: 1, maxLength: 5 }).map((syllables) => {
      const text = syllables.map(([consonant, vowel]) => consonant + vowel).join('');
      return text[0]!.toUpperCase() + text.slice(1);
    });
    fc.assert(
      fc.property(name, (generated) => {
        expect(issuesOf(firstName, generated)).toEqual([]);
      }),
    );
  });
});
