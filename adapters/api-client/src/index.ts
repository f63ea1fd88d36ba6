// @pretscope/api-client — the typed client of the Prêtscope JSON API, for browsers and Node ≥ 20 (global fetch).

export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type CountOptions,
  type GetOptions,
  type ListQuery,
  type LoanOffer,
  type LoansSearchAnswer,
  type LoansSearchParams,
  type LoanstatParams,
  type LoginAnswer,
  type MortgagesParams,
  type ProductAdvertiserParams,
  type ResourceId,
  type UserResource,
} from './create-api-client.ts';
export { ApiError, MAX_BODY_IN_MESSAGE, errorLine, parseErrorDocument, pointerPath, type ApiErrorInit } from './api-error.ts';
export {
  JSON_API_MEDIA_TYPE,
  deserialize,
  type Deserialized,
  type JsonApiDocument,
  type JsonApiErrorObject,
  type JsonApiLinks,
  type JsonApiListDocument,
  type JsonApiRelationship,
  type JsonApiResource,
  type JsonApiResourceDocument,
  type JsonApiResourceIdentifier,
} from './json-api.ts';
