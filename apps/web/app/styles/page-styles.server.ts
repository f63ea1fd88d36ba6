/**
 * The part of the site's style sheet a page needs, for the page itself (issue 23: « the critical CSS inline and the
 * rest deferred »). The whole sheet is 54 KB and used to be written into every page; a page uses a third of it.
 *
 * A rule is kept when one of its selectors can match the page:
 * - every class and element the selector names outside a functional pseudo-class (`:not()`, `:has()`…, whose classes
 *   may be absent and the rule still match) is among those of the page's markup (`.markdown pre` needs a `pre`), and
 *   every attribute it tests is on some element (`details[open]` needs an open one);
 * - a selector written `:is(a, b)` or `:where(a, b)` needs what one of its alternatives needs;
 * - a selector of the pointer's state (`:hover`, `:active`) waits for the whole sheet: no visitor's pointer acts on the
 *   page before it applies, or too briefly to matter. Focus styles stay: a keyboard may move before hydration.
 * Rules naming none of these (`:root`, `*`, ids), `@font-face` and the other at-rules are always kept, but for
 * `@keyframes`: an animation starts on a script's cue, after hydration. `@media`, `@supports`, `@container` and
 * `@layer` blocks keep the rules of theirs that the page needs, and go when none is left. `@media print` goes: the
 * linked whole sheet, `media="print"` until hydration, prints the page. Kept rules keep their order, so the cascade is
 * the whole sheet's. Classes a script adds later (an open menu, a form's state) come with the whole sheet, which the
 * page applies after hydration (styles/site-styles.tsx); so do the classes of markup drawn `hidden` (a button shown
 * once the page is hydrated).
 *
 * No dependency: the site's sheet is Vite's minified output, read once when the server starts; a page's part is
 * computed once per set of classes and remembered.
 */

export type Rule =
  /**
   * A style rule: for each selector of its list, the classes and elements it needs (an element as `<name>`); kept
   * when one list is all present.
   */
  | { kind: 'style'; needs: readonly (readonly string[])[]; text: string }
  /** `@media` and the like: kept with the part of its rules the page needs. */
  | { kind: 'group'; prelude: string; rules: readonly Rule[] }
  /** `@font-face`, `@import`, `@charset`…: always kept. */
  | { kind: 'other'; text: string }
  /** `@keyframes`: left to the whole sheet. */
  | { kind: 'animation'; text: string };

const GROUPING_AT_RULES = /^@(media|supports|container|layer)\b/i;
/** For print only: printed from the linked sheet. */
const PRINT_ONLY = /^@media\s+print\s*$/i;
/** Animations, started by scripts once the whole sheet applies. */
const KEYFRAMES = /^@(-webkit-)?keyframes\b/i;
/** Elements every document has: `html{}` and `body{}` are always kept. */
const ALWAYS_PRESENT = ['<html>', '<head>', '<body>'];
/** What a selector with `:hover` or `:active` needs: never on a page before hydration (see namesNeeded). */
const POINTER_STATE = ':pointer';

export interface SiteStyleSheet {
  /** Every class a selector of the sheet names (outside functional pseudo-classes). */
  readonly classes: ReadonlySet<string>;
  /** The sheet's part for a page whose markup uses these classes and elements (an element as `<name>`). */
  partFor(used: Iterable<string>): string;
  /** The sheet's part for this markup (its `class` attributes and its elements, but those drawn `hidden`). */
  partForMarkup(markup: string): string;
}

export function siteStyleSheet(css: string): SiteStyleSheet {
  const rules = parseRules(css);
  const named = new Set<string>();
  collectNeeds(rules, named);
  const classes = new Set([...named].filter((name) => !/^[<[:]/.test(name)));
  // The attributes the sheet tests, looked for in one pass: a page's others are not read (it has thousands).
  const findAttributes = attributeFinder([...named].filter((name) => name.startsWith('[')));
  const parts = new Map<string, string>();
  const partFor = (usedNames: Iterable<string>) => {
    const used = [...new Set([...usedNames, ...ALWAYS_PRESENT].filter((name) => named.has(name)))].sort();
    const key = used.join(' ');
    let part = parts.get(key);
    if (part === undefined) {
      // Bounded: pages share a few hundred sets of classes at most; a flood of odd sets only costs recomputing.
      if (parts.size >= 500) parts.clear();
      part = partOf(rules, new Set(used));
      parts.set(key, part);
    }
    return part;
  };
  return {
    classes,
    partFor,
    partForMarkup: (markup) => {
      const shown = withoutHiddenMarkup(markup);
      const classesShown = classesOfMarkup(shown);
      return partFor([...classesShown, ...elementsOfMarkup(shown), ...findAttributes(markup, classesShown.size > 0)]);
    },
  };
}

/** The classes named by the `class` attributes of server-rendered markup (React writes them double-quoted). */
export function classesOfMarkup(markup: string): Set<string> {
  const found = new Set<string>();
  const attribute = / class="([^"]*)"/g;
  for (let match = attribute.exec(markup); match; match = attribute.exec(markup)) {
    for (const name of match[1]!.split(/\s+/)) if (name) found.add(name);
  }
  return found;
}

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** The `hidden` attribute as React writes it: `hidden=""`. */
const HIDDEN_ATTRIBUTE = ' hidden=""';

