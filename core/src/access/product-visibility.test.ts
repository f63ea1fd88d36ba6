import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isProductVisible } from './product-visibility.ts';

describe('isProductVisible', () => {
  it('shows an active product that is not disabled, and nothing else', () => {
    expect(isProductVisible({ isActive: true, isDisabled: false })).toBe(true);
    expect(isProductVisible({ isActive: true })).toBe(true);
    expect(isProductVisible({ isActive: false, isDisabled: false })).toBe(false);
    expect(isProductVisible({ isActive: true, isDisabled: true })).toBe(false);
    expect(isProductVisible({})).toBe(false);
  });

  it('takes only a real true as active and a real true as disabled', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (isActive, isDisabled) => {
        expect(isProductVisible({ isActive, isDisabled })).toBe(isActive === true && isDisabled !== true);
      }),
    );
  });
});
