import type { ApiType } from '../api/api-types.ts';
import { frenchTypography } from '../format/french-typography.ts';

/**
 * Where a plain French text sits in a resource's attributes: `name`; `config.linkSubtext`, a key of an object;
 * `faq[].question`, a key of each item of a list; `tags[]`, each text of a list.
 */
export type FrenchTextPath = string;

/**
 * The plain-text French fields a visitor reads, per API type (decision 0017): names, titles, summaries, SEO titles
 * and descriptions, FAQ questions and answers, the text under an offer's button, its tags. They are stored in
 * French typography (see `typesetFrenchText`), so that every page, feed, e-mail and API client that reads them
 * reads them typeset, whoever wrote them (the back office, an API client) and however they were typed.
 *
 * Not listed, so kept exactly as written:
 * - markdown (descriptions, contents, `info`, `test`, bios), which the markdown renderer typesets when it renders
 *   it: typesetting its source could change code or a link's text;
 * - slugs, URLs, image paths, e-mail addresses, button ids, enums, dates, passwords;
 * - internal notes (`comment`) and what only the back office shows (users' names, e-mail batches' labels, logged
 *   errors);
 * - what visitors wrote about themselves (leads, rate alerts: names, messages) and the consent text they agreed to,
 *   kept word for word as the record of what they sent and saw.
 * core/src/use-cases/french-text-fields.test.ts checks that every text attribute of every type's schemas is either
 * here or deliberately left out, so that a new field is not forgotten.
 */
export const FRENCH_TEXT_FIELDS = {
  categories: ['name', 'title', 'summary', 'metaTitle', 'metaDesc', 'faq[].question', 'faq[].answer'],
  announcers: ['name', 'metaTitle', 'metaDesc'],
  // `title` is the name, copied by the product schema. `apr` is deprecated and no page shows it, but the API still
  // serves it as text to read (« dès 3,9 % »).
  products: ['name', 'title', 'metaTitle', 'metaDesc', 'apr', 'brokerProduct', 'config.linkSubtext', 'tags[]'],
  articles: ['title', 'summary', 'metaTitle', 'metaDesc'],
  legalpages: ['title'],
  authors: ['name'],
  rubriques: ['name'],
  loans: [],
  loanstats: [],
  users: [],
  batch_count: [],
  loggederror: [],
  leads: [],
  reminders: [],
  clicks: [],
} as const satisfies Record<ApiType, readonly FrenchTextPath[]>;

interface Step {
  key: string;
  /** The key holds a list, and the rest of the path applies to each of its items. */
  each: boolean;
}

function steps(path: FrenchTextPath): Step[] {
  return path.split('.').map((part) => (part.endsWith('[]') ? { key: part.slice(0, -2), each: true } : { key: part, each: false }));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` with the text(s) at `path` typeset; anything of another shape, or absent, is left as it is. */
function typesetAt(value: unknown, path: readonly Step[]): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return typeof value === 'string' ? frenchTypography(value) : value;
  if (!isRecord(value) || !Object.hasOwn(value, step.key)) return value;
  const inner = value[step.key];
  let typeset: unknown;
  if (!step.each) typeset = typesetAt(inner, rest);
  else typeset = Array.isArray(inner) ? inner.map((item) => typesetAt(item, rest)) : inner;
  return { ...value, [step.key]: typeset };
}

const STEPS = Object.fromEntries(Object.entries(FRENCH_TEXT_FIELDS).map(([type, paths]) => [type, paths.map(steps)])) as unknown as Record<
  ApiType,
  Step[][]
>;

/**
 * The attributes of a write with the type's French text fields (FRENCH_TEXT_FIELDS) set in French typography; every
 * other attribute, and a listed one that is absent or not text, is left as it came. Idempotent, and never changes
 * `attributes` itself. Every create and update of any type goes through it (createResource, updateResource: the API
 * and the back office alike), before the type's schema checks them, so that its limits (a name's 200 characters, as
 * long as its column) hold for the text as stored.
 */
export function typesetFrenchText(type: ApiType, attributes: Record<string, unknown>): Record<string, unknown> {
  let typeset = attributes;
  for (const path of STEPS[type]) typeset = typesetAt(typeset, path) as Record<string, unknown>;
  return typeset;
}
