import http from 'node:http';
import { listenOrTakeFreePort } from '../../http/index.js';
import { CONSOLE_ACTIONS, EasyPostSandbox, type SandboxAnswer } from './sandbox.js';

/**
 * The EasyPost sandbox's own HTTP server, on a loopback port of its own (SHIPPING_SANDBOX_PORT). The API calls it
 * as it would call api.easypost.com; the label files and the tracking page are links the back office and the
 * customer open.
 */
export interface RunningEasyPostSandbox {
  sandbox: EasyPostSandbox;
  /** What the API calls and the links name. */
  origin: string;
  close(): Promise<void>;
}

const BODY_LIMIT = 64 * 1024;
const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/;
const CONSOLE = new RegExp(`^/sandbox/easypost/trackers/([^/]+)/(${CONSOLE_ACTIONS.join('|')})$`);

async function bodyOf(request: http.IncomingMessage): Promise<string> {
  let size = 0;
  const parts: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT) throw new Error('body too large');
    parts.push(chunk);
  }
  return Buffer.concat(parts).toString('utf8');
}

/** A program on this machine (not a proxy, not a web page) may use the console, as a carrier's dashboard stands in. */
const mayUseConsole = (request: http.IncomingMessage) =>
  LOOPBACK.test(request.socket.remoteAddress ?? '') &&
  request.headers.origin === undefined &&
  request.headers.forwarded === undefined &&
  request.headers['x-forwarded-for'] === undefined;

const hasApiKey = (header: string | undefined) => {
  if (!header?.startsWith('Basic ')) return false;
  const user = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')[0];
  return Boolean(user);
};

function trackingPage(code: string): SandboxAnswer {
  const safe = code.replace(/[^A-Za-z0-9]/g, '');
  return {
    status: 200,
    type: 'text/html; charset=utf-8',
    body: `<!doctype html><title>Tracking ${safe}</title><h1>Parcel ${safe}</h1><p>EasyPost sandbox: test parcel.</p>`,
  };
}

async function route(sandbox: EasyPostSandbox, request: http.IncomingMessage): Promise<SandboxAnswer> {
  const url = new URL(request.url ?? '/', 'http://sandbox');
  const method = request.method ?? 'GET';
  const body = await bodyOf(request);
  const consoleCall = CONSOLE.exec(url.pathname);
  if (consoleCall && method === 'POST') {
    if (!mayUseConsole(request))
      return { status: 403, type: 'text/plain; charset=utf-8', body: 'The sandbox console answers programs on this machine only.' };
    return sandbox.consoleAction(consoleCall[1], consoleCall[2]);
  }
  const track = /^\/track\/([A-Za-z0-9]+)$/.exec(url.pathname);
  if (track && method === 'GET') return trackingPage(track[1]);
  return sandbox.answer(method, url.pathname, url.searchParams, body, hasApiKey(request.headers.authorization));
}

export async function startEasyPostSandbox(options: {
  port: number;
  host: string;
  webhookSecret: string;
  stepMs: number;
  warn: (message: string) => void;
}): Promise<RunningEasyPostSandbox> {
  let origin = '';
  const sandbox = new EasyPostSandbox({ webhookSecret: options.webhookSecret, stepMs: options.stepMs, origin: () => origin });
  const server = http.createServer((request, response) => {
    route(sandbox, request)
      .catch((): SandboxAnswer => ({ status: 400, type: 'text/plain; charset=utf-8', body: 'Bad request' }))
      .then((answer) => {
        response.writeHead(answer.status, {
          'content-type': answer.type,
          'x-easypost-sandbox': 'test mode',
          'x-content-type-options': 'nosniff',
        });
        response.end(answer.body);
      })
      .catch(() => response.destroy());
  });
  const port = await listenOrTakeFreePort(server, { ...options, name: 'shipping sandbox' });
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  origin = `http://${host}:${port}`;
  return {
    sandbox,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        sandbox.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
