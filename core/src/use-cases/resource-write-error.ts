import type { ApiType } from '../api/api-types.ts';
import type { FieldIssue } from '../fields/field-issues.ts';
import type { ResourceStoreError } from '../ports/resource-store.ts';

/**
 * Why a create, update or delete was refused: not allowed (`signedIn` tells a missing login from a missing right),
 * invalid input (every field's French message), or what the store answered (not found, a taken value).
 */
export type ResourceWriteError =
  | { type: 'access/denied'; signedIn: boolean }
  | { type: 'input/invalid'; issues: FieldIssue[] }
  /** A deletion refused while other records depend on this one; `detail` says why, in French. */
  | { type: 'resource/in-use'; resourceType: ApiType; detail: string }
  | ResourceStoreError;
