import { escapeXml, stableHash } from '../images/svg-text.ts';

/** What a lender's generated logo is drawn from: its record's name, slug and kind (banque, courtier…). */
export interface WordmarkSubject {
  name: string;
  slug: string;
  kind: string;
}

/**
 * `wordmark`: the mark and the name set beside it, where the logo stands for the lender (home page, directory,
 * advertiser and product pages). `emblem`: the mark alone on a square, for a narrow slot right beside the name in
 * text (the comparator's offers).
 */
export type WordmarkForm = 'wordmark' | 'emblem';

/** Colours of a wordmark: the name (`ink`) on `background` at 4.5:1 at least, the mark (`accent`) at 3:1 (WCAG AA). */
export interface WordmarkPalette {
  background: string;
  ink: string;
  accent: string;
}

/** The choices a lender's slug makes: the same slug always gets the same style. */
export interface WordmarkStyle {
  palette: WordmarkPalette;
  weight: 400 | 800;
  uppercase: boolean;
  /** In em. */
  letterSpacing: number;
  mark: WordmarkMark;
  /** A name set on two lines has its second line in the accent colour. */
  accentSecondLine: boolean;
}

export const wordmarkMarks = ['columns', 'roof', 'circle', 'bars', 'chevrons', 'ring', 'diamond', 'shield'] as const;
export type WordmarkMark = (typeof wordmarkMarks)[number];

/**
 * Calm, financial colours; every pair is checked in the tests (name 4.5:1, mark 3:1 against the background). Four
 * light grounds, three tinted ones and three dark ones, so that a strip of logos does not read as one block.
 */
export const WORDMARK_PALETTES: readonly WordmarkPalette[] = [
  { background: '#FFFFFF', ink: '#14213D', accent: '#C2410C' },
  { background: '#FFFFFF', ink: '#0B4F6C', accent: '#0F766E' },
  { background: '#FFFFFF', ink: '#2B2D42', accent: '#6D28D9' },
  { background: '#FFFFFF', ink: '#7A1F2B', accent: '#B91C1C' },
  { background: '#F4F1EA', ink: '#3D2C29', accent: '#9A3412' },
  { background: '#EEF6F2', ink: '#1B4332', accent: '#2D6A4F' },
  { background: '#F1F5FB', ink: '#102A43', accent: '#1D4ED8' },
  { background: '#0B3954', ink: '#FFFFFF', accent: '#FFB703' },
  { background: '#1F2933', ink: '#F5F7FA', accent: '#F59E0B' },
  { background: '#3B1F4A', ink: '#FFFFFF', accent: '#F9A8D4' },
];

/** The marks that suit each kind of lender: a bank gets a roof or columns, a broker arrows that point the way. */
const MARKS_BY_KIND: Readonly<Record<string, readonly WordmarkMark[]>> = {
  banque: ['columns', 'roof', 'circle', 'bars'],
  courtier: ['chevrons', 'ring', 'diamond', 'bars'],
  assureur: ['shield', 'circle', 'ring', 'roof'],
  plateforme: ['diamond', 'bars', 'ring', 'chevrons'],
};
const ANY_MARK: readonly WordmarkMark[] = ['circle', 'bars', 'ring', 'diamond'];

/** The site's self-hosted family first; an SVG shown through <img> cannot load it, so the system's sans-serif follows. */
const FONT_FAMILY = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const FONT_SIZE = 26;
const LINE_HEIGHT = 30;
const PADDING = 14;
const MARK_SIZE = 40;
const GAP = 12;
/** Above this many characters a name with spaces is set on two lines, so that the logo keeps a compact shape. */
const ONE_LINE_MAX = 16;
const EMBLEM_SIZE = 48;

/** Bumped when the drawing changes, so that addresses built with lenderWordmarkVersion change with it. */
const DESIGN_VERSION = 1;

/** The style a lender's slug picks: a stable hash of the slug, read digit by digit in mixed bases. */
export function wordmarkStyle(subject: Pick<WordmarkSubject, 'slug' | 'kind'>): WordmarkStyle {
  let seed = stableHash(subject.slug);
  const pick = (count: number): number => {
    const value = seed % count;
    seed = Math.floor(seed / count);
    return value;
  };
  // Own keys only: a kind such as « valueOf » must not reach Object.prototype.
  const marks = Object.hasOwn(MARKS_BY_KIND, subject.kind) ? (MARKS_BY_KIND[subject.kind] ?? ANY_MARK) : ANY_MARK;
  const palette = WORDMARK_PALETTES[pick(WORDMARK_PALETTES.length)] as WordmarkPalette;
  const mark = marks[pick(marks.length)] as WordmarkMark;
  const weight = pick(2) === 0 ? 800 : 400;
  const uppercase = pick(2) === 0;
  // Capitals read better spaced out; lower case is set tight or as drawn.
  const letterSpacing = uppercase ? [0.04, 0.08, 0.12][pick(3)]! : [0, -0.01, 0.02][pick(3)]!;
  const accentSecondLine = pick(2) === 0;
  return { palette, weight, uppercase, letterSpacing, mark, accentSecondLine };
}

