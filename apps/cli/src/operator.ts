import type { Actor } from '@pretscope/core';

/**
 * Who the CLI acts as: whoever can run it already holds the database and the configuration, so it has an admin's
 * rights. It still goes through the use cases, so the access policy, the schemas and the allow-lists apply.
 */
export const OPERATOR: Actor = { userId: 0, roles: ['admin'] };
