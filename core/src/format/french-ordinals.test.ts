import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ordinalParts } from './french-ordinals.ts';
import { frenchTextParts, frenchTypography } from './french-typography.ts';

describe('ordinalParts', () => {
  it('cuts the ordinals of typeset text and leaves every other character', () => {
    expect(ordinalParts('Loi du 1er juillet 2010\u202f; au XXe siècle')).toEqual([
      { kind: 'text', text: 'Loi du ' },
      { kind: 'ordinal', figure: '1', suffix: 'er' },
      { kind: 'text', text: ' juillet 2010\u202f; au ' },
      { kind: 'ordinal', figure: 'XX', suffix: 'e' },
      { kind: 'text', text: ' siècle' },
    ]);
    expect(ordinalParts('voir https://example.lu/2e-avis ou a.1er@example.lu')).toEqual([
      { kind: 'text', text: 'voir https://example.lu/2e-avis ou a.1er@example.lu' },
    ]);
  });

  it('gives the parts frenchTextParts gives, once the text is typeset', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('1', 'er', 'e', 'X', 'I', ' ', ':', '?', 'a', 'Le', '.', '/', 'www.', '@b.fr') }),
        (text) => {
          expect(ordinalParts(frenchTypography(text))).toEqual(frenchTextParts(text));
          const joined = ordinalParts(text)
            .map((part) => (part.kind === 'text' ? part.text : `${part.figure}${part.suffix}`))
            .join('');
          expect(joined).toBe(text);
        },
      ),
    );
  });
});
