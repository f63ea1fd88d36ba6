import { connect, createServer, type Server, type Socket } from 'node:net';

export interface TcpRelay {
  port: number;
  /** The target URL (a postgres:// URL) with its host and port replaced by the relay's. */
  through(url: string): string;
  /** A database that hangs without closing: no byte passes either way, new connections open but get no answer. */
  freeze(): void;
  thaw(): void;
  /** A database that stopped: open connections are cut, new ones refused (ECONNREFUSED) until `restore`. */
  refuse(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of PostgreSQL that a test controls: it can hang (freeze) or go away (refuse) and come back,
 * while the real PostgreSQL server, shared by other test files, keeps running untouched.
 */
export async function startTcpRelay(target: URL): Promise<TcpRelay> {
  const sockets = new Set<Socket>();
  /** Bytes held while frozen, per destination, delivered in order on thaw (as TCP would once the network is back). */
  const held = new Map<Socket, Buffer[]>();
  let frozen = false;
  // Forwarded by hand rather than with pipe(): pipe() resumes a paused socket (on attach and on drain), which would
  // let a connection opened during a freeze through.
  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (frozen) held.set(to, [...(held.get(to) ?? []), chunk]);
      else to.write(chunk);
    });
    from.on('close', () => to.destroy());
  };
  const relay: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        held.delete(socket);
      });
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      relay.once('error', reject);
      relay.listen(port, '127.0.0.1', () => {
        relay.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (relay.address() as { port: number }).port;
  let listening = true;
  /** Lets traffic through again, delivering what was held while frozen, in order. */
  const thaw = () => {
    frozen = false;
    for (const [socket, chunks] of held) for (const chunk of chunks) socket.write(chunk);
    held.clear();
  };
  return {
    port,
    through(url: string) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    freeze() {
      frozen = true;
    },
    thaw,
    async refuse() {
      if (!listening) return;
      listening = false;
      const closed = new Promise<void>((resolve) => relay.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      held.clear();
      await closed;
    },
    async restore() {
      thaw();
      if (listening) return;
      await listen(port);
      listening = true;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (listening) await new Promise<void>((resolve) => relay.close(() => resolve()));
      listening = false;
    },
  };
}
