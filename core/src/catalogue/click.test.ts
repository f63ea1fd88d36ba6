import { describe, expect, expectTypeOf, it } from 'vitest';
import { clickInputSchema, type Click, type ClickInput } from './click.ts';
import { issuesOf, parseValid } from '../fields/schema-issues.test-support.ts';

describe('clickInputSchema', () => {
  it('records the offer and the network the click came from, never the full address', () => {
    expect(parseValid(clickInputSchema, { productId: 3, advertiserId: 1, ip: '192.0.2.44' })).toEqual({
      productId: 3,
      advertiserId: 1,
      ip: '192.0.2.0',
    });
  });

  it('records a click without an address', () => {
    expect(parseValid(clickInputSchema, { productId: 3, advertiserId: 1 }).ip).toBeNull();
  });

  it('refuses a click without its offer', () => {
    expect(issuesOf(clickInputSchema, { advertiserId: 1 })).toEqual(['productId: Ce champ est obligatoire.']);
  });

  it('gives what a stored click holds, but for its id and date', () => {
    expectTypeOf<ClickInput>().toEqualTypeOf<Omit<Click, 'id' | 'createdAt'>>();
  });
});
