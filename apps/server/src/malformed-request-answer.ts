import { RequestError } from '@hono/node-server';

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' };

/**
 * What the HTTP layer answers when it cannot even make a request of what arrived (a raw backslash in the path, a
 * host header that is not one, an absolute URL of another scheme: @hono/node-server's RequestError), or when an
 * error escapes the application: a short French text, never its default empty answer or a stack trace.
 */
export function malformedRequestAnswer(error: unknown): Response {
  if (error instanceof RequestError) {
    return new Response('Requête invalide : l’adresse demandée est mal formée.', { status: 400, headers: TEXT });
  }
  return new Response('Une erreur inattendue s’est produite. Réessayez dans un instant.', { status: 500, headers: TEXT });
}
