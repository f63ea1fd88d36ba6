import type { CatalogReader, PublicAdvertiser } from '@pretscope/core';

/** A bank of the layout's list: all the browser gets of it (the root's data is sent with every page). */
export type BankLink = Pick<PublicAdvertiser, 'name' | 'slug' | 'country'>;

/** Far above the banks the directory follows. */
const MAX_BANKS = 100;

/**
 * The banks of the layout's bank list (spec §2): the listed advertisers of kind « banque » (core CatalogReader), in
 * the spec's country order (LUX, BE, FR, others), names and slugs only.
 */
export async function loadBankList(catalog: Pick<CatalogReader, 'advertisers'>): Promise<BankLink[]> {
  const banks = await catalog.advertisers({ kind: 'banque', limit: MAX_BANKS });
  return banks.map(({ advertiser: { name, slug, country } }) => ({ name, slug, country }));
}
