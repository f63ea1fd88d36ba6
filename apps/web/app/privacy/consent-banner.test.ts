import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BrowserIntegrations } from './browser-integrations.ts';
import { ConsentBanner } from './consent-banner.tsx';

/** The banner's list of purposes, item by item, as a visitor reads it. */
function purposes(integrations: BrowserIntegrations): string[] {
  const html = renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(ConsentBanner, { integrations, choice: undefined, takeFocus: false, onChoose: () => {} }),
    ),
  );
  const list = /<ul class="consent-banner__purposes">(.*?)<\/ul>/s.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<li>(.*?)<\/li>/gs)].map((item) => item[1]!.replace(/<!-- -->/g, ''));
}

describe('ConsentBanner', () => {
  it('lists each configured integration’s purpose as one sentence: « ; » between items, a full stop after the last', () => {
    const both = purposes({ gaMeasurementId: 'G-TEST', sentryDsn: 'https://key@sentry.example/1' });
    expect(both).toHaveLength(2);
    expect(both[0]).toMatch(/^mesurer la fréquentation .*profilage\)\u202f;$/);
    expect(both[1]).toMatch(/^lorsqu’une erreur survient, .*saisi\.$/);
  });

  it('ends a single item with a full stop, not « ; », whichever integration it is', () => {
    const analytics = purposes({ gaMeasurementId: 'G-TEST', sentryDsn: null });
    expect(analytics).toEqual(['mesurer la fréquentation du site avec Google Analytics (pages consultées, sans publicité ni profilage).']);
    const errors = purposes({ gaMeasurementId: null, sentryDsn: 'https://key@sentry.example/1' });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^lorsqu’une erreur survient, .*saisi\.$/);
  });
});
