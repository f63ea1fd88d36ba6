import { request } from 'node:http';

/** An answer as Node's client reads it: status, headers by lower-case name, and the body as text. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request sent with its target exactly as written (fetch would normalize `/./`, escapes and the Host), answered
 * whole: what the server's own reading of a request target is tested with.
 */
export function rawRequest(base: string, target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, path: target, method, headers }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}
