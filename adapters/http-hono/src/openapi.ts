import { toJsonSchema } from '@valibot/to-json-schema';
import { ALLOW_LISTS, apiTypes, apiTypeSchemas, canAccess, type ApiType } from '@pretscope/core';

type Operation = {
  summary: string;
  tags: string[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  security?: unknown[];
};

const errorResponse = {
  description: 'Erreur JSON:API',
  content: { 'application/vnd.api+json': { schema: { $ref: '#/components/schemas/Errors' } } },
};
const jsonApi = (schema: unknown) => ({ 'application/vnd.api+json': { schema } });

function schemaOf(type: ApiType, kind: 'input' | 'patch') {
  // Transforms and custom checks have no JSON Schema form; the API still applies them.
  return toJsonSchema(apiTypeSchemas[type][kind] as never, { errorMode: 'ignore' });
}

function who(type: ApiType, action: 'read' | 'create' | 'update' | 'delete'): string {
  if (canAccess(null, type, action)) return 'public';
  return canAccess({ userId: 0, roles: ['editor'] }, type, action) ? 'éditeur ou administrateur' : 'administrateur';
}

let cached: Record<string, unknown> | undefined;

/** OpenAPI 3.1, generated from the core's schemas and allow-lists: the contract cannot drift from the code. */
export function openApiDocument(): Record<string, unknown> {
  if (cached) return cached;
  const paths: Record<string, Record<string, Operation>> = {};
  const schemas: Record<string, unknown> = {
    Errors: {
      type: 'object',
      required: ['errors'],
      properties: {
        errors: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              status: { type: 'string' },
              code: { type: 'string' },
              title: { type: 'string' },
              detail: { type: 'string' },
              source: { type: 'object' },
            },
          },
        },
      },
    },
  };
  for (const type of apiTypes) {
    const allow = ALLOW_LISTS[type];
    schemas[`${type}-input`] = schemaOf(type, 'input');
    schemas[`${type}-patch`] = schemaOf(type, 'patch');
    // A list includes what a single record does, but for relations that grow with the data (allow-list).
    const oneIncludes = Object.keys(allow.includable);
    const listIncludes = oneIncludes.filter((relation) => !Object.hasOwn(allow.includableOnOneOnly ?? {}, relation));
    const listParameters = [
      ...allow.filterable.map((field) => ({
        name: `filter[${field}]`,
        in: 'query',
        schema: { type: 'string' },
        description: 'Liste séparée par des virgules : l’une des valeurs.',
      })),
      ...(allow.searchable ? [{ name: 'filter[search]', in: 'query', schema: { type: 'string' } }] : []),
      { name: `fields[${type}]`, in: 'query', schema: { type: 'string' }, description: `Parmi : ${allow.fields.join(', ')}` },
      {
        name: 'sort',
        in: 'query',
        schema: { type: 'string' },
        description: `Parmi : ${allow.sortable.join(', ')} (préfixe - pour décroissant)`,
      },
      { name: 'page[offset]', in: 'query', schema: { type: 'integer', minimum: 0 } },
      { name: 'page[limit]', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
      ...includeParameter(listIncludes),
    ];
    const body = (kind: 'input' | 'patch') => ({
      required: true,
      content: jsonApi({
        type: 'object',
        properties: {
          data: { type: 'object', properties: { type: { const: type }, attributes: { $ref: `#/components/schemas/${type}-${kind}` } } },
        },
      }),
    });
    const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
    paths[`/api/${type}`] = {
      get: {
        summary: `Lister (${who(type, 'read')})`,
        tags: [type],
        parameters: listParameters,
        responses: {
          200: { description: 'Liste', content: jsonApi({ type: 'object' }) },
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
      post: {
        summary: `Créer (${who(type, 'create')})`,
        tags: [type],
        requestBody: body('input'),
        responses: {
          201: { description: 'Créé' },
          409: errorResponse,
          413: errorResponse,
          415: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    };
    paths[`/api/${type}/count`] = {
      get: {
        summary: 'Compter',
        tags: [type],
        parameters: listParameters.filter((p) => p.name.startsWith('filter')),
        responses: { 200: { description: '{ meta: { count } }' }, 400: errorResponse },
      },
    };
    paths[`/api/${type}/{id}`] = {
      get: {
        summary: `Lire (${who(type, 'read')})`,
        tags: [type],
        parameters: [idParameter, ...includeParameter(oneIncludes)],
        responses: { 200: { description: 'La ressource' }, 400: errorResponse, 404: errorResponse },
      },
      patch: {
        summary: `Modifier (${who(type, 'update')})`,
        tags: [type],
        parameters: [idParameter],
        requestBody: body('patch'),
        responses: { 200: { description: 'Modifié' }, 404: errorResponse, 409: errorResponse, 422: errorResponse },
      },
      delete: {
        summary: `Supprimer (${who(type, 'delete')})`,
        tags: [type],
        parameters: [idParameter],
        responses: { 204: { description: 'Supprimé' }, 404: errorResponse },
      },
    };
  }
  const call = (summary: string, tag: string, responses: Record<string, unknown> = { 200: { description: 'OK' } }): Operation => ({
    summary,
    tags: [tag],
    responses: { ...responses, 400: errorResponse },
  });
  paths['/api/auth/login'] = {
    post: call('Connexion : { email, password } → { token, user }', 'auth', {
      200: { description: 'Jeton' },
      401: errorResponse,
      429: errorResponse,
    }),
  };
  paths['/api/auth/user'] = { get: call('L’utilisateur connecté', 'auth', { 200: { description: 'Utilisateur' }, 401: errorResponse }) };
  paths['/api/auth/refresh'] = {
    post: call('Nouveau jeton : { token } → { token }', 'auth', { 200: { description: 'Jeton' }, 401: errorResponse }),
  };
  paths['/api/auth/verify'] = {
    post: call('Vérifier un jeton : 200 s’il est valide, 401 sinon', 'auth', { 200: { description: 'Valide' }, 401: errorResponse }),
  };
  paths['/api/loans-search'] = {
    get: {
      ...call('Comparateur : category, amount, duration, country', 'calls'),
      parameters: ['category', 'amount', 'duration', 'country', 'countries'].map((name) => ({
        name,
        in: 'query',
        schema: { type: 'string' },
      })),
    },
  };
  paths['/api/mortgages'] = { get: call('Grille des taux hypothécaires par durée', 'calls') };
  paths['/api/loanstat'] = { get: call('Statistiques d’un produit : product, by=month, from, to', 'calls') };
  paths['/api/product/advertiser'] = { get: call('Produits d’un annonceur : advertiser (slug)', 'calls') };
  paths['/api/loans/saveOneLoanStat'] = {
    post: call('Recalculer les statistiques d’un produit : { id } (équipe)', 'calls', {
      201: { description: 'Loanstat' },
      401: errorResponse,
      403: errorResponse,
      422: errorResponse,
    }),
  };
  paths['/api/batch_count'] = { get: call('Dernier envoi (administrateur)', 'calls') };
  paths['/api/batch_count/all'] = { get: call('Tous les envois (administrateur)', 'calls') };
  paths['/api/ebook/send'] = {
    post: call('Demande du guide : { email, consent }', 'calls', {
      202: { description: 'Acceptée' },
      422: errorResponse,
      429: errorResponse,
    }),
  };
  const model = { name: 'model', in: 'path', required: true, schema: { type: 'string', enum: [...apiTypes] } };
  paths['/api/googlesheet/exportModelToGoogleSheet/{model}'] = {
    get: {
      ...call(
        'Export Google Sheets (administrateur) : les lignes du type dans la feuille qui porte son nom, remplacée entièrement ; 501 si GOOGLE_SHEETS_* ne sont pas définies',
        'exports',
        {
          200: { description: '{ data: { model, sheet, url, rows } }' },
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          422: { ...errorResponse, description: 'Table trop grande pour Google Sheets : utilisez le CSV' },
          501: errorResponse,
          502: { ...errorResponse, description: 'Google Sheets a refusé l’export ou ne répond pas' },
        },
      ),
      parameters: [model],
    },
  };
  paths['/api/export/{model}.csv'] = {
    get: {
      summary:
        'Téléchargement CSV (administrateur) : toutes les lignes du type, colonnes id puis attributs, UTF-8 avec BOM, séparateur virgule (RFC 4180) ; les textes commençant par = + - @ sont préfixés d’une apostrophe pour qu’un tableur ne les exécute pas',
      tags: ['exports'],
      parameters: [model],
      responses: {
        200: { description: 'Fichier CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
        401: errorResponse,
        403: errorResponse,
        404: errorResponse,
      },
    },
  };
  // The history of changes (decision 0019, issue 22): read-only, admins only.
  const changeActionsDescription = 'create, update, delete, restore ou rates (un lot de relevés de taux : grille ou import CSV)';
  paths['/api/changes'] = {
    get: {
      summary:
        'Historique des modifications (administrateur, lecture seule) : filter[type] et filter[id] pour les entrées d’un enregistrement (et de ses enfants : les relevés d’un produit), du plus récent au plus ancien ; filter[action]=delete au lieu de filter[id] pour les suppressions du type non encore restaurées. Chaque entrée : resourceType, resourceId, action (' +
        changeActionsDescription +
        '), actor { userId, email, name }, at, previous, next, changedFields, restoredFrom, parent',
      tags: ['changes'],
      parameters: [
        { name: 'filter[type]', in: 'query', required: true, schema: { type: 'string', enum: [...apiTypes] } },
        { name: 'filter[id]', in: 'query', schema: { type: 'integer', minimum: 1 } },
        { name: 'filter[action]', in: 'query', schema: { type: 'string', enum: ['delete'] } },
        { name: 'page[offset]', in: 'query', schema: { type: 'integer', minimum: 0 } },
        { name: 'page[limit]', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
      ],
      responses: {
        200: { description: '{ data: [changes], meta: { count }, links }', content: jsonApi({ type: 'object' }) },
        400: errorResponse,
        401: errorResponse,
        403: errorResponse,
        405: errorResponse,
      },
    },
  };
  paths['/api/changes/{id}'] = {
    get: {
      summary: 'Une entrée de l’historique des modifications (administrateur)',
      tags: ['changes'],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      responses: { 200: { description: '{ data: change }' }, 401: errorResponse, 403: errorResponse, 404: errorResponse },
    },
  };
  const noStore = { 'Cache-Control': { schema: { type: 'string', const: 'no-store' } } };
  paths['/api/health'] = {
    get: {
      summary: 'Vivacité : 200 tant que le processus répond (ne consulte pas la base)',
      tags: ['operations'],
      responses: { 200: { description: '{ meta: { status: "ok" } }', headers: noStore } },
    },
  };
  paths['/api/ready'] = {
    get: {
      summary: 'Disponibilité : 200 si la base de données répond, 503 sinon (réponse en 1 s au plus, même si la base ne répond pas)',
      tags: ['operations'],
      responses: { 200: { description: '{ meta: { status: "ready" } }', headers: noStore }, 503: errorResponse },
    },
  };
  cached = {
    openapi: '3.1.0',
    info: {
      title: 'API Prêtscope',
      version: '1.0.0',
      description: 'JSON:API 1.1 (application/vnd.api+json). Authentification : Authorization: Bearer <jeton de /api/auth/login>.',
    },
    servers: [{ url: '/' }],
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{}, { bearer: [] }],
    paths,
  };
  return cached;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A readable API reference, rendered on the server from the OpenAPI document (no script, no CDN). */
export function apiReferencePage(): string {
  const document = openApiDocument() as { paths: Record<string, Record<string, Operation>> };
  const rows = Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, op]) =>
          `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(op.summary)}</td><td>${Object.keys(op.responses).join(', ')}</td></tr>`,
      ),
    )
    .join('\n');
  return `<!doctype html><html lang="fr-FR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Référence de l’API Prêtscope</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1a1a1a;line-height:1.5}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e5e5;padding:.4rem .6rem;text-align:left;vertical-align:top}code{font-size:.9em}h1{font-weight:800}</style></head>
<body><h1>Référence de l’API Prêtscope</h1><p>Documents JSON:API 1.1 (<code>application/vnd.api+json</code>). Erreurs : <code>{"errors":[{status, code, title, detail, source}]}</code>. Paramètres de liste : <code>filter[champ]=a,b</code>, <code>filter[search]</code>, <code>fields[type]</code>, <code>sort=-a,b</code>, <code>page[offset]</code>, <code>page[limit]</code> (20 par défaut, 100 au plus), <code>include</code>. Le document complet : <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<table><thead><tr><th>Méthode</th><th>Chemin</th><th>Description</th><th>Réponses</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}

/** The `include` parameter of an operation, listing the relations it takes (none: no parameter). */
function includeParameter(relations: readonly string[]) {
  return relations.length > 0
    ? [{ name: 'include', in: 'query', schema: { type: 'string' }, description: `Parmi : ${relations.join(', ')}` }]
    : [];
}
