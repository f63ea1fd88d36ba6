import { advertiserReport, MAX_PAGE_LIMIT, monthsEndingAt, reportMonthParam, type AdvertiserReport } from '@pretscope/core';
import { data } from 'react-router';
import { recordsQuery } from './all-records-query.ts';
import type { WebStores } from '../request-scope.ts';

/** An advertiser with more products than this is cut there (none comes near: a bank sells a handful). */
const MAX_PRODUCTS = 1_000;

/** `/_admin_/advertisers/12/rapport`'s id, or a 404 page. */
export function advertiserIdParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw data({ message: 'Identifiant invalide.' }, { status: 404 });
  return id;
}

export interface LoadedAdvertiserReport {
  advertiser: { id: number; name: string };
  report: AdvertiserReport;
}

/**
 * One advertiser's report for the month a URL asks for (`?mois=2026-10`, this month in Luxembourg by default): its
 * products in name order, with their figures over that month and the eleven before it (core advertiserReport).
 */
export async function loadAdvertiserReport(
  stores: Pick<WebStores, 'resources' | 'advertiserReports'>,
  id: number,
  monthParam: string | null,
  now: Date,
): Promise<LoadedAdvertiserReport> {
  const found = await stores.resources.get('announcers', id);
  if (!found.ok) throw data({ message: `L’annonceur n° ${id} n’existe pas ou a été supprimé.` }, { status: 404 });
  const months = monthsEndingAt(reportMonthParam(monthParam, now));
  const products: { id: number; name: string }[] = [];
  for (let offset = 0; offset < MAX_PRODUCTS; offset += MAX_PAGE_LIMIT) {
    const page = await stores.resources.list(
      recordsQuery('products', {
        filter: { advertiserId: [String(id)] },
        sort: [{ field: 'name', direction: 'asc' }],
        limit: MAX_PAGE_LIMIT,
        offset,
      }),
    );
    if (!page.ok) throw new Error(`advertiser report: products of ${id}: ${page.error.type}`);
    products.push(...page.value.records.map((record) => ({ id: record.id, name: String(record.attributes.name ?? '') })));
    if (page.value.records.length < MAX_PAGE_LIMIT) break;
  }
  const figures = await stores.advertiserReports.monthlyFigures({ advertiserId: id, months });
  return {
    advertiser: { id, name: String(found.value.record.attributes.name ?? '') },
    report: advertiserReport(products, figures, months),
  };
}
