import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequestListener } from '@react-router/node';
import type { ServerBuild } from 'react-router';

/**
 * Serves the bare page's build on PORT: its built files from build/client with brotli (as the shop's host sends
 * them), the page from React Router's own Node listener. Used by bench/lighthouse.ts; `npm run bench:lighthouse`
 * builds it first.
 */
const root = path.dirname(new URL(import.meta.url).pathname);
const clientDir = path.join(root, 'build', 'client');
const build = (await import(path.join(root, 'build', 'server', 'index.js'))) as ServerBuild;
const render = createRequestListener({ build, mode: 'production' });
const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bare');
    const file = path.join(clientDir, path.normalize(url.pathname));
    if (url.pathname.startsWith('/assets/') && file.startsWith(clientDir) && fs.existsSync(file)) {
      const body = fs.readFileSync(file);
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'content-encoding': 'br',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      res.end(zlib.brotliCompressSync(body));
      return;
    }
    void render(req, res);
  })
  .listen(Number(process.env.PORT ?? 3471), '127.0.0.1');
