import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './attachment.ts';

describe('attachmentDisposition', () => {
  it('an ASCII name: the filename parameter only', () => {
    expect(attachmentDisposition('pretscope-simulation-pret-hypothecaire-2026-11-28.pdf')).toBe(
      'attachment; filename="pretscope-simulation-pret-hypothecaire-2026-11-28.pdf"',
    );
  });

  it('a French name: its ASCII form, and the name itself in UTF-8 (RFC 8187)', () => {
    expect(attachmentDisposition('pretscope-prêt-échéancier (1).pdf')).toBe(
      'attachment; filename="pretscope-pret-echeancier (1).pdf"; filename*=UTF-8\'\'pretscope-pr%C3%AAt-%C3%A9ch%C3%A9ancier%20%281%29.pdf',
    );
  });

  it('never breaks the header: no quote, backslash or non-ASCII character in filename, filename* decodes to the name', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (name) => {
        const header = attachmentDisposition(name);
        const plain = /^attachment; filename="([^"]*)"(?:; filename\*=UTF-8''(.*))?$/.exec(header);
        expect(plain).not.toBeNull();
        expect(plain?.[1]).toMatch(/^[\x20-\x7e]*$/);
        expect(plain?.[1]).not.toMatch(/["\\]/);
        expect(plain?.[2] === undefined ? plain?.[1] : decodeURIComponent(plain[2])).toBe(name);
      }),
    );
  });
});
