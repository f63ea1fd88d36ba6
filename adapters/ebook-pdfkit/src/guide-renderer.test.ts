import { rulesFor } from '@pretscope/core';
import { describe, expect, it } from 'vitest';
import { createGuideRenderer } from './create-guide-renderer.js';
import { readPdfText } from './read-pdf-text.test-support.js';

const DAY = new Date('2026-11-24T10:00:00Z');

describe('createGuideRenderer', () => {
  it('builds a PDF of several A4 pages whose text is the French guide, accents and apostrophes intact', async () => {
    const pdf = await createGuideRenderer({ compress: false }).render(DAY);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(pdf.subarray(-6)).toString('latin1')).toMatch(/%%EOF\s*$/);
    const { pages, text } = readPdfText(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(text).toContain('Emprunter au Luxembourg, en Belgique et en France');
    expect(text).toContain('Édition du 24 novembre 2026 : règles en vigueur à cette date.');
    expect(text).toContain('Taux d’endettement maximal');
    expect(text).toContain('Les étapes d’une demande');
    expect(text).toContain('« frais de notaire »');
    expect(text).not.toContain('\ufffd');
    // Figures come from core's dated rules, as the calculators apply them.
    expect(rulesFor('FR', DAY).maxDebtRatio).toBe(0.35);
    expect(text).toContain('35 % des revenus nets, assurance comprise');
    expect(text).toContain('40 % des revenus nets');
    expect(text).toContain('33,3 % des revenus nets');
    expect(text).toContain(`page ${pages} sur ${pages}`);
  });

  it('embeds the site’s font and names the document in French', async () => {
    const pdf = Buffer.from(await createGuideRenderer().render(DAY)).toString('latin1');
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Regular/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-ExtraBold/);
    expect(pdf).toContain('/Lang (fr-FR)');
    expect(pdf).toMatch(/\/Count [3-9]\b/);
    // No standard font (Windows-1252 only) is used for the text.
    expect(pdf).not.toContain('/BaseFont /Helvetica');
  });

  it('renders a day’s guide once and a new one the next day', async () => {
    const renderer = createGuideRenderer();
    const [first, again] = await Promise.all([renderer.render(DAY), renderer.render(new Date('2026-11-24T18:00:00Z'))]);
    expect(again).toBe(first);
    expect(await renderer.render(new Date('2026-11-25T08:00:00Z'))).not.toBe(first);
  });
});
