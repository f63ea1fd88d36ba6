import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FrenchText } from './french-text.tsx';

const html = (text: string) => renderToStaticMarkup(createElement(FrenchText, { children: text }));

describe('FrenchText', () => {
  it('sets ordinals in superscript and leaves the typeset text as it is', () => {
    expect(html('taux relevé le 1er novembre 2026\u00a0: 3,20\u00a0%')).toBe(
      'taux relevé le 1<sup>er</sup> novembre 2026\u00a0: 3,20\u00a0%',
    );
    expect(html('Loi du 1er juillet 2010, au XXe siècle')).toBe('Loi du 1<sup>er</sup> juillet 2010, au XX<sup>e</sup> siècle');
  });

  it('escapes what it is given, as any React text', () => {
    expect(html('<script>1er</script>')).toBe('&lt;script&gt;1<sup>er</sup>&lt;/script&gt;');
  });

  it('leaves a text without ordinal as text', () => {
    expect(html('Le prêt')).toBe('Le prêt');
    // An address keeps its figures: « 1er » in a URL is no ordinal.
    expect(html('Source\u00a0: https://example.lu/1er-avis')).toBe('Source\u00a0: https://example.lu/1er-avis');
  });
});
