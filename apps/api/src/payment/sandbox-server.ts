import http from 'node:http';
import { listenOrTakeFreePort } from '../http/index.js';
import { consoleRefusal, text, type SandboxHandler, type SandboxRequest } from './sandbox-http.js';
import type { SandboxWebhookSender } from './webhooks/sandbox-delivery.js';

/**
 * The payment sandboxes' own HTTP server, on another port than the shop, so the card fields
 * really are a different origin from the shop's pages (as NMI's are). It starts only in test
 * mode when a gateway has no credentials, listens on a loopback address only, and says so in
 * every page it serves. Each gateway's sandbox lives in its adapter's folder; the registry line says how to start
 * it (port.ts `PaymentAdapter.sandbox`), and this server mounts what the registry gives it.
 */
export interface PaymentSandbox {
  /** The sandbox of one gateway, by its class (its provider reads its credentials from it). */
  part<Part extends SandboxPart>(kind: abstract new (...args: never[]) => Part): Part;
  /** The address the browser uses (the shop's host name, the sandbox's port). */
  publicOrigin: string;
  /** The address the API itself calls. */
  internalOrigin: string;
  /** Where the sandboxes deliver their webhooks: the shop's own origin, once it listens. */
  setWebhookTarget(origin: string | null): void;
  /** Waits until every webhook the sandboxes sent was answered. */
  settleWebhooks(): Promise<void>;
  close(): Promise<void>;
}

/** One gateway's sandbox on this server: the requests it answers and the webhooks it sends. */
export interface SandboxPart {
  readonly handle: SandboxHandler;
  readonly webhooks: SandboxWebhookSender;
}

/** How a registry line starts its sandbox; `origin` is the server's public address once it listens. */
export type SandboxStarter = (origin: () => string) => SandboxPart;

const MAX_BODY_BYTES = 64 * 1024;

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

async function answer(handlers: SandboxHandler[], req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://sandbox');
  const request: SandboxRequest = {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    headers: req.headers,
    body: await readBody(req),
    remoteAddress: req.socket.remoteAddress ?? '',
  };
  const refused = consoleRefusal(request);
  let response = refused ?? text(404, 'Not a payment sandbox address');
  for (const handler of refused ? [] : handlers) {
    const handled = await handler(request);
    if (handled) {
      response = handled;
      break;
    }
  }
  // The client may have given up waiting (a "late" gateway answer); the work is done, the answer is dropped.
  if (res.destroyed) return;
  res.writeHead(response.status, {
    'x-payment-sandbox': 'test mode',
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'cross-origin',
    ...response.headers,
  });
  res.end(response.body);
}

export async function startPaymentSandbox(options: {
  port: number;
  host: string;
  /** The shop's public URL: the sandbox's links use its host name. */
  publicUrl: string;
  warn: (message: string) => void;
  /** The gateways' sandboxes, in the registry's order. */
  parts: readonly SandboxStarter[];
}): Promise<PaymentSandbox> {
  let publicOrigin = '';
  const parts = options.parts.map((start) => start(() => publicOrigin));
  const handlers = parts.map((part) => part.handle);
  const server = http.createServer((req, res) => {
    answer(handlers, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Bad request');
    });
  });
  const port = await listenOrTakeFreePort(server, { ...options, name: 'payment sandbox' });
  publicOrigin = `http://${new URL(options.publicUrl).hostname}:${port}`;
  const internalHost = options.host === 'localhost' ? '127.0.0.1' : options.host;
  const setWebhookTarget = (origin: string | null) => parts.forEach((part) => part.webhooks.setTarget(origin));
  return {
    part(kind) {
      for (const part of parts) if (part instanceof kind) return part;
      throw new Error(`No ${kind.name} runs on the payment sandbox`);
    },
    publicOrigin,
    internalOrigin: `http://${internalHost.includes(':') ? `[${internalHost}]` : internalHost}:${port}`,
    setWebhookTarget,
    settleWebhooks: async () => {
      await Promise.all(parts.map((part) => part.webhooks.settle()));
    },
    close: () =>
      new Promise<void>((resolve) => {
        setWebhookTarget(null);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
