import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from './static-files';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-static-'));
const script = `export const crabs = ${JSON.stringify('steamed '.repeat(400))};\n`;
let server: http.Server;
let base = '';
let cachedFiles: () => number = () => 0;

beforeAll(async () => {
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'assets', 'app-1234.js'), script);
  fs.writeFileSync(path.join(root, 'assets', 'font-99.woff2'), 'font');
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(root, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
  const { serveStatic, warm, size } = createStaticHandler(root);
  expect(await warm()).toBe(2);
  cachedFiles = size;
  server = http.createServer((req, res) => {
    void serveStatic(req, res).then((served) => {
      if (!served) res.writeHead(404).end('app');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (urlPath: string, encoding = 'br') =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      // The path goes out as written (a URL string would be normalised by the client first).
      .get({ host: '127.0.0.1', port: new URL(base).port, path: urlPath, headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

describe('static files', () => {
  it('serves hashed assets compressed and cached for a year', async () => {
    const brotli = await get('/assets/app-1234.js');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(script);
    const gzip = await get('/assets/app-1234.js', 'gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);
  });

  it('lists the scripts and styles of the build for the service worker, never cached', async () => {
    const manifest = await get('/asset-manifest.json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(manifest.body.toString())).toEqual({ files: ['/assets/app-1234.js'] });
  });

  it('has the browser check the service worker on every visit', async () => {
    const worker = await get('/service-worker.js?build=abc');
    expect(worker.status).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('serves small files as they are, with a short cache', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('leaves unknown, escaping and malformed paths to the app', async () => {
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/../package.json')).status).toBe(404);
    expect((await get('/assets/%E0%A4%A.js')).status).toBe(404);
  });

  it('serves a built file only under its canonical path and keeps nothing for other spellings', async () => {
    const before = cachedFiles();
    for (const variant of [
      '/assets//app-1234.js',
      '/./assets/app-1234.js',
      '/%61ssets/app-1234.js',
      '/assets/./app-1234.js',
      '//assets/app-1234.js',
      '/ASSETS/app-1234.js',
    ]) {
      expect((await get(variant)).status, variant).toBe(404);
    }
    expect(cachedFiles()).toBe(before);
    expect((await get('/assets/app-1234.js')).status).toBe(200);
  });
});
