import { describe, expect, it } from 'vitest';
import { loggedErrorInputSchema } from './logged-error.ts';
import { issuesOf, parseValid } from '../fields/schema-issues.test-support.ts';

const input = { content: 'error : TypeError: x is undefined', url: '/pret-hypothecaire/simulation' };

describe('loggedErrorInputSchema', () => {
  it('files an error under the global sheet unless told otherwise (spec §8)', () => {
    expect(parseValid(loggedErrorInputSchema, input)).toEqual({ ...input, ip: null, sheet: 'global' });
  });

  it('keeps only the network of the visitor’s address', () => {
    expect(parseValid(loggedErrorInputSchema, { ...input, ip: '2a02:8109:9c0:1d00:8d2:3ee:1bb1:5b4c' }).ip).toBe('2a02:8109:9c0::');
    expect(issuesOf(loggedErrorInputSchema, { ...input, ip: '999.1.1.1' })).toEqual(['ip: Adresse IP invalide.']);
  });

  it('accepts content up to 10 000 characters, kept as sent', () => {
    expect(parseValid(loggedErrorInputSchema, { ...input, content: `  ${'x'.repeat(9_998)}` }).content).toHaveLength(10_000);
    expect(issuesOf(loggedErrorInputSchema, { ...input, content: 'x'.repeat(10_001) })).toEqual([
      'content: Le contenu ne doit pas dépasser 10\u202f000 caractères.',
    ]);
  });
});
