import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A stand-in for the Instagram Graph API in test mode (no INSTAGRAM_TOKEN), as the payment sandboxes stand in for
 * the gateways: a loopback HTTP server that answers GET /me/media as the Graph API does (fields, limit, the token
 * in the Authorization header or access_token) with six posts, and their pictures as JPEG. GET /sandbox/instagram
 * /fail?on=1 makes it answer 500 until ?on=0, so the shop's behaviour with Instagram down can be tried.
 */
export interface InstagramStandIn {
  graphUrl: string;
  token: string;
  close(): Promise<void>;
}

const STAND_IN_TOKEN = 'stand-in-instagram-token';

const POSTS = [
  ['Monday morning at the steamers: the first bushel of heavy males, seasoned and in the pot by 6.', [16, 56, 96], [228, 92, 40]],
  ['Picking jumbo lump for tomorrow’s crab cakes. Almost no filler, as always.', [236, 226, 204], [196, 120, 60]],
  ['A full crab feast on its way to Ohio: a dozen large, corn, hush puppies and a mallet for everyone.', [24, 80, 120], [246, 196, 80]],
  ['Sunset at Kent Narrows from the Crab House deck.', [250, 150, 70], [60, 40, 110]],
  ['Packing line: gel packs, insulated liners and next-day labels before the 2 pm cut-off.', [210, 224, 230], [30, 70, 100]],
  ['Soft-shell season is here. Fried, on a roll, with a little tartar.', [120, 160, 80], [240, 230, 180]],
] as const;

type Rgb = readonly [number, number, number];

/** A 640 px picture: a diagonal blend of two colours (JPEG, like the CDN's). */
async function pictureOf(from: Rgb, to: Rgb): Promise<Buffer> {
  const size = 640;
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const share = (x + y) / (2 * size);
      const offset = (y * size + x) * 3;
      for (let channel = 0; channel < 3; channel++)
        pixels[offset + channel] = Math.round(from[channel] * (1 - share) + to[channel] * share);
    }
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

function mediaList(origin: string, limit: number) {
  const day = 86_400_000;
  const start = Date.parse('2026-06-01T12:00:00Z');
  return POSTS.slice(0, limit).map(([caption], index) => ({
    id: `1790000000000000${index + 1}`,
    caption,
    media_type: 'IMAGE',
    media_url: `${origin}/pictures/${index + 1}.jpg`,
    permalink: `https://www.instagram.com/p/shoreline${index + 1}/`,
    timestamp: new Date(start - index * 3 * day).toISOString().replace('.000Z', '+0000'),
  }));
}

export async function startInstagramStandIn(options: { port: number; host: string }): Promise<InstagramStandIn> {
  let failing = false;
  const pictures = new Map<number, Promise<Buffer>>();
  let origin = '';
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const send = (status: number, type: string, body: string | Buffer) => {
      res.writeHead(status, { 'content-type': type, 'x-instagram-stand-in': 'test mode' });
      res.end(body);
    };
    const graphError = (status: number, message: string, code: number) =>
      send(status, 'application/json', JSON.stringify({ error: { message, type: 'OAuthException', code } }));
    if (url.pathname === '/sandbox/instagram/fail') {
      failing = url.searchParams.get('on') !== '0';
      return send(200, 'text/plain', failing ? 'failing' : 'answering');
    }
    if (failing) return graphError(500, 'An unexpected error has occurred. Please retry your request later.', 2);
    const picture = /^\/pictures\/(\d)\.jpg$/.exec(url.pathname);
    if (picture) {
      const index = Number(picture[1]);
      const post = POSTS[index - 1];
      if (!post) return send(404, 'text/plain', 'No such picture');
      let made = pictures.get(index);
      if (!made) pictures.set(index, (made = pictureOf(post[1], post[2])));
      made.then((jpeg) => send(200, 'image/jpeg', jpeg)).catch(() => send(500, 'text/plain', 'Picture failed'));
      return;
    }
    if (/^\/(v\d+\.\d+\/)?me\/media$/.test(url.pathname)) {
      const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? url.searchParams.get('access_token');
      if (token !== STAND_IN_TOKEN) return graphError(400, 'Invalid OAuth access token - Cannot parse access token', 190);
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 25) || 25, 100);
      return send(
        200,
        'application/json',
        JSON.stringify({ data: mediaList(origin, limit), paging: { cursors: { before: 'a', after: 'b' } } }),
      );
    }
    graphError(404, 'Unknown path components', 2500);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;
  return {
    graphUrl: origin,
    token: STAND_IN_TOKEN,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
