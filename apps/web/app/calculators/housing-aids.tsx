import { FrenchText } from '../components/french-text.tsx';
import { Figure } from './fields.tsx';
import type { HousingAidsView } from './housing-aids-view.ts';

import type { AcquisitionCostRates } from '@pretscope/core';
import type { BORROW_AID_DEFAULTS } from './borrow-fields.ts';
import { borrowView } from './borrow-view.ts';
import type { CalculatorLaw } from './calculator-law.ts';
import type { RawValues } from './form-values.ts';
import { withHousingAids, type AidRules, type BorrowAidsView } from './housing-aids-view.ts';

/**
 * What « Combien emprunter ? » computes in the browser, loaded at the visitor's first input: the purchase, the
 * feasibility verdict and the housing aids (with their words), and the aids' section. The first paint needs none of
 * it: it shows the loader's figures and the aids' section as HTML made on the server (housing-aids-markup.server.tsx).
 */
export function borrowAidsView(
  values: RawValues<keyof typeof BORROW_AID_DEFAULTS>,
  law: CalculatorLaw,
  costs: AcquisitionCostRates,
  rules: AidRules,
): BorrowAidsView {
  return withHousingAids(borrowView(values, law, costs), values, rules);
}

/**
 * The aids computed on the purchase: the verdict, the figures, what is described but not computed, the sources; their
 * words with ordinals in superscript (« 1<sup>er</sup> septembre »), as the capacity's sources.
 */
export function HousingAids({ aids }: { aids: HousingAidsView }) {
  return (
    <section className="calc-result" aria-labelledby="aides" aria-live="polite">
      <h2 id="aides">{aids.title}</h2>
      {aids.verdict ? (
        <p className="calc-verdict" data-figure="aids-verdict">
          <FrenchText>{aids.verdict}</FrenchText>
        </p>
      ) : null}
      {aids.lines.length > 0 ? (
        <dl className="calc-figures">
          {aids.lines.map((line) => (
            <Figure key={line.figure} {...line} label={<FrenchText>{line.label}</FrenchText>} />
          ))}
        </dl>
      ) : null}
      {aids.notes.length > 0 ? (
        <ul className="calc-notes">
          {aids.notes.map((note) => (
            <li key={note}>
              <FrenchText>{note}</FrenchText>
            </li>
          ))}
        </ul>
      ) : null}
      {aids.unconfirmed ? (
        <p className="calc-note" data-figure="aids-unconfirmed">
          <FrenchText>{aids.unconfirmed}</FrenchText>
        </p>
      ) : null}
      {aids.source ? (
        <p className="calc-source">
          <FrenchText>{aids.source}</FrenchText>
        </p>
      ) : null}
    </section>
  );
}
