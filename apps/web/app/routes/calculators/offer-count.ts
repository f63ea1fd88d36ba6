import { marketCountrySchema } from '@pretscope/core';
import * as v from 'valibot';
import { appContext } from '../../app-context.ts';
import { offerCount } from '../../routing/journey-links.server.ts';
import type { Route } from './+types/offer-count';

/** The query a live calculator asks with (calculators/next-steps.tsx): a comparator category and the terms found. */
const querySchema = v.strictObject({
  categorie: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/)),
  montant: v.pipe(v.string(), v.toNumber(), v.number(), v.minValue(1), v.maxValue(100_000_000)),
  duree: v.pipe(v.string(), v.toNumber(), v.number(), v.integer(), v.minValue(1), v.maxValue(600)),
  pays: marketCountrySchema,
});

/**
 * GET /outils/nombre-d-offres?categorie=pret-hypothecaire&montant=250000&duree=300&pays=LUX → `{ "count": 7 }`:
 * how many offers the comparator lists for terms a visitor reached by typing in a calculator. The page computes
 * everything else in the browser; only this needs the catalogue. A query it cannot read answers 400.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const parsed = v.safeParse(querySchema, Object.fromEntries(url.searchParams));
  if (!parsed.success) return Response.json({ count: null }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  const { categorie, montant, duree, pays } = parsed.output;
  const count = await offerCount(context.get(appContext).useCases, {
    categorySlug: categorie,
    amount: montant,
    durationMonths: duree,
    country: pays,
  });
  return Response.json({ count }, { headers: { 'Cache-Control': 'no-store' } });
}
