import { buildRateGrid, rateGridAxes, type RateGrid } from '../catalogue/rate-grid.ts';
import type { RateObservationStore } from '../ports/rate-observation-store.ts';
import type { ResourceStore } from '../ports/resource-store.ts';
import { err, ok, type Result } from '../result.ts';

export interface RateGridDeps {
  /** The product and its categories (whose simulators' amounts and durations are the grid's points). */
  resources: ResourceStore;
  rates: Pick<RateObservationStore, 'latestRates'>;
}

/**
 * A product's rate grid for the back office (issue 22): one cell per point of its categories' amount × duration grid,
 * each with the latest rate observed there, as the comparator reads it.
 */
export async function readRateGrid(
  deps: RateGridDeps,
  input: { productId: number },
): Promise<Result<RateGrid, { type: 'product/not-found' }>> {
  const product = await deps.resources.get('products', input.productId);
  if (!product.ok) return err({ type: 'product/not-found' });
  const categoryIds = product.value.record.attributes.categories;
  const ids = Array.isArray(categoryIds) ? categoryIds.map(String) : [];
  const categories =
    ids.length === 0
      ? null
      : await deps.resources.list({
          type: 'categories',
          filter: { id: ids },
          sort: [],
          page: { offset: 0, limit: ids.length },
          include: [],
          fields: { categories: ['config'] },
        });
  const configs = categories?.ok ? categories.value.records.map((record) => record.attributes.config ?? {}) : [];
  const axes = rateGridAxes(configs as { amounts?: unknown[]; durations?: unknown[] }[]);
  const latest = await deps.rates.latestRates([input.productId]);
  return ok(buildRateGrid(axes, latest));
}
