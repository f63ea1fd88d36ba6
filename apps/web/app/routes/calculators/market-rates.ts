import { marketCountrySchema } from '@pretscope/core';
import * as v from 'valibot';
import { appContext } from '../../app-context.ts';
import type { Route } from './+types/market-rates';

/** The query a live calculator asks with (calculators/market-rank.tsx): a comparator category, a country, months. */
const querySchema = v.strictObject({
  categorie: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/)),
  pays: marketCountrySchema,
  duree: v.pipe(v.string(), v.toNumber(), v.number(), v.integer(), v.minValue(1), v.maxValue(600)),
});

/**
 * GET /outils/taux-du-marche?categorie=pret-hypothecaire&pays=LUX&duree=240 → core MarketRates: the month's observed
 * rates of that market as a distribution (a few dozen pairs), which the page places the typed rate in, in the
 * browser. Asked when the visitor changes the country or the duration; a query it cannot read answers 400.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const parsed = v.safeParse(querySchema, Object.fromEntries(url.searchParams));
  if (!parsed.success) return Response.json(null, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  const { categorie, pays, duree } = parsed.output;
  const market = await context.get(appContext).useCases.marketRates({ categorySlug: categorie, country: pays, duration: duree });
  return Response.json(market, { headers: { 'Cache-Control': 'no-store' } });
}
