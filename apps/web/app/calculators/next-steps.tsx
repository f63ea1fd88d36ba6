import { nextStepsFor, offersLinked, type NextSteps, type NextStepsTerms } from '../routing/journey-links.ts';
import { useBackgroundData } from './background-data.ts';

/** Where the offers for these terms are counted (routes/calculators/offer-count.ts); null when no offers are linked. */
function countUrl(terms: NextStepsTerms | null): string | null {
  if (!terms || !offersLinked(terms)) return null;
  const query = new URLSearchParams({
    categorie: terms.categorySlug,
    montant: String(terms.amount),
    duree: String(terms.durationMonths),
    pays: terms.country,
  });
  return `/outils/nombre-d-offres?${query}`;
}

const readCount = (json: unknown): number | null | undefined => {
  const count = (json as { count?: unknown } | null)?.count;
  return typeof count === 'number' || count === null ? count : undefined;
};

/**
 * The next steps of a live result (live-calculator.ts). The links follow the terms at once, in the browser; the
 * number of offers is the server's, asked in the background (background-data.ts). Until it answers, and if it never
 * does (offline, server down), the offers link does not say how many.
 */
export function useNextSteps(
  terms: NextStepsTerms | null,
  loaded: { terms: NextStepsTerms | null; next: NextSteps | null },
): NextSteps | null {
  const { data: count, current } = useBackgroundData(
    countUrl(terms),
    countUrl(loaded.terms),
    loaded.next?.offers?.count ?? null,
    readCount,
  );
  if (!terms) return null;
  return nextStepsFor(terms, current ? count : null);
}

/**
 * A result's way on, with the visitor's numbers: the comparator's offers for them, then the request form filled in
 * with them. Plain links, so they work without JavaScript and can be opened in a new tab.
 */
export function NextStepsLinks({ steps, heading = 'Et ensuite\u202f?' }: { steps: NextSteps; heading?: string }) {
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
