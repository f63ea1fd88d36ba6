import * as v from 'valibot';
import { err, ok, type Result } from '../result.ts';

/**
 * The modifiers of the image optimisation route (spec §2: width, height, format, quality, fit), as query
 * parameters: `w`, `h`, `fm`, `q`, `fit`. Short names keep srcset lists short; the table below is the one place
 * that maps them.
 */
export const IMAGE_MODIFIER_PARAMETERS = { width: 'w', height: 'h', format: 'fm', quality: 'q', fit: 'fit' } as const;

/** Largest width or height the route renders: wider than any breakpoint at twice the density of the largest layout. */
export const MAX_IMAGE_DIMENSION = 2560;

/** Output formats: the four every current browser decodes. Never SVG or GIF (see the route's notes on SVG). */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** How the image fits a box given by both width and height (the names sharp and CSS object-fit use). */
export const IMAGE_FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];

export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

export interface ImageModifiers {
  width?: number;
  height?: number;
  format?: ImageFormat;
  quality?: number;
  fit?: ImageFit;
}

export interface InvalidImageModifiers {
  type: 'image/invalid-modifiers';
  /** One French sentence per problem. */
  messages: string[];
}

const PARAMETER_NAMES = Object.values(IMAGE_MODIFIER_PARAMETERS) as string[];

/** A whole number written in plain digits (no sign, exponent or decimals): `1e3` or `0x10` are not widths. */
function wholeNumber(name: string, label: string, min: number, max: number) {
  const message = `${label} (${name}) doit être un nombre entier entre ${min} et ${max}.`;
  return v.optional(
    v.pipe(v.string(message), v.regex(/^\d{1,6}$/, message), v.transform(Number), v.minValue(min, message), v.maxValue(max, message)),
  );
}

/**
 * The query's schema, built at its first use: the browser's pages build image URLs (imageModifiersQuery) and never
 * read them, so their bundles keep neither this schema nor valibot.
 */
function modifiersQuerySchema() {
  const queryFormats = IMAGE_FORMATS.join(', ');
  const queryFits = IMAGE_FITS.join(', ');
  return v.strictObject(
    {
      w: wholeNumber('w', 'La largeur', 1, MAX_IMAGE_DIMENSION),
      h: wholeNumber('h', 'La hauteur', 1, MAX_IMAGE_DIMENSION),
      fm: v.optional(v.picklist(IMAGE_FORMATS, `Le format (fm) doit être l’un de\u00a0: ${queryFormats}.`)),
      q: wholeNumber('q', 'La qualité', 1, 100),
      fit: v.optional(v.picklist(IMAGE_FITS, `L’ajustement (fit) doit être l’un de\u00a0: ${queryFits}.`)),
    },
    'Paramètre inconnu.',
  );
}
let modifiersQuery: ReturnType<typeof modifiersQuerySchema> | undefined;

/**
 * Reads the route's query parameters into modifiers, or says in French what is wrong with each. A parameter given
 * twice or not in the list is refused rather than ignored: every accepted query names exactly one image, which
 * keeps caches (the route's and the browsers') from filling up with copies.
 */
export function parseImageModifiers(parameters: Iterable<readonly [string, string]>): Result<ImageModifiers, InvalidImageModifiers> {
  const messages: string[] = [];
  const values: Record<string, string> = {};
  for (const [name, value] of parameters) {
    if (!PARAMETER_NAMES.includes(name))
      messages.push(`Paramètre inconnu\u00a0: «\u202f${name.slice(0, 40)}\u202f» (attendus\u00a0: ${PARAMETER_NAMES.join(', ')}).`);
    else if (name in values) messages.push(`Le paramètre ${name} est donné plusieurs fois.`);
    // An empty value (`h=`) reads as the parameter left out, as an HTML form sends it.
    else if (value !== '') values[name] = value;
  }
  if (messages.length > 0) return err({ type: 'image/invalid-modifiers', messages });
  const parsed = v.safeParse((modifiersQuery ??= modifiersQuerySchema()), values);
  if (!parsed.success) return err({ type: 'image/invalid-modifiers', messages: parsed.issues.map((issue) => issue.message) });
  const { w, h, fm, q, fit } = parsed.output;
  return ok({
    ...(w !== undefined ? { width: w } : {}),
    ...(h !== undefined ? { height: h } : {}),
    ...(fm !== undefined ? { format: fm } : {}),
    ...(q !== undefined ? { quality: q } : {}),
    ...(fit !== undefined ? { fit } : {}),
  });
}

/**
 * The query string of modifiers, always in the same order (`w`, `h`, `fm`, `q`, `fit`), empty when there are none.
 * URLs built from it are stable, and it is the modifiers' part of the route's cache key.
 */
export function imageModifiersQuery(modifiers: ImageModifiers): string {
  const parts: string[] = [];
  const { width, height, format, quality, fit } = modifiers;
  if (width !== undefined) parts.push(`w=${width}`);
  if (height !== undefined) parts.push(`h=${height}`);
  if (format !== undefined) parts.push(`fm=${format}`);
  if (quality !== undefined) parts.push(`q=${quality}`);
  if (fit !== undefined) parts.push(`fit=${fit}`);
  return parts.join('&');
}
