import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createApi } from '../src/app.js';
import { dropPostgresSchema } from '../src/db/dialect.js';
import { ok } from '../src/http/envelope.js';
import { shutDown } from '../src/shutdown.js';
import { engines, freshSchemaName, testConfig } from './harness.js';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: { code: number; result: unknown };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Splits what a keep-alive connection received into its answers (every API answer has a Content-Length). */
function splitAnswers(raw: Buffer): Answer[] {
  const answers: Answer[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd === -1) throw new Error(`incomplete answer: ${rest.toString('latin1').slice(0, 200)}`);
    const [statusLine, ...lines] = rest.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length']);
    const body = rest.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
    answers.push({ status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as Answer['body'] });
    rest = rest.subarray(headEnd + 4 + length);
  }
  return answers;
}

/**
 * Sends requests on one connection, back to back (pipelined: the server runs them at once and answers in
 * order), and collects everything until the server closes it. `send` adds requests later.
 */
function exchange(port: number, requests: string[]): { received: Promise<Buffer>; send(request: string): void } {
  const socket = net.connect(port, '127.0.0.1', () => socket.write(requests.join('')));
  const received = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks)));
  });
  return { received, send: (request) => socket.write(request) };
}

const get = (url: string) => `GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;

describe.each(engines)('graceful shutdown on $name', (engine) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  /** The real API with one extra route that takes `ms` to answer: a request still in flight at the signal. */
  async function startWithSlowRoute(): Promise<{ app: FastifyInstance; port: number }> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-stop-'));
    const schema = engine.name === 'postgres' ? freshSchemaName('stop') : null;
    const config = testConfig(engine, dataDir, schema);
    const app = await createApi({ config });
    app.get('/api/test/slow', async (request) => {
      await sleep(Number((request.query as { ms?: string }).ms ?? 500));
      return ok('finished');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    cleanups.push(async () => {
      await app.close();
      if (schema && config.databaseUrl) await dropPostgresSchema(config.databaseUrl, schema);
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    return { app, port: (app.server.address() as net.AddressInfo).port };
  }

  it('answers the requests already accepted (in the envelope, the last one saying close) while new connections are refused', async () => {
    const { app, port } = await startWithSlowRoute();
    // On one keep-alive connection: a slow request in flight at the signal with one queued behind it, and
    // two more sent on the same connection once the shutdown has begun.
    const connection = exchange(port, [get('/api/test/slow?ms=800'), get('/api/health')]);
    await sleep(200);
    const stopping = shutDown(app, 5_000);
    await sleep(100);
    connection.send(get('/api/health/ready') + get('/api/stores'));

    // The listener is closed: a new connection is refused (a load balancer tries another process).
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

    const answers = splitAnswers(await connection.received);
    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual([
      [200, 200],
      [200, 200],
      [503, 503],
      [200, 200],
    ]);
    expect(answers[0].body.result).toBe('finished');
    expect(answers[2].body.result).toEqual({ status: 'not ready', reason: 'shutting down' });
    // Only the connection's last answer closes it; none is Fastify's own 503.
    expect(answers.map((answer) => answer.headers.connection)).toEqual(['keep-alive', 'keep-alive', 'keep-alive', 'close']);
    expect(await stopping).toEqual({ drained: true, cut: 0 });
  });

  it('tells a keep-alive client whose request is in flight to close the connection', async () => {
    const { app, port } = await startWithSlowRoute();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const request = (url: string) =>
      new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: url, agent }, (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
          })
          .on('error', reject);
      });
    try {
      // The connection has already served one request and is kept alive.
      expect((await request('/api/health')).connection).toBe('keep-alive');
      const slow = request('/api/test/slow?ms=600');
      await sleep(150);
      const stopping = shutDown(app, 5_000);
      const answer = await slow;
      expect(answer).toMatchObject({ status: 200, connection: 'close' });
      expect(JSON.parse(answer.body)).toEqual({ code: 200, result: 'finished' });
      expect(await stopping).toEqual({ drained: true, cut: 0 });
    } finally {
      agent.destroy();
    }
  });

  it('answers a request that reaches an idle connection just after the signal, and ends the idle ones soon', async () => {
    const { app, port } = await startWithSlowRoute();
    const agents = [new http.Agent({ keepAlive: true }), new http.Agent({ keepAlive: true })];
    const request = (agent: http.Agent) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/api/health', agent }, (response) => {
            response.resume();
            response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }));
          })
          .on('error', reject);
      });
    try {
      for (const agent of agents) expect((await request(agent)).connection).toBe('keep-alive');
      const started = Date.now();
      const stopping = shutDown(app, 20_000);
      await sleep(300);
      // One client reuses its idle connection during the grace: answered, told to close.
      expect(await request(agents[0])).toEqual({ status: 200, connection: 'close' });
      // The other never sends again: its connection ends with the grace, not at the keep-alive timeout.
      expect(await stopping).toEqual({ drained: true, cut: 0 });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const agent of agents) agent.destroy();
    }
  });

  it('cuts what is still running when the drain time is over, and still closes', async () => {
    const { app, port } = await startWithSlowRoute();
    const { received } = exchange(port, [get('/api/test/slow?ms=3000')]);
    await sleep(150);
    const started = Date.now();
    expect(await shutDown(app, 300)).toEqual({ drained: false, cut: 1 });
    expect(Date.now() - started).toBeLessThan(2_500);
    expect((await received).length).toBe(0);
  });
});
