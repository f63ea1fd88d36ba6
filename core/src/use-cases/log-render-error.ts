import { loggedErrorContent, loggedErrorUrl } from '../errors/error-content.ts';
import { validateInput, type FieldIssue } from '../fields/field-issues.ts';
import { loggedErrorInputSchema } from '../errors/logged-error.ts';
import { truncateIp } from '../personal-data/truncate-ip.ts';
import type { ErrorReporter } from '../ports/error-reporter.ts';
import type { ResourceRecord, ResourceStore, ResourceStoreError } from '../ports/resource-store.ts';
import { err, type Result } from '../result.ts';

export interface LogRenderErrorDeps {
  resources: ResourceStore;
  /** The error-reporting service, when one is configured (SENTRY_DSN). */
  errorReporter?: ErrorReporter;
}

export interface RenderErrorInput {
  error: unknown;
  /** The route's path and query. */
  url: string;
  /** The visitor's address as the server saw it (never one a browser claims); stored truncated. */
  clientIp: string | null;
}

/** The sheet of rendering errors (spec §8). */
export const RENDER_ERROR_SHEET = 'global';

/**
 * Spec §8: a rendering error becomes a logged error with content 'error : …', the route's URL, sheet 'global' and
 * the visitor's address, which the server knows from the request (no third-party lookup) and which is kept
 * truncated like a click's. The error also goes to the error-reporting service when there is one; both are tried
 * even if the other fails.
 */
export async function logRenderError(
  deps: LogRenderErrorDeps,
  input: RenderErrorInput,
): Promise<Result<ResourceRecord, ResourceStoreError | { type: 'input/invalid'; issues: FieldIssue[] }>> {
  const ip = input.clientIp ? truncateIp(input.clientIp) : null;
  const url = loggedErrorUrl(input.url.trim() === '' ? '/' : input.url);
  const reported = deps.errorReporter?.report(input.error, { url, sheet: RENDER_ERROR_SHEET, ip });
  const valid = validateInput(loggedErrorInputSchema, { content: loggedErrorContent(input.error), url, sheet: RENDER_ERROR_SHEET, ip });
  const stored = valid.ok ? await deps.resources.create('loggederror', valid.value) : err(valid.error);
  await reported;
  return stored;
}
