import { CCD2_APPLICATION_DATE, creditWarnings, rulesFor, type MarketCountry } from '@pretscope/core';
import { describe, expect, it } from 'vitest';
import { createGuideRenderer } from './create-guide-renderer.ts';
import { readPdfText } from './read-pdf-text.test-support.ts';

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

  it('renders a day’s guide once per market and a new one the next day', async () => {
    const renderer = createGuideRenderer();
    const [first, again] = await Promise.all([renderer.render(DAY), renderer.render(new Date('2026-11-24T18:00:00Z'))]);
    expect(again).toBe(first);
    expect(await renderer.render(new Date('2026-11-25T08:00:00Z'))).not.toBe(first);
    const belgian = await renderer.render(new Date('2026-11-25T08:00:00Z'), 'BE');
    expect(await renderer.render(new Date('2026-11-25T09:00:00Z'), 'BE')).toBe(belgian);
    expect(await renderer.render(new Date('2026-11-25T09:00:00Z'), 'FR')).not.toBe(belgian);
  });
});

/** Core's wording of a country from a day: the expectations name the dated entry, never a copy of its text. */
function wording(country: MarketCountry, validFrom: string): string {
  const entry = creditWarnings.find((candidate) => candidate.country === country && candidate.validFrom === validFrom);
  if (!entry) throw new Error(`no warning of ${country} from ${validFrom}`);
  return inPdf(entry.text);
}

/**
 * A text as the guide's text layer reads: its no-break spaces (the narrow ones drawn as no-break spaces, which the
 * font has) share the space's glyph, so a reader copies them as spaces.
 */
function inPdf(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

const EVERY_WARNING = [...new Set(creditWarnings.map((entry) => inPdf(entry.text)))];
const BEFORE: Record<MarketCountry, string> = {
  FR: wording('FR', '2010-09-01'),
  BE: wording('BE', '2015-04-01'),
  LUX: wording('LUX', '2011-04-12'),
};
const FROM: Record<MarketCountry, string> = {
  FR: wording('FR', CCD2_APPLICATION_DATE),
  BE: wording('BE', '2015-04-01'),
  LUX: wording('LUX', CCD2_APPLICATION_DATE),
};

describe('the guide’s credit warnings (issue 16)', () => {
  // What the PDF's text reads on each day: the requester's market's wording alone, or each wording with its
  // countries when the market is not known (the reader turns the no-break space before « : » into a space).
  const cases: { day: string; who: string; market: MarketCountry | undefined; expected: string[] }[] = [
    { day: '2026-11-19', who: 'LUX', market: 'LUX', expected: [BEFORE.LUX] },
    { day: '2026-11-19', who: 'BE', market: 'BE', expected: [BEFORE.BE] },
    { day: '2026-11-19', who: 'FR', market: 'FR', expected: [BEFORE.FR] },
    {
      day: '2026-11-19',
      who: 'an unknown market',
      market: undefined,
      expected: [`Luxembourg et France : ${BEFORE.FR}`, `Belgique : ${BEFORE.BE}`],
    },
    { day: '2026-11-20', who: 'LUX', market: 'LUX', expected: [FROM.LUX] },
    { day: '2026-11-20', who: 'BE', market: 'BE', expected: [FROM.BE] },
    { day: '2026-11-20', who: 'FR', market: 'FR', expected: [FROM.FR] },
    {
      day: '2026-11-20',
      who: 'an unknown market',
      market: undefined,
      expected: [`Luxembourg et Belgique : ${FROM.BE}`, `France : ${FROM.FR}`],
    },
  ];

  it.each(cases)('on $day, for a requester from $who, prints the wording in force and no other', async ({ day, market, expected }) => {
    const { text } = readPdfText(await createGuideRenderer({ compress: false }).render(new Date(`${day}T12:00:00Z`), market));
    for (const line of expected) expect(text).toContain(line);
    const inForce = new Set(expected.map((line) => EVERY_WARNING.find((warning) => line.endsWith(warning))));
    for (const other of EVERY_WARNING.filter((warning) => !inForce.has(warning))) expect(text.includes(other), other).toBe(false);
    // One mention per wording: on the title page, not repeated.
    for (const warning of inForce) expect(text.split(warning!).length - 1).toBe(1);
  });

  it('changes France’s wording at midnight in France, not at midnight UTC, even from a renderer that kept the day’s guide', async () => {
    const renderer = createGuideRenderer({ compress: false });
    const evening = readPdfText(await renderer.render(new Date('2026-11-19T22:30:00Z'), 'FR')).text;
    const night = readPdfText(await renderer.render(new Date('2026-11-19T23:30:00Z'), 'FR')).text;
    expect(evening).toContain(BEFORE.FR);
    expect(night).toContain(FROM.FR);
    expect(night.includes(BEFORE.FR)).toBe(false);
  });
});
