/** Vowels of French and its neighbours once accents are gone; 'y' is a vowel in French ('Yves', 'Sylvie'). */
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y', 'æ', 'œ', 'ø', 'ı']);

/** Latin consonants, including the letters that do not decompose into a base letter and an accent. */
const CONSONANTS = new Set([...'bcdfghjklmnpqrstvwxz', 'ß', 'ł', 'đ', 'ð', 'þ', 'ŋ']);

/**
 * Whether a name looks like keyboard mashing (spec §5): more than `n` vowels in a row, more than `n` consonants
 * in a row, or more than `n` identical other characters in a row ('Jeannnnne', 'xkcdfgh', 'Marie!!!!').
 *
 * Case and accents do not matter: 'É' counts as the vowel 'e' and 'Ç' as the consonant 'c'. Letters outside
 * the Latin alphabet have no vowel/consonant class here, so like non-letters they are flagged only when the same
 * one repeats; this keeps names written in other scripts from being refused for having "no vowels".
 * Any character that breaks a run (a space, a hyphen, an apostrophe) starts a new one, so compound names like
 * 'Jean-Pierre' are measured word by word.
 * `n` is how many are tolerated; it must not be negative.
 */
export function hasRepeatedCharacters(text: string, n: number): boolean {
  if (Number.isNaN(n) || n < 0) {
    // The threshold is a constant of the form that uses it, so a bad one is a programming error.
    throw new RangeError(`n must be a non-negative number, got ${n}`);
  }
  let previousClass: string | undefined;
  let run = 0;
  for (const character of foldCharacters(text)) {
    const currentClass = classOf(character);
    run = currentClass === previousClass ? run + 1 : 1;
    if (run > n) return true;
    previousClass = currentClass;
  }
  return false;
}

/**
 * The text as characters without case or accents. Marks are dropped after decomposition, so an accent typed as
 * a separate combining character does not split or lengthen a run either.
 */
function foldCharacters(text: string): string[] {
  // Lowercasing first: it can itself add a mark (İ → i + U+0307) that must go with the others.
  return Array.from(text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, ''));
}

/** Vowels share one class and consonants another; any other character is a class of its own. */
function classOf(character: string): string {
  if (VOWELS.has(character)) return 'vowel';
  if (CONSONANTS.has(character)) return 'consonant';
  return `other:${character}`;
}
