// First: React must load its production build (see production-mode.ts); ES modules evaluate in import order.
import './production-mode.ts';
import { createContainer, readConfig, REQUEST_STATEMENT_TIMEOUT_MS } from '@pretscope/compose';
import { createServerLogger } from './server-logger.ts';
import { startServer } from './start-server.ts';

/** `npm start`: prepare the database (create, migrate, seed on first run), serve, and stop cleanly on a signal. */
async function main() {
  const config = readConfig();
  // Structured logs on stdout, one JSON object per line (requests, errors; batched, see server-logger.ts); the few
  // lines for a person starting the server by hand stay plain text.
  const logger = createServerLogger({ level: config.logLevel });
  // Migrations and, on an empty database, the demo data may run long statements: done through a container of their
  // own with the default statement timeout. Visitors' requests then get the short one (PostgreSQL).
  const preparer = await createContainer(config);
  let prepared;
  try {
    prepared = await preparer.prepare();
  } finally {
    await preparer.dispose();
  }
  const container = await createContainer(config, { statementTimeoutMs: REQUEST_STATEMENT_TIMEOUT_MS });
  console.log(`Base de données : ${prepared.description}${prepared.seeded ? ' (créée avec les données de démonstration)' : ''}`);
  if (prepared.generatedAdminPassword) {
    console.log(
      `Compte administrateur ${config.admin.email} créé. Mot de passe (affiché une seule fois) : ${prepared.generatedAdminPassword}`,
    );
  }
  const server = await startServer(container, { port: config.port, logger });
  console.log(`Prêtscope écoute sur ${server.url} — API : ${server.url}/api, référence : ${server.url}/api/docs`);
  logger.info({ url: server.url, database: prepared.description, logLevel: config.logLevel }, 'listening');
  // The outbox worker: e-mails and the partner's webhook go out from every server process (the outbox's claims keep
  // two processes from sending an item twice), every few seconds and right after each request. Addresses are
  // masked in the log: a mail server's refusal often quotes one.
  const masked = (text: string) => text.replace(/[^\s<>"'@]+@/g, '…@');
  container.startDeliveryWorker({
    onRun: (run) =>
      logger.info(
        { sent: run.sent, retried: run.retried, abandoned: run.abandoned, errors: run.errors.slice(0, 10).map(masked) },
        'outbox',
      ),
    onError: (error) => logger.error({ error: masked(error instanceof Error ? error.message : String(error)) }, 'outbox pass failed'),
  });
  console.log(`E-mails : ${container.messaging.description}`);
  // The retention policy, enforced daily (RETENTION_* settings, docs/personal-data.md): every process looks each hour
  // and the database lets one of them run each day's. What a run removed is logged here and kept in retention_runs.
  container.startRetentionScheduler({
    onRun: (outcome) => logger.info({ runId: outcome.runId, removed: outcome.counts }, 'retention'),
    onError: (error) => logger.error({ error: masked(error instanceof Error ? error.message : String(error)) }, 'retention run failed'),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} reçu : arrêt après les requêtes en cours.`);
    const started = Date.now();
    await server.close();
    await container.dispose();
    logger.info({ signal, drainMs: Date.now() - started }, 'stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error && error.name === 'ConfigError' ? error.message : error);
  process.exit(1);
});
