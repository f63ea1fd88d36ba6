import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mentionsAddress, redactAddress, redactAddressInJson, REDACTED_ADDRESS } from './address-mention.ts';

const target = 'ana.martin+pret@exemple.lu';

describe('mentionsAddress and redactAddress', () => {
  it('finds the address whatever its case, in sentences, links and markup', () => {
    for (const text of [
      'Écrivez-moi à ana.martin+pret@exemple.lu.',
      'Contact\u00a0: ANA.Martin+PRET@Exemple.LU, merci',
      '<a href="mailto:ana.martin+pret@exemple.lu">moi</a>',
      '/contact?email=ana.martin%2Bpret%40exemple.lu&x=1',
      '"to":"ana.martin+pret@exemple.lu"',
      '550 5.1.1 <ana.martin+pret@exemple.lu>: boîte inconnue',
    ]) {
      expect(mentionsAddress(text, target), text).toBe(true);
      const redacted = redactAddress(text, target);
      expect(redacted).toContain(REDACTED_ADDRESS);
      expect(redacted.toLowerCase()).not.toContain('ana.martin+pret@exemple.lu');
      expect(redacted.toLowerCase()).not.toContain('ana.martin%2bpret%40exemple.lu');
    }
  });

  it('leaves alone the addresses that merely contain it: they are other people’s', () => {
    for (const other of [
      'x.ana.martin+pret@exemple.lu',
      'lana.martin+pret@exemple.lu',
      'ana.martin+pret@exemple.lux',
      'ana.martin+pret@exemple.lu.fr',
      'ana.martin+pret@exemple.lu-2.fr',
      'ana.martin+pret@exemple.lu_',
    ]) {
      expect(mentionsAddress(`écrire à ${other} demain`, target), other).toBe(false);
      expect(redactAddress(`écrire à ${other} demain`, target)).toBe(`écrire à ${other} demain`);
    }
  });

  it('blanks out every string of a JSON value, keeping its shape', () => {
    const payload = {
      channel: 'mail',
      mail: {
        to: 'Ana.Martin+pret@exemple.lu',
        subject: 'Votre demande',
        text: 'Bonjour',
        headers: { 'X-Ref': 'ana.martin+pret@exemple.lu' },
      },
      list: ['a', 'ana.martin+pret@exemple.lu', 3],
    };
    expect(redactAddressInJson(payload, target)).toEqual({
      channel: 'mail',
      mail: { to: REDACTED_ADDRESS, subject: 'Votre demande', text: 'Bonjour', headers: { 'X-Ref': REDACTED_ADDRESS } },
      list: ['a', REDACTED_ADDRESS, 3],
    });
  });

  it('never finds an empty address', () => {
    expect(mentionsAddress('texte', '')).toBe(false);
    expect(redactAddress('texte', ' ')).toBe('texte');
  });

  describe('properties', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
    const address = fc
      .tuple(
        fc.array(word, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('', '+pret', '_x', '-y'),
        fc.array(word, { minLength: 1, maxLength: 2 }),
        fc.constantFrom('lu', 'fr', 'be'),
      )
      .map(([local, tag, domain, top]) => `${local.join('.')}${tag}@${domain.join('-')}.${top}`);
    const separator = fc.constantFrom(' ', ', ', '\u00a0: ', '\n', '<', '>', '"', '(', ')', '\u202f; ');
    const randomCase = (text: string, flips: boolean[]) =>
      [...text].map((char, i) => (flips[i % flips.length] ? char.toUpperCase() : char)).join('');

    it('a text built of words and the address, in any case, no longer mentions it once redacted, and keeps the rest', () => {
      fc.assert(
        fc.property(
          address,
          fc.array(fc.oneof(word, fc.constant('@')), { maxLength: 6 }),
          fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }),
          separator,
          (email, words, flips, sep) => {
            const text = [...words, randomCase(email, flips), ...words].join(sep);
            const redacted = redactAddress(text, email);
            expect(mentionsAddress(redacted, email)).toBe(false);
            expect(redacted.toLowerCase()).not.toContain(email);
            expect(redacted).toBe([...words, REDACTED_ADDRESS, ...words].join(sep));
          },
        ),
      );
    });

    it('another address is never changed, unless it is the same address', () => {
      fc.assert(
        fc.property(address, address, separator, (email, other, sep) => {
          fc.pre(other !== email);
          const text = `a${sep}${other}${sep}b`;
          expect(redactAddress(text, email)).toBe(text);
        }),
      );
    });
  });
});
