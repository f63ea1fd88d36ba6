import { useEffect, useState } from 'react';
import { nextStepsFor, offersLinked, type NextSteps, type NextStepsTerms } from '../routing/journey-links.ts';

/** How long the terms must stay still before the offers are counted again. */
export const OFFER_COUNT_DELAY_MS = 400;

const termsKey = (terms: NextStepsTerms) => `${terms.categorySlug}|${terms.amount}|${terms.durationMonths}|${terms.country}`;

/** Offers counted for terms met while on the page, by termsKey: going back to earlier figures shows their count at once. */
const knownCounts = new Map<string, number | null>();

/**
 * The next steps of a live result (live-calculator.ts). The links follow the terms at once, in the browser; the
 * number of offers is the server's (`/outils/nombre-d-offres`), asked once the terms stay still for 400 ms. Until it
 * answers, and if it never does (offline, server down), the offers link does not say how many: nothing else waits
 * for it and nothing breaks.
 */
export function useNextSteps(
  terms: NextStepsTerms | null,
  loaded: { terms: NextStepsTerms | null; next: NextSteps | null },
): NextSteps | null {
  const key = terms ? termsKey(terms) : null;
  const loadedKey = loaded.terms ? termsKey(loaded.terms) : null;
  const [, setCounted] = useState(0);
  useEffect(() => {
    if (!terms || key === null || key === loadedKey || knownCounts.has(key) || !offersLinked(terms)) return;
    const aborted = new AbortController();
    const timer = setTimeout(() => {
      const query = new URLSearchParams({
        categorie: terms.categorySlug,
        montant: String(terms.amount),
        duree: String(terms.durationMonths),
        pays: terms.country,
      });
      fetch(`/outils/nombre-d-offres?${query}`, { signal: aborted.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ count: number | null }>) : null))
        .then((answer) => {
          if (answer && (typeof answer.count === 'number' || answer.count === null)) {
            knownCounts.set(key, answer.count);
            setCounted((counted) => counted + 1);
          }
        })
        .catch(() => undefined);
    }, OFFER_COUNT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      aborted.abort();
    };
    // `key` stands for `terms` (a new object on every render).
  }, [key, loadedKey]);
  if (!terms) return null;
  if (key === loadedKey && loaded.next) return loaded.next;
  return nextStepsFor(terms, knownCounts.get(key!) ?? null);
}

/**
 * A result's way on, with the visitor's numbers: the comparator's offers for them, then the request form filled in
 * with them. Plain links, so they work without JavaScript and can be opened in a new tab.
 */
export function NextStepsLinks({ steps, heading = 'Et ensuite ?' }: { steps: NextSteps; heading?: string }) {
  return (
    <nav className="next-steps" aria-labelledby="et-ensuite">
      <h2 id="et-ensuite">{heading}</h2>
      <ul className="next-steps__list">
        {steps.offers ? (
          <li>
            <a className="button" href={steps.offers.href} data-next="offers">
              {steps.offers.text}
            </a>
          </li>
        ) : null}
        <li>
          <a className="button button--secondary" href={steps.request.href} data-next="request">
            {steps.request.text}
          </a>
        </li>
      </ul>
    </nav>
  );
}
