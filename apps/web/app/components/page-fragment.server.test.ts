import { createElement, useId } from 'react';
import { describe, expect, it } from 'vitest';
import { contentFragment, pageFragment, renderedFragment } from './page-fragment.server.ts';

/** The content cache as request-scope.ts describes it: a value per key until a write drops them all. */
function contentCache() {
  const kept = new Map<string, unknown>();
  let loads = 0;
  return {
    get loads() {
      return loads;
    },
    drop: () => kept.clear(),
    async readContent<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (!kept.has(key)) {
        loads++;
        kept.set(key, await load());
      }
      return kept.get(key) as T;
    },
  };
}

function Labelled({ text }: { text: string }) {
  const id = useId();
  return createElement('p', { id }, text);
}

describe('page fragments', () => {
  it('names a fragment in the data and keeps its markup for the document, or gives the markup itself for data only', () => {
    const documentScope = { pageFragments: new Map<string, string>() };
    expect(pageFragment(documentScope, 'faq', '<p>x</p>')).toEqual({ fragment: 'faq' });
    expect(documentScope.pageFragments.get('faq')).toBe('<p>x</p>');
    expect(pageFragment({}, 'faq', '<p>x</p>')).toBe('<p>x</p>');
    expect(pageFragment(documentScope, 'empty', '')).toBe('');
  });

  it('prefixes the ids of a rendered fragment with its name', () => {
    expect(renderedFragment({}, 'faq', createElement(Labelled, { text: 'a' }))).toMatch(/^<p id="_?faq-[^"]+">a<\/p>$/);
  });

  it('draws a content fragment once per key while the content stays the same, and again after a write', async () => {
    const site = contentCache();
    let drawn = 0;
    const draw = (text: string) => () => {
      drawn++;
      return createElement(Labelled, { text });
    };
    const first = { site, pageFragments: new Map<string, string>() };
    expect(await contentFragment(first, 'faq', 'pret-auto', draw('auto'))).toEqual({ fragment: 'faq' });
    const markup = first.pageFragments.get('faq');
    expect(markup).toMatch(/^<p id="_?faq-[^"]+">auto<\/p>$/);
    // Another request, the same content: the same markup, not drawn again; as markup when it asks for data only.
    expect(await contentFragment({ site }, 'faq', 'pret-auto', draw('auto'))).toBe(markup);
    expect(drawn).toBe(1);
    // Another key is another fragment.
    expect(await contentFragment({ site }, 'faq', 'pret-personnel', async () => createElement(Labelled, { text: 'personnel' }))).toContain(
      'personnel',
    );
    site.drop();
    expect(await contentFragment({ site }, 'faq', 'pret-auto', draw('auto, edited'))).toContain('auto, edited');
    expect(drawn).toBe(2);
  });
});
