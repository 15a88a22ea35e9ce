import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { InstagramFeed, startInstagramStandIn, type InstagramStandIn } from '../src/instagram/index.js';
import { engines, startApi, suiteApi } from './harness.js';

describe.each(engines)('the Instagram feed on $name', (engine) => {
  const api = suiteApi(engine);

  it("answers the six latest posts with the shop's own 384 px pictures (test mode: the stand-in)", async () => {
    const answer = await api.request('GET', '/api/ext/instagram/feed');
    expect(answer.status).toBe(200);
    const { items } = answer.body.result as { items: Array<{ id: string; image: string; permalink: string; caption: string }> };
    expect(items).toHaveLength(6);
    expect(items[0].permalink).toMatch(/^https:\/\/www\.instagram\.com\/p\//);
    expect(items[0].caption).toContain('steamers');
    expect(items[0].image).toBe(`/media/instagram/${items[0].id}.webp`);

    const picture = await fetch(`${api.baseUrl}${items[0].image}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    const { width, height, format } = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect({ width, height, format }).toEqual({ width: 384, height: 384, format: 'webp' });
  });

  it('refuses a picture that is not in the feed with a 404 envelope', async () => {
    for (const file of ['999.webp', '..%2F..%2Fetc.webp', 'x.jpg']) {
      const answer = await api.request('GET', `/media/instagram/${file}`);
      expect(answer.status, file).toBe(404);
      expect(answer.body.code).toBe(404);
    }
  });
});

describe('the feed when Instagram is slow or down', () => {
  let standIn: InstagramStandIn;
  const warnings: string[] = [];
  beforeAll(async () => {
    standIn = await startInstagramStandIn({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => standIn.close());
  const failing = (on: boolean) => fetch(`${standIn.graphUrl}/sandbox/instagram/fail?on=${on ? 1 : 0}`);
  const feedWith = (overrides: Partial<ConstructorParameters<typeof InstagramFeed>[0]> = {}) =>
    new InstagramFeed({
      graphUrl: standIn.graphUrl,
      token: standIn.token,
      limit: 6,
      freshMs: 100,
      firstWaitMs: 2000,
      timeoutMs: 2000,
      warn: (message) => warnings.push(message),
      ...overrides,
    });

  it('keeps serving the last good copy while a refresh fails, and takes the next good one', async () => {
    const feed = feedWith();
    expect(await feed.latest()).toHaveLength(6);
    await failing(true);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await feed.latest()).toHaveLength(6);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await feed.latest()).toHaveLength(6);
    expect(warnings.some((warning) => warning.includes('keeping the last copy'))).toBe(true);
    await failing(false);
  });

  it('answers without posts rather than keep a page waiting when the first fetch fails or is slow', async () => {
    const refused = feedWith({ token: 'wrong-token' });
    expect(await refused.latest()).toEqual([]);
    let release: () => void = () => undefined;
    const slow = feedWith({
      firstWaitMs: 50,
      fetch: (input, init) => new Promise<void>((resolve) => (release = resolve)).then(() => fetch(input, init)),
    });
    const started = Date.now();
    expect(await slow.latest()).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
    release();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await slow.latest()).toHaveLength(6);
  });

  it('reads a picture only when its bytes are a JPEG, PNG or WebP (never an SVG from elsewhere)', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400"/></svg>';
    const feed = feedWith({
      fetch: (input, init) => (String(input).includes('/me/media') ? fetch(input, init) : Promise.resolve(new Response(svg))),
    });
    const [first] = await feed.latest();
    expect(await feed.picture(first.id)).toBeNull();
    expect(warnings.some((warning) => warning.includes('the picture is not a JPEG, PNG or WebP'))).toBe(true);
  });

  it('has no feed in live mode without a token', async () => {
    const live = await startApi({ name: 'sqlite' }, { paymentMode: 'live', paymentModeForced: false });
    try {
      const answer = await live.request('GET', '/api/ext/instagram/feed');
      expect(answer.body).toEqual({ code: 200, result: { items: [] } });
    } finally {
      await live.stop();
    }
  });
});