/**
 * Server-rendered markup without its elements drawn `hidden` and what they hold: what the first paint shows. An element
 * ends at its closing tag, counted against the same elements opened inside it; markup that never closes it (a
 * fragment) ends there. Found from the attribute (`indexOf`, a page has one or two), back to its tag's start.
 */
export function withoutHiddenMarkup(markup: string): string {
  let at = markup.indexOf(HIDDEN_ATTRIBUTE);
  if (at === -1) return markup;
  let out = '';
  let from = 0;
  while (at !== -1) {
    const start = markup.lastIndexOf('<', at);
    const tag = /^<([a-zA-Z][\w-]*)\b[^<>]*$/.exec(markup.slice(start, at));
    if (start < from || !tag) {
      // Not an attribute of a tag (text that reads ` hidden=""`): left as it is.
      at = markup.indexOf(HIDDEN_ATTRIBUTE, at + HIDDEN_ATTRIBUTE.length);
      continue;
    }
    const name = tag[1]!.toLowerCase();
    const opened = markup.indexOf('>', at);
    if (opened === -1) break;
    out += markup.slice(from, start);
    from = VOID_ELEMENTS.has(name) || markup[opened - 1] === '/' ? opened + 1 : closingTagEnd(markup, name, opened + 1);
    at = markup.indexOf(HIDDEN_ATTRIBUTE, from);
  }
  return out + markup.slice(from);
}

/** The index just after the tag closing the `name` element whose content starts at `from` (or the markup's length). */
function closingTagEnd(markup: string, name: string, from: number): number {
  const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, 'gi');
  tags.lastIndex = from;
  let depth = 1;
  for (let match = tags.exec(markup); match; match = tags.exec(markup)) {
    if (match[1]) {
      if (--depth === 0) return match.index + match[0].length;
    } else if (!match[0].endsWith('/>')) depth++;
  }
  return markup.length;
}

/** HTML attributes React writes in camel case (react-dom's attribute names), for a test to find them as written. */
const REACT_CASE: Readonly<Record<string, string>> = {
  accesskey: 'accessKey',
  autocapitalize: 'autoCapitalize',
  autocomplete: 'autoComplete',
  autofocus: 'autoFocus',
  colspan: 'colSpan',
  contenteditable: 'contentEditable',
  crossorigin: 'crossOrigin',
  datetime: 'dateTime',
  enterkeyhint: 'enterKeyHint',
  fetchpriority: 'fetchPriority',
  formnovalidate: 'formNoValidate',
  inputmode: 'inputMode',
  maxlength: 'maxLength',
  minlength: 'minLength',
  novalidate: 'noValidate',
  readonly: 'readOnly',
  rowspan: 'rowSpan',
  spellcheck: 'spellCheck',
  srcset: 'srcSet',
  tabindex: 'tabIndex',
};

/**
 * What finds, in a page's markup, which of the sheet's attribute tests (`[open]`, `[type=radio]`) some element meets:
 * one pass of a pattern of their names only, as React writes them (`inputMode`: REACT_CASE), a value kept when a
 * test names it. `[class]` is met by any page with a class, which `classesOfMarkup` already read. The attributes of
 * hidden markup count: `.button[hidden]` must keep hiding a hidden element whose class is also shown elsewhere. Text
 * that looks like an attribute only keeps more rules.
 */
function attributeFinder(tests: readonly string[]): (markup: string, anyClass: boolean) => string[] {
  const values = new Map<string, Set<string>>();
  for (const test of tests) {
    const [, name = '', value] = /^\[([^=\]]*)(?:=(.*))?\]$/.exec(test) ?? [];
    const tested = values.get(name) ?? new Set<string>();
    if (value !== undefined) tested.add(value);
    values.set(name, tested);
  }
  const hasClass = values.delete('class');
  const names = [...values.keys()].flatMap((name) => (REACT_CASE[name] ? [name, REACT_CASE[name]] : [name]));
  const pattern =
    names.length > 0
      ? new RegExp(`\\s(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})="([^"]*)"`, 'g')
      : null;
  return (markup, anyClass) => {
    const found = new Set<string>();
    if (hasClass && anyClass) found.add('[class]');
    if (!pattern) return [...found];
    pattern.lastIndex = 0;
    for (let match = pattern.exec(markup); match; match = pattern.exec(markup)) {
      const name = match[1]!.toLowerCase();
      found.add(`[${name}]`);
      const value = match[2]!.includes('&') ? decodeEntities(match[2]!) : match[2]!;
      if (values.get(name)?.has(value)) found.add(`[${name}=${value}]`);
    }
    return [...found];
  };
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };

