import { BLOCK_STYLES, createMarkdownRenderer } from '@pretscope/markdown-unified';
import { describe, expect, it } from 'vitest';
import { applySnippet, MARKDOWN_SNIPPETS } from './markdown-snippets.ts';

const snippet = (id: string) => MARKDOWN_SNIPPETS.find((candidate) => candidate.id === id)!;

describe('markdown toolbar snippets', () => {
  it('offers every fenced block style of the renderer', () => {
    for (const style of BLOCK_STYLES)
      expect(
        MARKDOWN_SNIPPETS.some((candidate) => candidate.block?.before === `\`\`\`${style}\n`),
        style,
      ).toBe(true);
  });

  it('wraps the selection, or inserts a placeholder selected for typing over', () => {
    expect(applySnippet('un taux fixe', 3, 7, snippet('bold'))).toEqual({ text: 'un **taux** fixe', selectionStart: 5, selectionEnd: 9 });
    const empty = applySnippet('', 0, 0, snippet('italic'));
    expect(empty.text.slice(empty.selectionStart, empty.selectionEnd)).toBe('texte');
  });

  it('puts a block on lines of its own around the selection', () => {
    const result = applySnippet('Intro.\nÀ retenir\nSuite.', 7, 16, snippet('info'));
    expect(result.text).toBe('Intro.\n\n```info\nÀ retenir\n```\n\nSuite.');
    expect(result.text.slice(result.selectionStart, result.selectionEnd)).toBe('À retenir');
  });

  it('inserts blocks the site’s renderer turns into its styled boxes', async () => {
    const renderer = createMarkdownRenderer({ siteUrl: 'https://www.pretscope.example' });
    let text = 'Début.';
    for (const style of BLOCK_STYLES) text = applySnippet(text, text.length, text.length, snippet(style === 'text' ? 'text' : style)).text;
    const html = await renderer.render(text);
    for (const style of BLOCK_STYLES) expect(html, style).toContain(`md-block--${style}`);
    expect(html).toContain('class="md-button"');
    expect(html).toContain('<figure');
  });
});
