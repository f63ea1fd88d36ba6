import type { MarketMentions } from '@pretscope/core';
import { LegalMentionsBlock } from '../legal/legal-mentions-block.tsx';

/** A calculator's result above its country's legal ceiling: core's French sentence, next to the result. */
export function CeilingAlert({ message }: { message: string | null }) {
  return message ? (
    <p className="legal-alert" role="note" data-ceiling="">
      {message}
    </p>
  ) : null;
}

/** The mentions of the calculator's country (calculator-legal.server.ts), unlabelled: the visitor chose it. */
export function CalculatorMentions({ legal }: { legal: MarketMentions }) {
  return <LegalMentionsBlock markets={[legal]} labelled={false} />;
}
