import { describe, expect, it } from 'vitest';
import { ApiError, errorLine, MAX_BODY_IN_MESSAGE, parseErrorDocument, pointerPath } from './api-error.ts';

describe('pointerPath', () => {
  it('reads a pointer into the request document as a field path', () => {
    expect(pointerPath('/data/attributes/email')).toBe('email');
    expect(pointerPath('/data/attributes/config/stats/min')).toBe('config.stats.min');
    expect(pointerPath('/data/attributes/roles/1')).toBe('roles.1');
    expect(pointerPath('/data/relationships/advertiser')).toBe('advertiser');
    expect(pointerPath('/data/type')).toBe('data.type');
    expect(pointerPath('/data/attributes')).toBe('data.attributes');
    expect(pointerPath('/data')).toBe('data');
    expect(pointerPath('')).toBe('');
    expect(pointerPath('/')).toBe('');
  });

  it('reads ~1 and ~0 back as / and ~ (RFC 6901)', () => {
    expect(pointerPath('/data/attributes/a~1b~0c')).toBe('a/b~c');
  });
});

describe('errorLine', () => {
  it('prefers the detail, then the title, then the code', () => {
    expect(errorLine({ detail: 'Détail.', title: 'Titre', source: { pointer: '/data/attributes/name' } })).toBe('name: Détail.');
    expect(errorLine({ title: 'Titre', source: { parameter: 'sort' } })).toBe('sort: Titre');
    expect(errorLine({ code: 'rate-limited', status: '429' })).toBe('rate-limited');
    expect(errorLine({ status: '500' })).toBe('error 500');
    expect(errorLine({})).toBe('error');
  });

  it('writes the message alone when the pointer points at the whole document', () => {
    expect(errorLine({ detail: 'Le corps doit être un objet.', source: { pointer: '' } })).toBe('Le corps doit être un objet.');
  });

  it('does not trip over ill-typed members', () => {
    expect(errorLine({ detail: 42, source: 'x' } as never)).toBe('42');
    expect(errorLine({ title: ['x'], source: { pointer: 7 } } as never)).toBe('error');
  });
});

describe('parseErrorDocument', () => {
  it('reads the error objects of a JSON:API error document', () => {
    expect(parseErrorDocument('{"errors":[{"status":"404"},3,null]}')).toStrictEqual([{ status: '404' }]);
  });

  it('answers undefined for anything else', () => {
    for (const text of ['', 'Bad Gateway', 'null', '[]', '{"errors":[]}', '{"errors":"x"}', '{"message":"x"}']) {
      expect(parseErrorDocument(text)).toBeUndefined();
    }
  });
});

describe('ApiError', () => {
  it('writes the raw body when it is JSON but not an error document', () => {
    const error = new ApiError({ method: 'GET', url: 'https://x/api/y', status: 500, body: '{"message":"boom"}' });
    expect(error.message).toBe('GET https://x/api/y 500\n{"message":"boom"}');
    expect(error.errors).toStrictEqual([]);
  });

  it('cuts a long raw body in the message and keeps it whole in body', () => {
    const body = 'x'.repeat(MAX_BODY_IN_MESSAGE + 50);
    const error = new ApiError({ method: 'GET', url: 'https://x/api/y', status: 502, body });
    expect(error.message).toBe(`GET https://x/api/y 502\n${'x'.repeat(MAX_BODY_IN_MESSAGE)}…`);
    expect(error.body).toBe(body);
  });

  it('is an Error named ApiError with a stack', () => {
    const error = new ApiError({ method: 'DELETE', url: 'https://x/api/products/1', status: 403 });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('DELETE https://x/api/products/1 403');
    expect(String(error)).toBe('ApiError: DELETE https://x/api/products/1 403');
    expect(error.stack).toContain('ApiError');
  });
});
