/** One JSON:API error object (DESIGN.md): never a stack trace, SQL or path. */
export interface JsonApiError {
  status: string;
  code: string;
  title: string;
  detail?: string;
  source?: { pointer: string } | { parameter: string };
}

/** An expected failure on its way to the client: thrown inside a handler, answered by the error handler. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly errors: JsonApiError[];
  readonly headers: Record<string, string>;

  constructor(status: number, errors: JsonApiError[], headers: Record<string, string> = {}) {
    super(errors[0]?.title ?? 'error');
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }
}

/** The answers of the API to its failures, in one table (DESIGN.md: "each delivery adapter maps error types"). */
export const FAILURES = {
  badRequest: (detail: string, parameter?: string) =>
    failure(400, 'bad-request', 'Requête invalide', detail, parameter ? { parameter } : undefined),
  badParameter: (parameter: string, detail: string) => failure(400, 'invalid-parameter', 'Paramètre invalide', detail, { parameter }),
  unauthorized: (detail = 'Authentification requise.') => failure(401, 'unauthorized', 'Non authentifié', detail),
  forbidden: (detail = 'Vous n’avez pas accès à cette ressource.') => failure(403, 'forbidden', 'Accès refusé', detail),
  notFound: (detail = 'Ressource introuvable.') => failure(404, 'not-found', 'Introuvable', detail),
  conflict: (field: string, detail: string) => failure(409, 'conflict', 'Conflit', detail, { pointer: `/data/attributes/${field}` }),
  typeMismatch: (detail: string) => failure(409, 'type-mismatch', 'Type incohérent', detail, { pointer: '/data/type' }),
  tooLarge: (limitBytes: number) =>
    failure(413, 'payload-too-large', 'Requête trop volumineuse', `Le corps de la requête dépasse ${limitBytes} octets.`),
  unsupportedMediaType: () =>
    failure(415, 'unsupported-media-type', 'Type de contenu non pris en charge', 'Envoyez application/vnd.api+json ou application/json.'),
  tooManyRequests: (retryAfterSeconds: number) =>
    new ApiFailure(
      429,
      [{ status: '429', code: 'too-many-requests', title: 'Trop de requêtes', detail: `Réessayez dans ${retryAfterSeconds} s.` }],
      { 'Retry-After': String(retryAfterSeconds) },
    ),
  methodNotAllowed: (detail: string) => failure(405, 'method-not-allowed', 'Méthode non permise', detail),
  notImplemented: (detail: string) => failure(501, 'not-configured', 'Non configuré', detail),
  unavailable: (detail = 'Le service est momentanément indisponible. Réessayez dans un instant.') =>
    failure(503, 'unavailable', 'Service indisponible', detail),
  badGateway: (detail: string) => failure(502, 'upstream-failed', 'Service externe en échec', detail),
};

function failure(status: number, code: string, title: string, detail: string, source?: JsonApiError['source']): ApiFailure {
  return new ApiFailure(status, [{ status: String(status), code, title, detail, ...(source ? { source } : {}) }]);
}

/** Validation failures: 422, one error per issue, each with a JSON pointer to its field. */
export function validationFailure(issues: { pointer: string; message: string }[]): ApiFailure {
  return new ApiFailure(
    422,
    issues.map(({ pointer, message }) => ({
      status: '422',
      code: 'invalid',
      title: 'Donnée invalide',
      detail: message,
      source: { pointer },
    })),
  );
}
