import { describe, expect, it } from 'vitest';
import { rateGridKey } from '../catalogue/rate-grid.ts';
import { rateGridVersion } from '../catalogue/rate-version.ts';
import type { RateObservationStore } from '../ports/rate-observation-store.ts';
import type { RateObservationWriter } from '../ports/rate-observation-writer.ts';
import type { ResourceStore } from '../ports/resource-store.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { readRateGrid } from '../use-cases/read-rate-grid.ts';
import { saveRateGrid } from '../use-cases/save-rate-grid.ts';

/** One request's view of the store: what a use case is given (each call may get its own, as each request does). */
export interface RateWritesDeps {
  unitOfWork: UnitOfWork<{ observations: RateObservationWriter; rates: Pick<RateObservationStore, 'latestRates'> }>;
  rates: Pick<RateObservationStore, 'latestRates' | 'ratesForProduct'>;
  resources: ResourceStore;
}

export interface RateWritesUnderTest {
  deps(): RateWritesDeps;
  /** A product in categories with an amount × duration grid, no rate observed yet. */
  productId: number;
}

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The contract of writing rates in a unit of work (RateObservationWriter inside UnitOfWork): all or nothing, and
 * lockRates holding a product's rates until the unit of work ends, so that the rate grid's version check made in the
 * same transaction as its write (issue 22) refuses the second of two concurrent saves. The in-memory fake and every
 * persistence adapter run it unchanged.
 */
export function describeRateWritesContract(name: string, open: () => Promise<RateWritesUnderTest>): void {
  describe(`${name}: rate writes contract`, () => {
    it('keeps what a unit of work wrote when it returns, nothing when it throws', async () => {
      const { deps, productId } = await open();
      const observation = { productId, rate: 3.2, amount: 100_000, duration: 120, createdAt: day('2026-11-02') };
      await expect(
        deps().unitOfWork.transaction(async ({ observations }) => {
          await observations.lockRates([productId]);
          await observations.add([observation]);
          throw new Error('interrupted');
        }),
      ).rejects.toThrow('interrupted');
      expect(await deps().rates.ratesForProduct(productId)).toEqual([]);
      expect(await deps().unitOfWork.transaction(({ observations }) => observations.add([observation]))).toBe(1);
      expect(await deps().rates.ratesForProduct(productId)).toEqual([3.2]);
    });

    it('makes a second unit of work that locks the same product wait for the first, then read what it wrote', async () => {
      const { deps, productId } = await open();
      const steps: string[] = [];
      let locked = () => {};
      const firstLocked = new Promise<void>((resolve) => (locked = resolve));
      const first = deps().unitOfWork.transaction(async ({ observations }) => {
        await observations.lockRates([productId, productId]);
        locked();
        // Long enough for the second to reach its lock, had it not to wait.
        await pause(200);
        await observations.add([{ productId, rate: 3.3, amount: 100_000, duration: 120, createdAt: day('2026-11-02') }]);
        steps.push('first wrote');
      });
      await firstLocked;
      const second = deps().unitOfWork.transaction(async ({ observations, rates }) => {
        await observations.lockRates([productId]);
        steps.push('second locked');
        return rates.latestRates([productId]);
      });
      const [, seen] = await Promise.all([first, second]);
      expect(steps).toEqual(['first wrote', 'second locked']);
      expect(seen).toEqual([{ productId, amount: 100_000, duration: 120, rate: 3.3, observedAt: day('2026-11-02') }]);
    });

    it('writes one of two grid saves made at once against the same rates, and refuses the other naming the cell', async () => {
      const { deps, productId } = await open();
      const grid = await readRateGrid(deps(), { productId });
      if (!grid.ok) throw new Error(`no grid for product ${productId}`);
      const version = rateGridVersion(productId, grid.value);
      const amount = grid.value.amounts[0] as number;
      const duration = grid.value.durations[0] as number;
      const save = (rate: string) =>
        saveRateGrid(deps(), { productId, cells: { [rateGridKey(amount, duration)]: rate }, day: '2026-11-03', version });
      const answers = await Promise.all([save('3,1'), save('3,9')]);
      const written = answers.filter((answer) => answer.ok);
      const refused = answers.flatMap((answer) => (answer.ok ? [] : [answer.error]));
      expect(written).toHaveLength(1);
      expect(refused).toHaveLength(1);
      const kept = (await deps().rates.ratesForProduct(productId)) as number[];
      expect(kept).toHaveLength(1);
      expect(refused[0]).toMatchObject({
        type: 'grid/stale',
        changed: [{ productId, amount, duration, was: null, now: kept[0] }],
      });
    });
  });
}