/**
 * A token that changes whenever the logo drawn for this record would: its name, slug, kind or the drawing itself.
 * The logo's address carries it, so that the file can be cached for a year and still follow a renamed lender.
 */
export function lenderWordmarkVersion(subject: WordmarkSubject): string {
  return stableHash(`${DESIGN_VERSION}\u0000${subject.slug}\u0000${subject.kind}\u0000${subject.name}`).toString(36);
}

/**
 * A lender's generated logo, drawn from its record alone (nothing downloaded, no font file): a mark chosen for its
 * kind and the name set beside it, in a palette, weight, case and spacing its slug picks. The SVG is
 * self-contained, sized by a viewBox that fits the name, and named by its <title> for assistive technology.
 */
export function lenderWordmark(subject: WordmarkSubject, form: WordmarkForm = 'wordmark'): string {
  const style = wordmarkStyle(subject);
  const name = shownName(subject);
  const titleId = `wordmark-${subject.slug.replace(/[^a-z0-9-]/gi, '')}-${form}`;
  return form === 'emblem' ? emblemSvg(name, titleId, style) : wordmarkSvg(name, titleId, style);
}

/** The size a lender's logo is drawn at (its viewBox), so that a page can give the <img> its proportions. */
export function lenderWordmarkSize(subject: WordmarkSubject, form: WordmarkForm = 'wordmark'): { width: number; height: number } {
  if (form === 'emblem') return { width: EMBLEM_SIZE, height: EMBLEM_SIZE };
  const { width, height } = wordmarkLayout(shownName(subject), wordmarkStyle(subject));
  return { width, height };
}

function shownName(subject: WordmarkSubject): string {
  return subject.name.trim().replace(/\s+/g, ' ') || subject.slug;
}

interface WordmarkLayout {
  lines: string[];
  widths: number[];
  width: number;
  height: number;
}

function wordmarkLayout(name: string, style: WordmarkStyle): WordmarkLayout {
  const lines = splitName(style.uppercase ? name.toLocaleUpperCase('fr-FR') : name);
  const widths = lines.map((line) => textWidth(line, style));
  const height = Math.max(MARK_SIZE, lines.length * LINE_HEIGHT) + 2 * PADDING;
  const width = Math.ceil(PADDING + MARK_SIZE + GAP + Math.max(...widths) + PADDING);
  return { lines, widths, width, height };
}

function wordmarkSvg(name: string, titleId: string, style: WordmarkStyle): string {
  const { palette } = style;
  const { lines, widths, width, height } = wordmarkLayout(name, style);
  const textBlock = lines.length * LINE_HEIGHT;
  const textLeft = PADDING + MARK_SIZE + GAP;
  const markTop = (height - MARK_SIZE) / 2;
  // Baselines: the block of lines centred on the logo's middle; 0.72 em above the baseline is Inter's cap height.
  const firstBaseline = (height - textBlock) / 2 + (LINE_HEIGHT + FONT_SIZE * 0.72) / 2;
  const texts = lines.map((line, index) => {
    const fill = index === 1 && style.accentSecondLine ? palette.accent : palette.ink;
    const length = (widths[index] as number).toFixed(1);
    return `<text x="${textLeft}" y="${(firstBaseline + index * LINE_HEIGHT).toFixed(1)}" fill="${fill}" textLength="${length}" lengthAdjust="spacingAndGlyphs">${escapeXml(line)}</text>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="${titleId}">`,
    `<title id="${titleId}">${escapeXml(name)}</title>`,
    `<rect width="${width}" height="${height}" rx="8" fill="${palette.background}"/>`,
    `<g transform="translate(${PADDING} ${markTop})" fill="${palette.accent}">${markPaths(style.mark, palette)}</g>`,
    `<g font-family="${escapeXml(FONT_FAMILY)}" font-size="${FONT_SIZE}" font-weight="${style.weight}" letter-spacing="${style.letterSpacing}em">`,
    ...texts,
    '</g>',
    '</svg>',
    '',
  ].join('\n');
}

function emblemSvg(name: string, titleId: string, style: WordmarkStyle): string {
  const { palette } = style;
  const inset = (EMBLEM_SIZE - MARK_SIZE) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${EMBLEM_SIZE} ${EMBLEM_SIZE}" width="${EMBLEM_SIZE}" height="${EMBLEM_SIZE}" role="img" aria-labelledby="${titleId}">`,
    `<title id="${titleId}">${escapeXml(name)}</title>`,
    `<rect width="${EMBLEM_SIZE}" height="${EMBLEM_SIZE}" rx="10" fill="${palette.background}"/>`,
    `<g transform="translate(${inset} ${inset})" fill="${palette.accent}">${markPaths(style.mark, palette)}</g>`,
    '</svg>',
    '',
  ].join('\n');
}

