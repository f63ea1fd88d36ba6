import { lenderWordmark, lenderWordmarkVersion, type WordmarkForm } from '@pretscope/core';
import { data } from 'react-router';
import { appContext } from '../../app-context.ts';
import { isSlugShaped } from '../../routing/route-rules.ts';
import type { Route } from './+types/lender-logo';

/** A year: the address carries the record's version, so a cached file never outlives the record it was drawn from. */
const VERSIONED_CACHE = 'public, max-age=31536000, immutable';
/** Asked without the current version (an old page, a hand-typed address): kept briefly, as the uploads are. */
const UNVERSIONED_CACHE = 'public, max-age=3600';

/**
 * The logo drawn from a lender's record (core lenderWordmark): `logo.svg`, the mark and the name, and
 * `embleme.svg`, the mark alone. Served for every listed lender, including one that also has an uploaded logo
 * (the pages show the uploaded one). The SVG is the site's own drawing, never an editor's file; it still gets the
 * headers of a served image, as the uploads do.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  if (!isSlugShaped(params.slug)) throw data(null, { status: 404 });
  const form: WordmarkForm = url.pathname.endsWith('/embleme.svg') ? 'emblem' : 'wordmark';
  const {
    readers: { catalog },
  } = context.get(appContext);
  const advertiser = await catalog.advertiserBySlug(params.slug);
  if (!advertiser) throw data(null, { status: 404 });
  const subject = { name: advertiser.name, slug: advertiser.slug, kind: advertiser.advertisersCategory };
  const current = url.searchParams.get('v') === lenderWordmarkVersion(subject);
  return new Response(lenderWordmark(subject, form), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': current ? VERSIONED_CACHE : UNVERSIONED_CACHE,
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
