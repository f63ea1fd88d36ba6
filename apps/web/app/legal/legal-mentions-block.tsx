import type { LegalMention, LegalMentions, MarketMentions, MarketWarning } from '@pretscope/core';

/** One mention as printed: the warning stands out, as the law asks of it; every mention names its key for tests. */
function Mention({ mention }: { mention: LegalMention }) {
  return <p data-mention={mention.key}>{mention.key === 'warning' ? <strong>{mention.text}</strong> : mention.text}</p>;
}

/** A market's mentions in the order a reader needs them: the example, the warning, then the context's own. */
function MentionsOf({ mentions }: { mentions: LegalMentions }) {
  return (
    <>
      {mentions.example ? <Mention mention={mentions.example} /> : null}
      {mentions.warning ? <Mention mention={mentions.warning} /> : null}
      {mentions.extra.map((mention) => (
        <Mention key={mention.key} mention={mention} />
      ))}
    </>
  );
}

/**
 * The legal block under an offer list or a result (issue 16): the mentions of the visitor's chosen market, or,
 * when they chose none (`labelled`), those of each market whose offers the page shows, each under its country's
 * name. Every sentence comes from core (legalMentionsFor); none is written here.
 */
export function LegalMentionsBlock({ markets, labelled }: { markets: readonly MarketMentions[]; labelled: boolean }) {
  if (markets.length === 0) return null;
  return (
    <section {...LEGAL_MENTIONS_SECTION}>
      <LegalMentionsMarkets markets={markets} labelled={labelled} />
    </section>
  );
}

/** The legal block's element, for a page whose server draws its content once (ServerMarkup). */
export const LEGAL_MENTIONS_SECTION = { className: 'legal legal-mentions', 'aria-label': 'Mentions légales du crédit' } as const;

/** What the legal block holds: each market's mentions. */
export function LegalMentionsMarkets({ markets, labelled }: { markets: readonly MarketMentions[]; labelled: boolean }) {
  return markets.map((market) => (
    <div key={market.country} data-market={market.country} className="legal-mentions__market">
      {labelled ? <p className="legal-mentions__country">{market.label}</p> : null}
      <MentionsOf mentions={market.mentions} />
    </div>
  ));
}

/** The footer's warnings: one line, or one per wording with the countries it applies to. */
export function SiteWarnings({ warnings }: { warnings: readonly MarketWarning[] }) {
  return warnings.map((warning) => (
    <p key={warning.countries.join('-')} data-mention="warning" data-market={warning.countries.join(' ')}>
      {warning.label ? (
        <span className="site-warnings__country">
          {warning.label}
          {'\u00a0: '}
        </span>
      ) : null}
      {warning.mention.text}
    </p>
  ));
}
