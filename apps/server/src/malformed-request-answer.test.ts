import { RequestError } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { malformedRequestAnswer } from './malformed-request-answer.ts';

describe('malformedRequestAnswer', () => {
  it('answers a request the HTTP layer could not read with a French 400', async () => {
    const answer = malformedRequestAnswer(new RequestError('Backslash in request path'));
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await answer.text()).toMatch(/^Requête invalide/);
  });

  it('answers any other escaped error with a French 500 that tells nothing of it', async () => {
    const answer = malformedRequestAnswer(new Error('SELECT secret FROM users'));
    expect(answer.status).toBe(500);
    expect(await answer.text()).not.toContain('SELECT');
  });
});
