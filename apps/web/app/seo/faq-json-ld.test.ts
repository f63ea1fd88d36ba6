import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { faqJsonLd } from './faq-json-ld.ts';

describe('faqJsonLd', () => {
  it('is null for an empty FAQ, which would be invalid structured data', () => {
    expect(faqJsonLd([])).toBeNull();
  });

  it('describes each question and its answer as schema.org FAQPage', () => {
    expect(faqJsonLd([{ question: 'Quel apport faut-il ?', answer: 'En général 10 à 20 % du prix.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Quel apport faut-il ?',
          acceptedAnswer: { '@type': 'Answer', text: 'En général 10 à 20 % du prix.' },
        },
      ],
    });
  });

  it('keeps every question, in order, and survives JSON serialisation', () => {
    const faq = fc.array(fc.record({ question: fc.string({ minLength: 1 }), answer: fc.string({ minLength: 1 }) }), {
      minLength: 1,
      maxLength: 10,
    });
    fc.assert(
      fc.property(faq, (items) => {
        const jsonLd = faqJsonLd(items)!;
        expect(jsonLd.mainEntity.map(({ name, acceptedAnswer }) => ({ question: name, answer: acceptedAnswer.text }))).toEqual(items);
        expect(JSON.parse(JSON.stringify(jsonLd))).toEqual(jsonLd);
      }),
    );
  });
});
