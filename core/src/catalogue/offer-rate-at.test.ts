import { describe, expect, it } from 'vitest';
import { offerRateAt } from './offer-rate-at.ts';

const latest = [
  { amount: 100_000, duration: 180, rate: 3.1 },
  { amount: 100_000, duration: 240, rate: 3.3 },
  { amount: 300_000, duration: 240, rate: 3.2 },
  { amount: 300_000, duration: 300, rate: 3.5 },
];

describe('offerRateAt', () => {
  it('takes the nearest duration, then the nearest amount at that duration', () => {
    expect(offerRateAt(latest, { amount: 250_000, duration: 252 })).toEqual({ amount: 300_000, duration: 240, rate: 3.2 });
    expect(offerRateAt(latest, { amount: 300_000, duration: 180 })).toEqual({ amount: 100_000, duration: 180, rate: 3.1 });
    expect(offerRateAt(latest, { amount: 100_000, duration: 240 })).toEqual({ amount: 100_000, duration: 240, rate: 3.3 });
  });

  it('answers null for a product with no observation', () => {
    expect(offerRateAt([], { amount: 100_000, duration: 240 })).toBeNull();
  });
});
