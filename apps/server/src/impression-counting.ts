import { isBotUserAgent, parseShownOffers, SHOWN_OFFERS_HEADER, type ShownOffer } from '@pretscope/core';

/** Counts the offers a page showed, for the request that was answered with it (see `impressionCounting`). */
export type CountShown = (request: CountedRequest, shown: readonly ShownOffer[] | undefined) => void;

/** What counting reads of a request: a fetch Request has it, and so does Node's request seen through `nodeRequestView`. */
export interface CountedRequest {
  method: string;
  headers: { get(name: string): string | null };
}

/** Lists read from the header, by its text: the same page gives the same list object, which the tally counts in one step. */
const interned = new Map<string, readonly ShownOffer[]>();
const MAX_INTERNED = 1_000;

/**
 * The offers a rendered page says it showed (the comparator's SHOWN_OFFERS_HEADER), taken off the response so that
 * the header never reaches the visitor; undefined for any other page.
 */
export function takeShownOffers(response: Response): readonly ShownOffer[] | undefined {
  const value = response.headers.get(SHOWN_OFFERS_HEADER);
  if (value === null) return undefined;
  response.headers.delete(SHOWN_OFFERS_HEADER);
  const known = interned.get(value);
  if (known) return known;
  if (interned.size >= MAX_INTERNED) interned.clear();
  const shown = Object.freeze(parseShownOffers(value));
  interned.set(value, shown);
  return shown;
}

/**
 * Impressions are counted when a page with offers is given to a person: a GET answered with the page (rendered,
 * from the page cache, or 304 because their browser has it), unless the client says it is a robot (core
 * isBotUserAgent: search engines, previews, headless browsers) or the request is a prefetch the visitor may never see.
 * Nothing of the request is kept: only the day, the products and their ranks are counted.
 */
export function impressionCounting(count: (shown: readonly ShownOffer[]) => void): CountShown {
  return (request, shown) => {
    if (!shown || shown.length === 0 || request.method !== 'GET') return;
    const { headers } = request;
    if (isBotUserAgent(headers.get('user-agent'))) return;
    const purpose = headers.get('sec-purpose') ?? headers.get('purpose');
    if (purpose !== null && /prefetch|prerender/i.test(purpose)) return;
    count(shown);
  };
}
