import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  user: string | undefined;
  raw: Buffer;
}

export interface SmtpStandIn {
  port: number;
  received: ReceivedMail[];
  /** Stops listening (a mail server down); `start` listens again on the same port. */
  close(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A real SMTP server (the smtp-server package) on a local port, for tests: it keeps every message it accepts.
 * With `login`, it asks for that user and password; it always refuses addresses starting with « nobody@ » (550).
 */
export async function startSmtpStandIn({
  port = 0,
  login,
}: { port?: number; login?: { user: string; pass: string } } = {}): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let listeningPort = port;
  const create = () =>
    new SMTPServer({
      authOptional: !login,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(auth, _session, callback) {
        if (login && auth.username === login.user && auth.password === login.pass) callback(null, { user: auth.username });
        else callback(new Error('Identifiants refusés'));
      },
      onRcptTo(address, _session, callback) {
        if (!address.address.startsWith('nobody@')) return callback();
        const error = new Error('Boîte inconnue') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
  const start = async () => {
    server = create();
    await new Promise<void>((resolve) => server?.listen(listeningPort, '127.0.0.1', resolve));
    listeningPort = (server.server.address() as AddressInfo).port;
  };
  await start();
  return {
    get port() {
      return listeningPort;
    },
    received,
    start,
    close: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}
