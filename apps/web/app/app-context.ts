import { createContext } from 'react-router';
import type { WebUseCases } from './web-use-cases.ts';

/**
 * The request's use cases, set by the server for every page request. The server reads this very object from the
 * build's entry module (entry.server.tsx re-exports it), so both sides share one key.
 */
export const appContext = createContext<WebUseCases>();
