/**
 * Letters that Unicode decomposition leaves whole (they are letters of their own, not a base letter plus an
 * accent) spelled the way French and neighbouring languages write them in ASCII.
 */
const LETTERS_WITHOUT_DECOMPOSITION: Readonly<Record<string, string>> = {
  œ: 'oe',
  æ: 'ae',
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

const SPECIAL_LETTER = new RegExp(`[${Object.keys(LETTERS_WITHOUT_DECOMPOSITION).join('')}]`, 'gu');

/**
 * Separators between words become hyphens: white space, dashes, underscores and all punctuation (apostrophes
 * ' and ’, slashes, dots, commas, brackets, quotes…), so "l'été" and "prêts/crédits" keep their words apart.
 * Everything else outside a-z and 0-9 (symbols such as € or emoji, letters of other scripts) is removed.
 */
const SEPARATORS = /[\s\p{Z}\p{P}]+/gu;

/**
 * The URL slug of a title (spec §5): lowercase, accents stripped, separators replaced by a hyphen, other
 * characters removed, runs of hyphens collapsed, no hyphen at either end.
 * 'Prêt hypothécaire' → 'pret-hypothecaire'. The result matches ^[a-z0-9]+(-[a-z0-9]+)*$ or is empty, and
 * slugify(slugify(x)) === slugify(x), so a stored slug can be passed through it again safely.
 */
export function slugify(text: string): string {
  return (
    text
      // NFKD also unfolds compatibility forms (ﬁ → fi, ² → 2, full-width Ａ → A) besides separating accents.
      .normalize('NFKD')
      .toLowerCase()
      .replace(SPECIAL_LETTER, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter] ?? '')
      // Lowercasing can itself produce combining marks (İ → i + U+0307), so marks go after it.
      .replace(/\p{M}/gu, '')
      .replace(SEPARATORS, '-')
      .replace(/[^a-z0-9-]/g, '')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '')
  );
}
