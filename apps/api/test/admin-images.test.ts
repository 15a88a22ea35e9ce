import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, suiteStaff } from './admin-harness.js';
import { engines, envelopeCall, suiteApi } from './harness.js';

/**
 * Back office: product image upload (issue 12). The test makes its images with sharp: a manager uploads,
 * the files exist at the spec's sizes, /media answers them, the public catalog shows the new main image
 * after the version bump; wrong types, oversized files and dimensions, other roles and unknown skus are
 * refused; an uploaded image can be deleted.
 */
type Body = { code: number; result: unknown };
interface Uploaded {
  uploaded: {
    name: string;
    path: string;
    url: string;
    format: string;
    width: number;
    height: number;
    bytes: number;
    sizes: Array<{ box: string; width: number; height: number; url: string }>;
  };
  image: string;
  images: Array<{ path: string; url: string; preview_url: string; main: boolean; name: string | null; position: number | null }>;
}

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } } });

/** A PNG whose header claims other dimensions (the pixels are a 4×4 image's): what a decompression bomb looks like. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(4, 4).png().toBuffer());
  // IHDR: length (4) at 8, type at 12, width at 16, height at 20, CRC over type and data at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe.each(engines)('admin product images on $name', (engine) => {
  const api = suiteApi(engine);
  const staff = suiteStaff(api, ['manager', 'packer']);
  let png: Buffer;
  let jpeg: Buffer;

  const send = async (sku: string, body: Buffer | string, type: string | null, headers: Record<string, string>, query = '') => {
    const response = await fetch(`${api.baseUrl}/api/admin/products/${sku}/images${query}`, {
      method: 'POST',
      headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
      body,
    });
    return { status: response.status, body: (await response.json()) as Body };
  };
  const call = envelopeCall(api);
  const media = async (url: string) => {
    const response = await fetch(api.baseUrl + url);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      cache: response.headers.get('cache-control'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };
  const catalogImages = async (sku: string) => {
    const answer = await call('POST', '/api/catalog', {
      entityType: 'product',
      query: { filters: [{ key: 'sku', value: { eq: sku } }] },
      includeFields: ['sku', 'image', 'small_image', 'thumbnail', 'media_gallery'],
    });
    return (
      answer.result as { items: Array<{ image: string; small_image: string; thumbnail: string; media_gallery: Array<{ image: string }> }> }
    ).items[0];
  };
  const uploadDir = (sku: string) => path.join(api.config.mediaUploadDir, 'product', sku);

  beforeAll(async () => {
    png = await solid(600, 600).png().toBuffer();
    // 800×600 with EXIF the shop must not publish.
    jpeg = await solid(800, 600)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'Photographer' } })
      .toBuffer();
  });

  it('stores a PNG at the spec sizes, makes it the main image and the catalog follows', async () => {
    const answer = await send('CRAB-DZ', png, 'image/png', staff.manager.headers, '?label=A%20dozen%20steamed%20crabs');
    expect(answer.status).toBe(200);
    const result = answer.body.result as Uploaded;
    const { name } = result.uploaded;
    expect(name).toMatch(/^[0-9a-f]{16}\.png$/);
    expect(result.uploaded).toMatchObject({
      path: `/product/CRAB-DZ/${name}`,
      url: `/media/product/CRAB-DZ/${name}`,
      format: 'png',
      width: 600,
      height: 600,
    });
    expect(result.uploaded.sizes.map((size) => [size.box, size.width, size.height])).toEqual([
      ['32x32', 32, 32],
      ['150x150', 150, 150],
      ['320x320', 320, 320],
      ['384x384', 384, 384],
    ]);
    expect(result.image).toBe(`/product/CRAB-DZ/${name}`);
    expect(result.images[0]).toMatchObject({
      path: result.image,
      main: true,
      name,
      preview_url: `/media/320/320/resize/product/CRAB-DZ/${name}`,
    });
    expect(result.images.find((image) => image.path === '/product/crab.svg')).toMatchObject({ main: false, name: null });

    // The files: the original and one per size, each at its size.
    for (const [box, side] of [
      ['', 600],
      ['32x32', 32],
      ['150x150', 150],
      ['320x320', 320],
      ['384x384', 384],
    ] as const) {
      const file = path.join(uploadDir('CRAB-DZ'), box, name);
      const meta = await sharp(fs.readFileSync(file)).metadata();
      expect([box, meta.format, meta.width, meta.height]).toEqual([box, 'png', side, side]);
    }
    // Served under /media: the resize addresses answer the copies, other sizes the original.
    const sized = await media(`/media/150/150/resize/product/CRAB-DZ/${name}`);
    expect(sized).toMatchObject({ status: 200, type: 'image/png' });
    expect(sized.cache).toContain('max-age=86400');
    expect((await sharp(sized.bytes).metadata()).width).toBe(150);
    expect((await sharp((await media(`/media/product/CRAB-DZ/${name}`)).bytes).metadata()).width).toBe(600);
    expect((await sharp((await media(`/media/100/100/resize/product/CRAB-DZ/${name}`)).bytes).metadata()).width).toBe(600);
    // The cart's 150 address made from a gallery address.
    expect((await sharp((await media(`/media/150/150/resize/320/320/resize/product/CRAB-DZ/${name}`)).bytes).metadata()).width).toBe(150);
    // Mails' PNG copies: an upload and an SVG illustration fill the box on white; other boxes and private folders are not made.
    for (const [url, width, height] of [
      [`/media/120/120/png/product/CRAB-DZ/${name}`, 120, 120],
      ['/media/360/96/png/brand/shoreline-logo.svg', 360, 96],
    ] as const) {
      const copy = await media(url);
      expect(copy, url).toMatchObject({ status: 200, type: 'image/png' });
      expect(await sharp(copy.bytes).metadata()).toMatchObject({ format: 'png', width, height });
    }
    expect((await media(`/media/500/500/png/product/CRAB-DZ/${name}`)).status).toBe(404);
    expect((await media('/media/120/120/png/claims/1/photo.jpg')).status).toBe(404);
    expect((await media('/media/120/120/png/../package.json')).status).toBe(404);

    await expect.poll(async () => (await catalogImages('CRAB-DZ'))?.image, { timeout: 5000 }).toBe(`/product/CRAB-DZ/${name}`);
    const document = await catalogImages('CRAB-DZ');
    expect(document).toMatchObject({ small_image: result.image, thumbnail: result.image });
    expect(document.media_gallery.map((entry) => entry.image)).toEqual(['/product/crab.svg', result.image]);

    const detail = (await call('GET', '/api/admin/products/CRAB-DZ', undefined, staff.manager.headers)).result as Uploaded;
    expect(detail.images[0]).toMatchObject({ path: result.image, main: true, name });

    const { db } = await adminDb(api);
    const rows = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', 'CRAB-DZ')
      .where('action', '=', 'product.image')
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].before ?? '{}')).toEqual({ image: '/product/crab.svg' });
    expect(JSON.parse(rows[0].after ?? '{}')).toMatchObject({ image: result.image, width: 600, height: 600 });
    const label = await db.selectFrom('product_media').select('label').where('image', '=', result.image).executeTakeFirstOrThrow();
    expect(label.label).toBe('A dozen steamed crabs');
  });

  it('keeps the shape of a JPEG inside each size, strips its metadata and takes the same image once', async () => {
    const first = await send('CRAB-CAKE', jpeg, 'image/jpeg', staff.manager.headers);
    expect(first.status).toBe(200);
    const result = first.body.result as Uploaded;
    expect(result.uploaded).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    const boxes = Object.fromEntries(result.uploaded.sizes.map((size) => [size.box, [size.width, size.height]]));
    expect(boxes['384x384']).toEqual([384, 288]);
    expect(boxes['320x320']).toEqual([320, 240]);
    expect(boxes['32x32']).toEqual([32, 24]);
    const stored = await sharp(fs.readFileSync(path.join(uploadDir('CRAB-CAKE'), result.uploaded.name))).metadata();
    expect(stored.exif).toBeUndefined();
    expect(fs.readFileSync(path.join(uploadDir('CRAB-CAKE'), result.uploaded.name)).includes('secret-owner')).toBe(false);

    // Declared as PNG, it is still read as what its bytes are; the same image again is one gallery entry.
    const again = await send('CRAB-CAKE', jpeg, 'image/png', staff.manager.headers);
    expect(again.status).toBe(200);
    expect((again.body.result as Uploaded).uploaded.name).toBe(result.uploaded.name);
    expect((again.body.result as Uploaded).images.filter((image) => image.name === result.uploaded.name)).toHaveLength(1);
  });

  it('takes two uploads at once, each with its own gallery position', async () => {
    const [a, b] = await Promise.all([
      send('SIDE-CORN', await solid(400, 400).webp().toBuffer(), 'image/webp', staff.manager.headers),
      send('SIDE-CORN', await solid(300, 500).png().toBuffer(), 'image/png', staff.manager.headers),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const detail = (await call('GET', '/api/admin/products/SIDE-CORN', undefined, staff.manager.headers)).result as Uploaded;
    const positions = detail.images.map((image) => image.position);
    expect(new Set(positions).size).toBe(positions.length);
    expect(detail.images.filter((image) => image.name)).toHaveLength(2);
    expect(detail.images[0].main).toBe(true);
  });

  it('refuses other types, damaged files, oversized bodies and dimensions', async () => {
    const typeRefused = { code: 415, result: 'Send a JPEG, PNG or WebP image (Content-Type image/jpeg, image/png or image/webp).' };
    expect((await send('CRAB-DZ', 'hello', 'text/plain', staff.manager.headers)).body).toMatchObject(typeRefused);
    expect((await send('CRAB-DZ', '{"image":"x"}', 'application/json', staff.manager.headers)).body).toMatchObject(typeRefused);
    expect((await send('CRAB-DZ', png, null, staff.manager.headers)).status).toBe(415);
    expect((await send('CRAB-DZ', await solid(10, 10).gif().toBuffer(), 'image/png', staff.manager.headers)).body).toMatchObject({
      code: 415,
      result: 'The file is not a JPEG, PNG or WebP image.',
    });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    expect((await send('CRAB-DZ', svg, 'image/png', staff.manager.headers)).status).toBe(415);
    expect((await send('CRAB-DZ', png.subarray(0, 60), 'image/png', staff.manager.headers)).body).toMatchObject({
      code: 400,
      result: 'The image could not be read: the file may be damaged.',
    });
    expect((await send('CRAB-DZ', Buffer.alloc(0), 'image/png', staff.manager.headers)).status).toBe(400);

    const tooBig = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await send('CRAB-DZ', tooBig, 'image/png', staff.manager.headers)).body).toMatchObject({
      code: 413,
      result: 'The image is larger than 10 MB.',
    });

    const bomb = await send('CRAB-DZ', await pngClaiming(50_000, 50_000), 'image/png', staff.manager.headers);
    expect(bomb.status).toBe(400);
    expect(bomb.body.result).toContain('The image is too large');
    expect((await send('CRAB-DZ', await pngClaiming(9000, 10), 'image/png', staff.manager.headers)).status).toBe(400);
    expect((await send('CRAB-DZ', await pngClaiming(6000, 5000), 'image/png', staff.manager.headers)).status).toBe(400);

    // Nothing of these reached the product.
    const { db } = await adminDb(api);
    expect(
      await db.selectFrom('audit_log').select('id').where('entity_id', '=', 'CRAB-DZ').where('action', '=', 'product.image').execute(),
    ).toHaveLength(1);
  });

  it('admits managers and owners only, and knows its products', async () => {
    expect((await send('CRAB-DZ', png, 'image/png', staff.packer.headers)).body).toMatchObject({
      code: 403,
      result: 'Your role does not allow this.',
    });
    expect((await send('CRAB-DZ', png, 'image/png', {})).body).toMatchObject({ code: 401, result: 'Staff sign-in required.' });
    // The role is checked before the body is read: a packer's oversized upload is a 403, not a 413.
    expect((await send('CRAB-DZ', Buffer.alloc(11 * 1024 * 1024), 'image/png', staff.packer.headers)).status).toBe(403);
    expect((await send('NO-SUCH', png, 'image/png', staff.manager.headers)).body).toMatchObject({
      code: 404,
      result: 'No product with this sku.',
    });
    expect(fs.existsSync(uploadDir('NO-SUCH'))).toBe(false);
  });

  it('deletes an uploaded image: files gone, the next gallery image is the main one', async () => {
    const upload = (await send('TEE', await solid(500, 500).png().toBuffer(), 'image/png', staff.manager.headers)).body.result as Uploaded;
    const { name } = upload.uploaded;
    expect((await call('DELETE', `/api/admin/products/TEE/images/${name}`, undefined, staff.packer.headers)).code).toBe(403);
    expect((await call('DELETE', '/api/admin/products/TEE/images/0000000000000000.png', undefined, staff.manager.headers)).code).toBe(404);
    expect((await call('DELETE', '/api/admin/products/TEE/images/..%2F..%2Fx.png', undefined, staff.manager.headers)).code).toBe(404);
    const removed = await call('DELETE', `/api/admin/products/TEE/images/${name}`, undefined, staff.manager.headers);
    expect(removed.code).toBe(200);
    expect(removed.result).toMatchObject({ image: '/product/tee.svg' });
    expect(fs.existsSync(path.join(uploadDir('TEE'), name))).toBe(false);
    expect(fs.existsSync(path.join(uploadDir('TEE'), '320x320', name))).toBe(false);
    await expect.poll(async () => (await catalogImages('TEE'))?.image, { timeout: 5000 }).toBe('/product/tee.svg');
    expect((await media(`/media/product/TEE/${name}`)).status).toBe(404);

    // The only image cannot go.
    const only = (await send('TEE', await solid(200, 200).png().toBuffer(), 'image/png', staff.manager.headers)).body.result as Uploaded;
    const { db } = await adminDb(api);
    const tee = await db.selectFrom('products').select('id').where('sku', '=', 'TEE').executeTakeFirstOrThrow();
    await db.deleteFrom('product_media').where('product_id', '=', tee.id).where('image', '!=', only.image).execute();
    expect(await call('DELETE', `/api/admin/products/TEE/images/${only.uploaded.name}`, undefined, staff.manager.headers)).toMatchObject({
      code: 409,
      result: 'This is the product’s only image: upload another one before deleting it.',
    });
    const actions = await db.selectFrom('audit_log').select('action').where('entity_id', '=', 'TEE').orderBy('id').execute();
    expect(actions.map((row) => row.action)).toEqual(['product.image', 'product.image_delete', 'product.image']);
  });

  it('serves nothing outside the media directories', async () => {
    fs.writeFileSync(path.join(api.config.dataDir, 'secret.png'), png);
    expect((await media('/media/..%2Fsecret.png')).status).toBe(404);
    expect((await media('/media/150/150/resize/..%2Fsecret.png')).status).toBe(404);
    expect((await media('/media/150/150/resize/product/..%2F..%2Fsecret.png')).status).toBe(404);
    expect((await media('/media/150/150/resize/%2E%2E/%2E%2E/secret.png')).status).toBe(404);
  });
});
