import { serve, type ServerType } from '@hono/node-server';
import type { Container } from '@pretscope/compose';
import type { ApiLogger } from '@pretscope/http-hono';
import type { AddressInfo } from 'node:net';
import { createServerApp } from './create-server-app.js';

export interface RunningServer {
  url: string;
  /** Stops accepting connections and resolves when the requests in flight have been answered. */
  close(): Promise<void>;
}

export async function startServer(container: Container, { port, hostname = '0.0.0.0', logger }: { port: number; hostname?: string; logger?: ApiLogger }): Promise<RunningServer> {
  const app = await createServerApp(container, { logger });
  return new Promise((resolve, reject) => {
    let server: ServerType;
    try {
      server = serve({ fetch: app.fetch, port, hostname }, (info: AddressInfo) => {
        const host = hostname === '0.0.0.0' ? 'localhost' : hostname;
        resolve({
          url: `http://${host}:${info.port}`,
          close: () => new Promise((done) => server.close(() => done())),
        });
      });
      server.once('error', reject);
    } catch (error) {
      reject(error);
    }
  });
}
