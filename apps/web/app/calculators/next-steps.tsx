import type { NextSteps } from '../routing/journey-links.server.ts';

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
