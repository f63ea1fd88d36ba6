import { err, ok, type Result, type SpreadsheetError } from '@pretscope/core';

/** Statuses Google documents as worth retrying: quota (429) and passing server trouble. */
const RETRYABLE = new Set([429, 500, 502, 503, 504]);

export interface CallOptions {
  timeoutMs: number;
  /** Waits before each new attempt; an empty list makes a single attempt. */
  retryDelaysMs: readonly number[];
}

/**
 * One JSON call to Google (token endpoint or Sheets API): each attempt bounded by a timeout, passing failures
 * retried after the given delays, and every failure answered as data with Google's own explanation.
 */
export async function callService(
  url: string,
  init: RequestInit,
  options: CallOptions & { retry?: boolean },
): Promise<Result<unknown, SpreadsheetError>> {
  const delays = options.retry === false ? [] : options.retryDelaysMs;
  let failure: SpreadsheetError = { type: 'spreadsheet/unreachable', detail: 'no attempt made' };
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, delays[attempt - 1]));
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (error) {
      const reason =
        error instanceof Error
          ? error.name === 'TimeoutError'
            ? `no answer within ${options.timeoutMs} ms`
            : ((error.cause as Error | undefined)?.message ?? error.message)
          : String(error);
      failure = { type: 'spreadsheet/unreachable', detail: `${new URL(url).host}: ${reason}` };
      continue;
    }
    const text = await response.text();
    if (response.ok) {
      try {
        return ok(text === '' ? {} : (JSON.parse(text) as unknown));
      } catch {
        return err({ type: 'spreadsheet/refused', status: 502, detail: `${new URL(url).host} answered something else than JSON` });
      }
    }
    failure = { type: 'spreadsheet/refused', status: response.status, detail: explanation(text, response.status) };
    if (!RETRYABLE.has(response.status)) return err(failure);
  }
  return err(failure);
}

/** Google's message from an API error ({ error: { message } }) or an OAuth one ({ error, error_description }). */
function explanation(text: string, status: number): string {
  try {
    const body = JSON.parse(text) as { error?: string | { message?: string; status?: string }; error_description?: string };
    if (typeof body.error === 'object' && body.error?.message)
      return body.error.status ? `${body.error.status}: ${body.error.message}` : body.error.message;
    if (typeof body.error === 'string') return body.error_description ? `${body.error}: ${body.error_description}` : body.error;
  } catch {
    // not JSON: the status says what there is to say
  }
  return `HTTP ${status}`;
}
