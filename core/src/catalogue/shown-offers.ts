/** A product a comparator page showed, and the rank it stood at in the ranking (1 is the first). */
export interface ShownOffer {
  productId: number;
  rank: number;
}

/**
 * The response header by which a comparator page tells the server which products it showed and at which rank, so
 * that every time the page is served, rendered or from the page cache, those impressions are counted. The server
 * reads it and never sends it on.
 */
export const SHOWN_OFFERS_HEADER = 'x-pretscope-shown-offers';

/** More products than any comparator shows: a longer header is cut there. */
const MAX_SHOWN = 200;

/**
 * Each product once, at the first rank it stands at in the ranking (a sponsored offer, shown again in its slot at
 * the top, also stands at its rank: it is counted once, there).
 */
export function shownOffersOf(ranked: readonly { productId: number }[]): ShownOffer[] {
  const seen = new Set<number>();
  const shown: ShownOffer[] = [];
  ranked.forEach(({ productId }, index) => {
    if (seen.has(productId) || shown.length >= MAX_SHOWN) return;
    seen.add(productId);
    shown.push({ productId, rank: index + 1 });
  });
  return shown;
}

/** `12:1,7:2,31:3`: product id and rank, in the page's order. */
export function formatShownOffers(shown: readonly ShownOffer[]): string {
  return shown.map(({ productId, rank }) => `${productId}:${rank}`).join(',');
}

/** What formatShownOffers wrote; anything malformed in it is skipped (it is a header: it could be anything). */
export function parseShownOffers(value: string | null | undefined): ShownOffer[] {
  if (!value) return [];
  const shown: ShownOffer[] = [];
  for (const part of value.split(',')) {
    const match = /^\s*(\d{1,9}):(\d{1,4})\s*$/.exec(part);
    if (!match) continue;
    const productId = Number(match[1]);
    const rank = Number(match[2]);
    if (productId > 0 && rank > 0) shown.push({ productId, rank });
    if (shown.length >= MAX_SHOWN) break;
  }
  return shown;
}

/**
 * Robots that say so in their User-Agent (search engines, link previews, monitors, crawlers, headless browsers and
 * audits): their visits are not impressions. A browser, and a client that sends no User-Agent, count.
 */
const BOT_USER_AGENT = /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|lighthouse|headlesschrome|pingdom|uptime/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return userAgent ? BOT_USER_AGENT.test(userAgent) : false;
}
