import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorMessageOf, LOGGED_ERROR_PREFIX, loggedErrorContent, loggedErrorUrl } from './error-content.ts';
import { LOGGED_ERROR_CONTENT_MAX_LENGTH, LOGGED_ERROR_URL_MAX_LENGTH } from './logged-error.ts';

describe('errorMessageOf', () => {
  it('names the class when it says more than Error', () => {
    expect(errorMessageOf(new TypeError('x is undefined'))).toBe('TypeError: x is undefined');
    expect(errorMessageOf(new Error('boom'))).toBe('boom');
  });

  it('writes out what is thrown that is not an Error', () => {
    expect(errorMessageOf('simple texte')).toBe('simple texte');
    expect(errorMessageOf({ code: 42 })).toBe('{"code":42}');
    expect(errorMessageOf(undefined)).toBe('undefined');
    expect(errorMessageOf({ message: 'comme une erreur' })).toBe('comme une erreur');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(errorMessageOf(circular)).toBe('[object Object]');
  });
});

describe('loggedErrorContent', () => {
  it('is « error : » and the message, then the stack frames without repeating the message', () => {
    const error = new RangeError('durée hors limites');
    error.stack = 'RangeError: durée hors limites\n    at simulate (app.js:10:5)\n    at render (app.js:20:3)';
    expect(loggedErrorContent(error)).toBe(
      'error : RangeError: durée hors limites\n    at simulate (app.js:10:5)\n    at render (app.js:20:3)',
    );
  });

  it('keeps a Firefox stack, which has the frames only', () => {
    const error = new Error('panne');
    error.stack = 'simulate@https://site.example/app.js:10:5\nrender@https://site.example/app.js:20:3\n';
    expect(loggedErrorContent(error)).toBe(
      'error : panne\nsimulate@https://site.example/app.js:10:5\nrender@https://site.example/app.js:20:3',
    );
  });

  it('says so when an error has no message', () => {
    const error = new Error('');
    error.stack = '';
    expect(loggedErrorContent(error)).toBe('error : (sans message)');
  });

  it('always starts with the prefix and fits the column, whatever was thrown', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 20_000 }),
          fc.string().map((message) => new Error(message)),
          fc.anything(),
        ),
        (thrown) => {
          const content = loggedErrorContent(thrown);
          expect(content.startsWith(LOGGED_ERROR_PREFIX)).toBe(true);
          expect(content.length).toBeLessThanOrEqual(LOGGED_ERROR_CONTENT_MAX_LENGTH);
        },
      ),
    );
  });
});

describe('loggedErrorUrl', () => {
  it('keeps a URL that fits and cuts a longer one to the column', () => {
    expect(loggedErrorUrl('/pret-hypothecaire?montant=1')).toBe('/pret-hypothecaire?montant=1');
    const long = `/recherche?q=${'a'.repeat(3_000)}`;
    expect(loggedErrorUrl(long)).toHaveLength(LOGGED_ERROR_URL_MAX_LENGTH);
    expect(loggedErrorUrl(long).startsWith('/recherche?q=aaa')).toBe(true);
  });
});
