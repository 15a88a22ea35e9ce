import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A call a stand-in service was sent, read whole. */
export interface StandInCall {
  method: string;
  /** The path and query as sent. */
  url: string;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** What a stand-in service answers a call. */
export interface StandInAnswer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * A local stand-in for an outside HTTP service (the marketing service, say): each call is read whole and answered as
 * `answer` says. It listens on a free port of 127.0.0.1 until closed.
 */
export async function startStandIn(answer: (call: StandInCall) => StandInAnswer): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const { status, contentType, body } = answer({
        method: req.method ?? '',
        url: req.url ?? '/',
        headers: req.headers,
        text: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(status, { 'content-type': contentType });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
