import { sortByCountry, type ResourceStore } from '@pretscope/core';
import { isSlugShaped } from '../routing/route-rules.ts';

export interface BankLink {
  name: string;
  slug: string;
  country: string;
}

/** Far above the banks the directory follows; one page of the store. */
const MAX_BANKS = 100;

/**
 * The banks of the layout's bank list (spec §2): indexed advertisers of kind « banque », names and slugs only, in
 * the spec's country order (LUX, BE, FR, others). One small query; a failure leaves the list empty rather than
 * failing the page around it.
 */
export async function loadBankList(resources: ResourceStore): Promise<BankLink[]> {
  const found = await resources.list({
    type: 'announcers',
    filter: { isIndexed: ['true'], advertisersCategory: ['banque'] },
    fields: { announcers: ['name', 'slug', 'country'] },
    sort: [{ field: 'name', direction: 'asc' }],
    page: { offset: 0, limit: MAX_BANKS },
    include: [],
  });
  if (!found.ok) return [];
  const banks = found.value.records.map((record) => ({
    name: String(record.attributes.name ?? ''),
    slug: String(record.attributes.slug ?? ''),
    country: String(record.attributes.country ?? ''),
  }));
  return sortByCountry(banks.filter((bank) => bank.name !== '' && isSlugShaped(bank.slug)));
}
