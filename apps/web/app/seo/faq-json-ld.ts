import type { FaqItem } from '@pretscope/core';

export interface FaqPageJsonLd {
  '@context': 'https://schema.org';
  '@type': 'FAQPage';
  mainEntity: Array<{
    '@type': 'Question';
    name: string;
    acceptedAnswer: { '@type': 'Answer'; text: string };
  }>;
}

/**
 * A category's FAQ as schema.org FAQPage structured data (spec §3), to embed in the page as JSON-LD.
 * Null for an empty FAQ: a FAQPage without questions is invalid structured data, so the page then has none.
 */
export function faqJsonLd(faq: readonly FaqItem[]): FaqPageJsonLd | null {
  if (faq.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}