/** The mark, drawn in a 40 × 40 box in the accent colour (the group's fill); cut-outs take the background colour. */
function markPaths(mark: WordmarkMark, palette: WordmarkPalette): string {
  switch (mark) {
    case 'columns':
      return '<path d="M20 2 40 13H0Z"/><rect x="4" y="16" width="6" height="16"/><rect x="17" y="16" width="6" height="16"/><rect x="30" y="16" width="6" height="16"/><rect x="1" y="34" width="38" height="5" rx="1"/>';
    case 'roof':
      return '<path d="M20 3 39 19 34.5 23.5 20 11.5 5.5 23.5 1 19Z"/><rect x="9" y="27" width="22" height="11" rx="2"/>';
    case 'circle':
      return `<circle cx="20" cy="20" r="19"/><path d="M11 24 20 12 29 24Z" fill="${palette.background}"/>`;
    case 'bars':
      return '<rect x="2" y="24" width="9" height="15" rx="2"/><rect x="15.5" y="14" width="9" height="25" rx="2"/><rect x="29" y="2" width="9" height="37" rx="2"/>';
    case 'chevrons':
      return '<path d="M2 4H12L24 20 12 36H2L14 20Z"/><path d="M16 4H26L38 20 26 36H16L28 20Z"/>';
    case 'ring':
      return '<path fill-rule="evenodd" d="M20 1a19 19 0 1 1 0 38 19 19 0 0 1 0-38Zm0 9a10 10 0 1 0 0 20 10 10 0 0 0 0-20Z"/><circle cx="34" cy="6" r="5"/>';
    case 'diamond':
      return `<path d="M20 1 39 20 20 39 1 20Z"/><path d="M20 12 28 20 20 28 12 20Z" fill="${palette.background}"/>`;
    case 'shield':
      return `<path d="M20 1 37 7V19C37 29 29.5 35.5 20 39 10.5 35.5 3 29 3 19V7Z"/><path d="M13 20 18 25 28 14" fill="none" stroke="${palette.background}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
}

/** A long name on two lines, cut at the space that balances them best; a short one, or one word, on one line. */
function splitName(name: string): string[] {
  if (name.length <= ONE_LINE_MAX || !name.includes(' ')) return [name];
  let best: [string, string] = [name, ''];
  let bestDifference = Number.POSITIVE_INFINITY;
  for (let index = name.indexOf(' '); index !== -1; index = name.indexOf(' ', index + 1)) {
    const first = name.slice(0, index);
    const second = name.slice(index + 1);
    const difference = Math.abs(first.length - second.length);
    if (difference < bestDifference) {
      best = [first, second];
      bestDifference = difference;
    }
  }
  return best;
}

/**
 * The width a line takes in the site's sans-serif (Inter's advances, grouped): the text is then fitted to it with
 * textLength, so that a fallback font can neither overflow the logo nor leave it half empty.
 */
function textWidth(line: string, style: Pick<WordmarkStyle, 'weight' | 'letterSpacing'>): number {
  let ems = 0;
  for (const character of line) ems += advance(character);
  const bold = style.weight === 800 ? 1.07 : 1;
  const characters = [...line].length;
  return Math.max(FONT_SIZE, ems * FONT_SIZE * bold + Math.max(0, characters - 1) * style.letterSpacing * FONT_SIZE);
}

function advance(character: string): number {
  if (character === ' ') return 0.26;
  if (/[ijlI.,'’!|:;]/.test(character)) return 0.28;
  if (/[-ftr()]/.test(character)) return 0.38;
  if (/[mwMW]/.test(character)) return 0.88;
  if (/[&@%]/.test(character)) return 0.74;
  if (/\p{Lu}/u.test(character)) return 0.7;
  if (/\p{N}/u.test(character)) return 0.6;
  return 0.57;
}
