import { createContainer, readConfig, type Container } from '@pretscope/compose';

/** Runs a command with a container built from the environment, and always closes the database. */
export async function withContainer<T>(
  work: (container: Container) => Promise<T>,
  environment: Record<string, string | undefined> = process.env,
): Promise<T> {
  const container = await createContainer(readConfig(environment));
  try {
    return await work(container);
  } finally {
    await container.dispose();
  }
}
