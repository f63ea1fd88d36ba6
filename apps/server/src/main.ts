import { createContainer, readConfig } from '@pretscope/compose';
import { startServer } from './start-server.js';

/** `npm start`: prepare the database (create, migrate, seed on first run), serve, and stop cleanly on a signal. */
async function main() {
  const config = readConfig();
  const container = await createContainer(config);
  const prepared = await container.prepare();
  console.log(`Base de données : ${prepared.description}${prepared.seeded ? ' (créée avec les données de démonstration)' : ''}`);
  if (prepared.generatedAdminPassword) {
    console.log(`Compte administrateur ${config.admin.email} créé. Mot de passe (affiché une seule fois) : ${prepared.generatedAdminPassword}`);
  }
  const logger = { error: (details: Record<string, unknown>, message: string) => console.error(JSON.stringify({ level: 'error', time: new Date().toISOString(), message, ...details })) };
  const server = await startServer(container, { port: config.port, logger });
  console.log(`Prêtscope écoute sur ${server.url} — API : ${server.url}/api, référence : ${server.url}/api/docs`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} reçu : arrêt après les requêtes en cours.`);
    await server.close();
    await container.dispose();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error && error.name === 'ConfigError' ? error.message : error);
  process.exit(1);
});
