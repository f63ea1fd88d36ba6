import * as v from 'valibot';
import { appContext } from '../../app-context.ts';
import { bestFixedOffer } from '../../calculators/best-fixed-offer.server.ts';
import { mortgageCategoryFor } from '../../routing/journey-links.ts';
import type { Route } from './+types/best-fixed-offer';

/** The query the variable-rate page asks with (routes/calculators/variable-rate.tsx): the loan's terms and country. */
const querySchema = v.strictObject({
  montant: v.pipe(v.string(), v.toNumber(), v.number(), v.minValue(1), v.maxValue(100_000_000)),
  duree: v.pipe(v.string(), v.toNumber(), v.number(), v.integer(), v.minValue(1), v.maxValue(600)),
  pays: v.picklist(['BE', 'LUX']),
});

/**
 * GET /outils/meilleur-taux-fixe?montant=250000&duree=300&pays=BE → `{ "offer": { … } }` (or `{ "offer": null }`):
 * the comparator's best fixed-rate mortgage offer for terms a visitor reached by typing in the variable-rate tool.
 * The page computes its scenarios in the browser; only this needs the catalogue. A query it cannot read answers 400.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const parsed = v.safeParse(querySchema, Object.fromEntries(url.searchParams));
  if (!parsed.success) return Response.json({ offer: null }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  const { montant, duree, pays } = parsed.output;
  const offer = await bestFixedOffer(context.get(appContext).useCases, {
    categorySlug: mortgageCategoryFor(pays),
    amount: montant,
    durationMonths: duree,
    country: pays,
  });
  return Response.json({ offer }, { headers: { 'Cache-Control': 'no-store' } });
}
