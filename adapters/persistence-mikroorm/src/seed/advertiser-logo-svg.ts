import { escapeXml } from './escape-xml.ts';

export interface LogoSpec {
  /** The advertiser's name: the logo's accessible name. */
  name: string;
  /** Used to give the title element an id of its own when several logos are inlined in one page. */
  slug: string;
  /** One to three letters. */
  initials: string;
  /** Hex colours (#RGB or #RRGGBB); anything else falls back to ink on a light grey. */
  background: string;
  foreground: string;
}

const SIZE = 120;
const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * A clean square logo for a fictional advertiser: a rounded rectangle in the brand colour with the initials in a
 * heavy sans-serif, named for assistive technology by its <title>. Rendered as an <img> the page's own font is not
 * available, so the font stack is the system's sans-serif.
 */
export function advertiserLogoSvg(logo: LogoSpec): string {
  const background = HEX_COLOUR.test(logo.background) ? logo.background : '#F1F3F5';
  const foreground = HEX_COLOUR.test(logo.foreground) ? logo.foreground : '#1F2933';
  const initials = logo.initials.trim().slice(0, 3).toUpperCase();
  // Three letters need a smaller size to keep a margin inside the square.
  const fontSize = initials.length >= 3 ? 38 : 48;
  const titleId = `logo-${logo.slug.replace(/[^a-z0-9-]/gi, '')}-title`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-labelledby="${titleId}">`,
    `  <title id="${titleId}">${escapeXml(logo.name)}</title>`,
    `  <rect width="${SIZE}" height="${SIZE}" rx="24" ry="24" fill="${background}"/>`,
    `  <text x="${SIZE / 2}" y="${SIZE / 2}" dy="0.35em" text-anchor="middle" font-family="${escapeXml(FONT_FAMILY)}" font-size="${fontSize}" font-weight="800" letter-spacing="1" fill="${foreground}">${escapeXml(initials)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
