// `amortize` (CFPB, 1.1.0) ships no types; only what the bench uses is declared.
declare module 'amortize' {
  interface AmortizeOptions {
    amount: number;
    /** Annual rate in percent. */
    rate: number;
    /** Loan length in months (sets the payment). */
    totalTerm: number;
    /** Months to run the table over: the answer sums this many months, it returns no rows. */
    amortizeTerm: number;
    principalPayment?: number;
    repaymentType?: 'amortize' | 'equal-principal-payment';
    partialMonthOffset?: number;
  }

  interface AmortizeSummary {
    interest: number;
    principal: number;
    balance: number;
    payment: number;
    basePayment: number;
    [key: string]: unknown;
  }

  function amortize(options: AmortizeOptions): AmortizeSummary;
  export default amortize;
}