/** An attribute's value as the browser reads it, from what React writes (`&amp;`, `&quot;`, `&#x27;`…). */
function decodeEntities(value: string): string {
  return value.replace(/&(?:#x([\da-f]+)|#(\d+)|(\w+));/gi, (entity, hex?: string, decimal?: string, name?: string) =>
    hex
      ? String.fromCodePoint(parseInt(hex, 16))
      : decimal
        ? String.fromCodePoint(Number(decimal))
        : (ENTITIES[name!.toLowerCase()] ?? entity),
  );
}

/** The elements of markup, as `<name>` (lower case: HTML's names, and SVG's as React writes them). */
export function elementsOfMarkup(markup: string): Set<string> {
  const found = new Set<string>();
  const tag = /<([a-zA-Z][\w-]*)/g;
  for (let match = tag.exec(markup); match; match = tag.exec(markup)) found.add(`<${match[1]!.toLowerCase()}>`);
  return found;
}

function partOf(rules: readonly Rule[], used: ReadonlySet<string>): string {
  let out = '';
  for (const rule of rules) {
    if (rule.kind === 'other') out += rule.text;
    else if (rule.kind === 'animation') continue;
    else if (rule.kind === 'style') {
      if (rule.needs.some((classes) => classes.every((name) => used.has(name)))) out += rule.text;
    } else if (!PRINT_ONLY.test(rule.prelude)) {
      const inner = partOf(rule.rules, used);
      if (inner) out += `${rule.prelude}{${inner}}`;
    }
  }
  return out;
}

function collectNeeds(rules: readonly Rule[], into: Set<string>): void {
  for (const rule of rules) {
    if (rule.kind === 'style') for (const names of rule.needs) for (const name of names) into.add(name);
    else if (rule.kind === 'group') collectNeeds(rule.rules, into);
  }
}

/** Splits a style sheet into its top-level rules, at-rule blocks read recursively. Strings, comments and parentheses are respected. */
export function parseRules(css: string): Rule[] {
  const rules: Rule[] = [];
  let at = 0;
  while (at < css.length) {
    const start = at;
    at = scanUntil(css, at, (char) => char === '{' || char === ';' || char === '}');
    const prelude = stripComments(css.slice(start, at)).trim();
    if (at >= css.length) {
      if (prelude) rules.push({ kind: 'other', text: prelude });
      break;
    }
    if (css[at] === '}') {
      at++; // a stray closing brace: skipped, as a browser does
      continue;
    }
    if (css[at] === ';') {
      at++;
      if (prelude) rules.push({ kind: 'other', text: `${prelude};` });
      continue;
    }
    const bodyStart = at + 1;
    at = closingBrace(css, bodyStart);
    const body = css.slice(bodyStart, at);
    at++;
    if (!prelude) continue;
    if (prelude.startsWith('@')) {
      rules.push(
        GROUPING_AT_RULES.test(prelude)
          ? { kind: 'group', prelude, rules: parseRules(body) }
          : { kind: KEYFRAMES.test(prelude) ? 'animation' : 'other', text: `${prelude}{${body}}` },
      );
    } else {
      rules.push({ kind: 'style', needs: selectorList(prelude).flatMap(alternativesNeeded), text: `${prelude}{${body}}` });
    }
  }
  return rules;
}

/** The index of the first character at or after `from`, outside strings, comments and parentheses, that `stop` accepts. */
function scanUntil(css: string, from: number, stop: (char: string) => boolean): number {
  let depth = 0;
  for (let at = from; at < css.length; at++) {
    const char = css[at]!;
    if (char === '"' || char === "'") at = endOfString(css, at);
    else if (char === '/' && css[at + 1] === '*') at = endOfComment(css, at);
    else if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && stop(char)) return at;
  }
  return css.length;
}

/** The index of the brace closing the block whose body starts at `from` (or the end of the sheet). */
function closingBrace(css: string, from: number): number {
  let depth = 1;
  for (let at = from; at < css.length; at++) {
    const char = css[at]!;
    if (char === '"' || char === "'") at = endOfString(css, at);
    else if (char === '/' && css[at + 1] === '*') at = endOfComment(css, at);
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return at;
  }
  return css.length;
}

function endOfString(css: string, from: number): number {
  const quote = css[from];
  for (let at = from + 1; at < css.length; at++) {
    if (css[at] === '\\') at++;
    else if (css[at] === quote) return at;
  }
  return css.length;
}

function endOfComment(css: string, from: number): number {
  const end = css.indexOf('*/', from + 2);
  return end === -1 ? css.length : end + 1;
}

