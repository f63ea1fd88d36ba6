import type { ErrorReporter, ReportedErrorContext } from '@pretscope/core';
import type { NodeClient, Scope } from '@sentry/node';

export interface SentryErrorReporterOptions {
  /** SENTRY_DSN: `https://<public key>@<host>/<project id>`. */
  dsn: string;
  /** Which deployment this is (Sentry's environment): production unless said otherwise. */
  environment?: string;
  /** How long a report, or the final flush at shutdown, may wait for the ingest: 2 s by default. */
  timeoutMs?: number;
}

/** A Sentry DSN as the SDK reads it: a scheme, a public key before the host, and a numeric project id at the end. */
const DSN_PATTERN = /^https?:\/\/[^:@/\s]+(:[^@/\s]*)?@[^/\s]+(\/[^\s]*)?\/\d+\/?$/;

export function isSentryDsn(text: string): boolean {
  return DSN_PATTERN.test(text);
}

interface Started {
  client: NodeClient;
  Scope: new () => Scope;
}

/**
 * The server's errors reported to Sentry (spec §1, §8). The SDK is imported at the first report only, so a server
 * that never fails (or has no DSN) pays nothing for it at start. A client of its own, without `Sentry.init`: no
 * global instrumentation, no OpenTelemetry, no patched modules in the request path; only what `report` is given
 * is sent, with the address already truncated and no other personal data (dataCollection turned down).
 */
export function createSentryErrorReporter(options: SentryErrorReporterOptions): ErrorReporter {
  if (!isSentryDsn(options.dsn)) throw new Error('SENTRY_DSN must look like https://<key>@<host>/<project id>');
  const timeoutMs = options.timeoutMs ?? 2_000;
  let started: Promise<Started> | undefined;
  let closed = false;

  const start = (): Promise<Started> =>
    (started ??= import('@sentry/node').then((sentry) => {
      const client = new sentry.NodeClient({
        dsn: options.dsn,
        environment: options.environment ?? 'production',
        transport: sentry.makeNodeTransport,
        stackParser: sentry.defaultStackParser,
        integrations: [],
        // Only what `report` is given: no user data, cookies, headers, bodies or local variables collected on the way.
        dataCollection: {
          userInfo: false,
          cookies: false,
          httpHeaders: false,
          httpBodies: [],
          urlQueryParams: false,
          stackFrameVariables: false,
        },
        sendClientReports: false,
        enableOpenTelemetrySetup: false,
        enableRuntimeChannelInjection: false,
        // The host name is the machine's, which says nothing the release and environment do not.
        includeServerName: false,
      });
      client.init();
      return { client, Scope: sentry.Scope };
    }));

  return {
    async report(error: unknown, context: ReportedErrorContext): Promise<void> {
      if (closed) return;
      try {
        const { client, Scope } = await start();
        const scope = new Scope();
        scope.setClient(client);
        scope.setTag('sheet', context.sheet);
        scope.setTag('url', context.url);
        scope.setTransactionName(new URL(context.url, 'http://site.invalid').pathname);
        if (context.ip) scope.setUser({ ip_address: context.ip });
        client.captureException(error, { mechanism: { type: 'pretscope.render', handled: false } }, scope);
        await client.flush(timeoutMs);
      } catch {
        // Best effort (the port's promise): the logged error in the database remains.
      }
    },

    async close(wait = timeoutMs): Promise<void> {
      closed = true;
      if (!started) return;
      try {
        await (await started).client.close(wait);
      } catch {
        // Nothing more can be done while stopping.
      }
    },
  };
}
