import { createContext } from 'react-router';
import type { WebRequestScope } from './request-scope.ts';

/**
 * The request's scope (use cases, readers, stores, the site's shared parts: request-scope.ts), set by the server
 * for every page request. The server reads this very object from the build's entry module (entry.server.tsx
 * re-exports it), so both sides share one key.
 */
export const appContext = createContext<WebRequestScope>();