function stripComments(text: string): string {
  return text.includes('/*') ? text.replace(/\/\*[\s\S]*?(\*\/|$)/g, '') : text;
}

/** A selector list split at its top-level commas. */
function selectorList(prelude: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < prelude.length; at++) {
    const char = prelude[at]!;
    if (char === '"' || char === "'") at = endOfString(prelude, at);
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth = Math.max(0, depth - 1);
    else if (char === ',' && depth === 0) {
      selectors.push(prelude.slice(start, at));
      start = at + 1;
    }
  }
  selectors.push(prelude.slice(start));
  return selectors;
}

/** At most this many ways for one selector to match, through its `:is()` and `:where()`; past it, only what is outside them. */
const MAX_ALTERNATIVES = 32;

/**
 * The lists of classes and elements a selector can match with: one, but for a selector with `:is(a, b)` or
 * `:where(a, b)`, which matches with what is outside them and one alternative of each.
 */
function alternativesNeeded(selector: string): string[][] {
  const outside = namesNeeded(selector);
  let lists: string[][] = [outside];
  const matchesAny = /:(is|where)\(/gi; // one per call: the function calls itself
  for (let match = matchesAny.exec(selector); match; match = matchesAny.exec(selector)) {
    const open = match.index + match[0].length;
    if (depthAt(selector, match.index) > 0) continue; // inside another function: optional
    const close = closingParenthesis(selector, open);
    const inner = selectorList(selector.slice(open, close)).map((alternative) => alternativesNeeded(alternative));
    lists = lists.flatMap((list) => inner.flatMap((alternative) => alternative.map((names) => [...list, ...names])));
    if (lists.length > MAX_ALTERNATIVES) return [outside];
  }
  return lists;
}

/** The index of the parenthesis closing the one opened just before `from` (or the selector's length). */
function closingParenthesis(selector: string, from: number): number {
  let depth = 1;
  for (let at = from; at < selector.length; at++) {
    const char = selector[at]!;
    if (char === '"' || char === "'") at = endOfString(selector, at);
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return at;
  }
  return selector.length;
}

/** The index of the `]` closing an attribute selector whose text starts at `from`. */
function closingBracket(selector: string, from: number): number {
  for (let at = from; at < selector.length; at++) {
    const char = selector[at]!;
    if (char === '"' || char === "'") at = endOfString(selector, at);
    else if (char === ']') return at;
  }
  return selector.length;
}

/**
 * What an attribute selector needs, as `[name]` or, tested for one value (`[aria-current=page]`, quoted or not, no
 * `i` flag), `[name=value]`; any other test (`^=`, `~=`…) needs the name only.
 */
function attributeNeeded(test: string): string {
  const exact = /^\s*([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([\w-]+))\s*$/.exec(test);
  if (exact) return `[${exact[1]!.toLowerCase()}=${exact[2] ?? exact[3] ?? exact[4]}]`;
  return `[${(/^\s*([\w:-]*)/.exec(test)?.[1] ?? '').toLowerCase()}]`;
}

/** How many parentheses or brackets are open at `index` of a selector. */
function depthAt(selector: string, index: number): number {
  let depth = 0;
  for (let at = 0; at < index; at++) {
    const char = selector[at]!;
    if (char === '"' || char === "'") at = endOfString(selector, at);
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth = Math.max(0, depth - 1);
  }
  return depth;
}

/**
 * The classes and elements (as `<name>`) a selector needs on the page: those outside parentheses, attribute selectors
 * and strings. An element is a type selector: a name at the start of a compound (after a combinator or a space), not
 * after `.`, `#` or `:`.
 */
function namesNeeded(selector: string): string[] {
  let outside = '';
  const names: string[] = [];
  let depth = 0;
  for (let at = 0; at < selector.length; at++) {
    const char = selector[at]!;
    if (char === '"' || char === "'") at = endOfString(selector, at);
    else if (char === '(' || char === '[') {
      // An attribute selector needs the attribute on some element (`[open]`, `[aria-current=page]`: its name only).
      if (char === '[' && depth === 0) names.push(attributeNeeded(selector.slice(at + 1, closingBracket(selector, at + 1))));
      depth++;
    } else if (char === ')' || char === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0) outside += char;
  }
  // A class name as CSS writes it, escapes included (`.md\:wide`); the page's attribute holds it unescaped.
  for (const match of outside.matchAll(/\.((?:[\w-]|\\.)+)/g)) names.push(match[1]!.replace(/\\(.)/g, '$1'));
  for (const match of outside.matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g)) names.push(`<${match[1]!.toLowerCase()}>`);
  // A pointer's state (`:hover`, `:active`): none before the whole sheet applies, but for a page loaded under the pointer.
  if (/:(hover|active)\b/i.test(outside)) names.push(POINTER_STATE);
  return names;
}
