import { monthlyPayment, rulesFor, totalInterest, type MarketCountry } from '@pretscope/core';

export interface CryptoLoan {
  /** What the lender advances: collateral × LTV. */
  loanAmount: number;
  /** The collateral value at which the LTV reaches the liquidation threshold: loan / threshold. */
  liquidationValue: number;
  /** How far (percent) the collateral may fall before liquidation. */
  liquidationDrop: number;
  /** Instalment and interest of the loan repaid monthly, from core's annuity (country's rate convention). */
  monthlyPayment: number;
  totalInterest: number;
}

/**
 * A crypto-backed loan. The loan amount and the liquidation point are definitions (LTV = loan / collateral), not
 * loan formulas; the payment and interest come from core with the visitor's country's rate convention.
 */
export function cryptoLoan(
  input: { collateral: number; ltv: number; threshold: number; rate: number; duration: number; country: MarketCountry },
  date = new Date(),
): CryptoLoan {
  const loanAmount = (input.collateral * input.ltv) / 100;
  const liquidationValue = loanAmount / (input.threshold / 100);
  const convention = rulesFor(input.country, date).rateConvention;
  const terms = { amount: loanAmount, rate: input.rate, duration: input.duration, convention };
  return {
    loanAmount,
    liquidationValue,
    liquidationDrop: (1 - liquidationValue / input.collateral) * 100,
    monthlyPayment: monthlyPayment(terms),
    totalInterest: totalInterest(terms),
  };
}
