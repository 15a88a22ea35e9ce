import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopShopProcess, waitForHealth } from '../../../tools/test-support/shop-process.js';

/**
 * The built shop (`apps/host/dist/host.js`, what `npm start` runs, with the storefront's production build) as a
 * child process on a fresh SQLite file, for checks that need real pages but no browser: headers, caching, the
 * request guard, sitemap. They run from the last `npm run build`, like the e2e journeys; without a build they are
 * skipped (global-setup says so), and REQUIRE_BUILT_SHOP=1 (CI) makes a missing build a failure instead.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const hostEntry = path.join(repoRoot, 'apps/host/dist/host.js');
export const storefrontBuild = path.join(repoRoot, 'apps/storefront/build');

export function builtShopAvailable(): boolean {
  const built = fs.existsSync(hostEntry) && fs.existsSync(path.join(storefrontBuild, 'server', 'index.js'));
  if (!built && process.env.REQUIRE_BUILT_SHOP === '1') {
    throw new Error('REQUIRE_BUILT_SHOP=1 but the shop is not built: run `npm run build` first.');
  }
  return built;
}

export interface BuiltShop {
  /** http://localhost:PORT, the shop's configured public address. */
  url: string;
  port: number;
  process: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** What the process wrote to stdout and stderr (the last 20 kB). */
  log(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startBuiltShop(env: NodeJS.ProcessEnv = {}): Promise<BuiltShop> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-host-test-'));
  const server = spawn(process.execPath, [hostEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: `http://localhost:${port}`,
      STORE_PUBLIC_URLS: `restaurant=http://restaurant.localhost:${port}`,
      PAYMENT_MODE: 'test',
      PAYMENT_SANDBOX_PORT: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const url = `http://localhost:${port}`;
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, server, () => output, { name: 'built shop', seconds: 60 });
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    port,
    process: server,
    exited,
    log: () => output,
    async stop() {
      await stopShopProcess(server, exited);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request exactly as written: the path is not normalised and any Host header can be sent (fetch would clean
 * both up first). Sent to 127.0.0.1 on the shop's port; the Host header defaults to the shop's public one.
 */
export function rawRequest(
  shop: BuiltShop,
  target: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: shop.port,
        path: target,
        method: options.method ?? 'GET',
        headers: { host: `localhost:${shop.port}`, ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}
