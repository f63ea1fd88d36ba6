import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLeadReference, LEAD_REFERENCE_BYTES, leadReference, normalizeLeadReference } from './lead-reference.ts';

describe('leadReference — worked examples', () => {
  it('writes 40 bits as eight characters of Crockford’s base 32', () => {
    expect(leadReference(new Uint8Array([0, 0, 0, 0, 0]))).toBe('PS-0000-0000');
    expect(leadReference(new Uint8Array([255, 255, 255, 255, 255]))).toBe('PS-ZZZZ-ZZZZ');
    // 0x0123456789 = 00000 00100 10001 10100 01010 11001 11100 01001 → 0 4 H M A S W 9
    expect(leadReference(new Uint8Array([0x01, 0x23, 0x45, 0x67, 0x89]))).toBe('PS-04HM-ASW9');
  });

  it('refuses fewer bytes than it needs', () => {
    expect(() => leadReference(new Uint8Array(4))).toThrow();
  });

  it('reads back what a person types: case, spaces, O for 0, I or L for 1', () => {
    expect(normalizeLeadReference('ps 04hm asw9')).toBe('PS-04HM-ASW9');
    expect(normalizeLeadReference('PS-O4HM-ASW9')).toBe('PS-04HM-ASW9');
    expect(normalizeLeadReference('PS-I1L0-0000')).toBe('PS-1110-0000');
    expect(normalizeLeadReference('PS-04HM-ASW')).toBeNull();
    expect(normalizeLeadReference('PS-04HM-ASWU')).toBeNull();
  });
});

describe('properties', () => {
  const bytes = fc.uint8Array({ minLength: LEAD_REFERENCE_BYTES, maxLength: LEAD_REFERENCE_BYTES });

  it('every reference has the published shape, without I, L, O or U', () => {
    fc.assert(
      fc.property(bytes, (b) => {
        const reference = leadReference(b);
        expect(isLeadReference(reference)).toBe(true);
        expect(reference.slice(3)).not.toMatch(/[ILOU]/);
      }),
    );
  });

  it('different bytes give different references (nothing is lost), and a reference reads back as itself', () => {
    fc.assert(
      fc.property(bytes, bytes, (a, b) => {
        const same = a.every((value, index) => value === b[index]);
        expect(leadReference(a) === leadReference(b)).toBe(same);
        expect(normalizeLeadReference(leadReference(a).toLowerCase())).toBe(leadReference(a));
      }),
    );
  });
});
