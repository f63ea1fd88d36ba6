import { marketCountrySchema } from '@pretscope/core';
import * as v from 'valibot';
import { appContext } from '../../app-context.ts';
import { cryptoOffers } from '../../calculators/crypto-offers.server.ts';
import type { Route } from './+types/crypto-offers';

const querySchema = v.strictObject({
  montant: v.pipe(v.string(), v.toNumber(), v.number(), v.integer(), v.minValue(1), v.maxValue(100_000_000)),
  duree: v.pipe(v.string(), v.toNumber(), v.number(), v.integer(), v.minValue(1), v.maxValue(600)),
  pays: marketCountrySchema,
});

/**
 * GET /pret-crypto/offres?montant=17500&duree=12&pays=LUX → the crypto offers for terms a visitor reached by typing
 * on /pret-crypto (calculators/crypto.ts `CryptoOffers`), asked in the background by the page, which computes the
 * rest in the browser. A query it cannot read answers 400.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const parsed = v.safeParse(querySchema, Object.fromEntries(url.searchParams));
  if (!parsed.success) return Response.json(null, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  const { montant, duree, pays } = parsed.output;
  const answer = await cryptoOffers(context.get(appContext), { amount: montant, duration: duree, country: pays });
  return Response.json(answer, { headers: { 'Cache-Control': 'no-store' } });
}
