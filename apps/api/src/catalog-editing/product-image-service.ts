import type { Kysely } from 'kysely';
import { mediaPath, sizedMediaPath, SPEC_DEFAULTS } from '@shoreline/domain';
import { productImageUploadQuery } from '@shoreline/domain/forms/admin-catalog';
import type { ApiContext } from '../context.js';
import type { Database } from '../db/index.js';
import { Conflict, InvalidInput, NotFound, UnsupportedFormat } from '../errors.js';
import {
  IMAGE_TYPE_REFUSED,
  PRODUCT_IMAGE_NAME,
  processProductImage,
  productImagePath,
  removeProductImageFiles,
  storeProductImage,
} from '../media/index.js';
import { bumpCatalogVersion } from '../seed/index.js';
import { audit, type StaffPrincipal } from '../audit/index.js';

/**
 * A product's images for staff (its calls are described in /api/reference): the main image (`products.image`, which the
 * catalog documents give as image, small_image and thumbnail) and the media gallery (`product_media`).
 * An upload becomes the main image and the gallery's last entry; every change bumps the catalog version in
 * its transaction, with an audit row, so every process's read model and page cache follow.
 */
const NOT_FOUND = 'No product with this sku.';
const NO_SUCH_IMAGE = 'This product has no uploaded image with this name.';
const ONLY_IMAGE = 'This is the product’s only image: upload another one before deleting it.';

export interface ProductImage {
  /** The catalog path, e.g. /product/CRAB-CAKE/0123456789abcdef.png (served under /media). */
  path: string;
  url: string;
  /** The gallery-size (320) address: the resized copy for an upload, the same file for an SVG. */
  preview_url: string;
  label: string;
  /** Gallery position (null for a main image the gallery does not list). */
  position: number | null;
  main: boolean;
  /** Set for uploaded images: the name DELETE takes. Images from the catalog import have none. */
  name: string | null;
}

function uploadedName(sku: string, imagePath: string): string | null {
  const prefix = `/product/${sku}/`;
  if (!imagePath.startsWith(prefix)) return null;
  const name = imagePath.slice(prefix.length);
  return PRODUCT_IMAGE_NAME.test(name) ? name : null;
}

function describe(sku: string, imagePath: string, label: string, position: number | null, main: boolean): ProductImage {
  return {
    path: imagePath,
    url: mediaPath(imagePath) ?? imagePath,
    preview_url: sizedMediaPath(imagePath, SPEC_DEFAULTS.images.gallery) ?? imagePath,
    label,
    position,
    main,
    name: uploadedName(sku, imagePath),
  };
}

/** The main image and the gallery, main first (as the product page shows them). */
export async function productImages(db: Kysely<Database>, product: { id: number; sku: string; image: string }): Promise<ProductImage[]> {
  const gallery = await db
    .selectFrom('product_media')
    .select(['position', 'image', 'label'])
    .where('product_id', '=', product.id)
    .orderBy('position')
    .execute();
  const images = gallery.map((row) => describe(product.sku, row.image, row.label, row.position, row.image === product.image));
  const mainIndex = images.findIndex((image) => image.main);
  if (mainIndex > 0) images.unshift(...images.splice(mainIndex, 1));
  if (mainIndex < 0 && product.image) images.unshift(describe(product.sku, product.image, '', null, true));
  return images;
}

async function imagesOf(db: Kysely<Database>, sku: string) {
  const product = await db.selectFrom('products').select(['id', 'sku', 'image']).where('sku', '=', sku).executeTakeFirst();
  if (!product) throw new NotFound(NOT_FOUND);
  return { image: product.image, images: await productImages(db, product) };
}

export async function uploadProductImage(context: ApiContext, sku: string, body: unknown, query: unknown, staff: StaffPrincipal) {
  if (body === undefined || body === null || (Buffer.isBuffer(body) && body.length === 0)) {
    throw new InvalidInput('The request has no image: send the file as the body.');
  }
  if (!Buffer.isBuffer(body)) throw new UnsupportedFormat(IMAGE_TYPE_REFUSED);
  const { label } = productImageUploadQuery.parse(query ?? {});
  const known = await context.db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirst();
  if (!known) throw new NotFound(NOT_FOUND);

  const image = await processProductImage(body);
  const imagePath = productImagePath(sku, image.name);
  const { created } = await storeProductImage(context.config.mediaUploadDir, sku, image);
  try {
    await context.dialect.writeTransaction(context.db, async (trx) => {
      const stamp = new Date().toISOString();
      // First: on PostgreSQL the version row's lock orders concurrent uploads, so positions never collide.
      await bumpCatalogVersion(trx, stamp);
      const product = await trx.selectFrom('products').select(['id', 'image']).where('sku', '=', sku).executeTakeFirst();
      if (!product) throw new NotFound(NOT_FOUND);
      const gallery = await trx.selectFrom('product_media').select(['position', 'image']).where('product_id', '=', product.id).execute();
      const listed = gallery.some((row) => row.image === imagePath);
      const position = Math.max(-1, ...gallery.map((row) => row.position)) + 1;
      if (!listed) await trx.insertInto('product_media').values({ product_id: product.id, position, image: imagePath, label }).execute();
      else if (label) {
        await trx.updateTable('product_media').set({ label }).where('product_id', '=', product.id).where('image', '=', imagePath).execute();
      }
      await trx.updateTable('products').set({ image: imagePath, updated_at: stamp }).where('id', '=', product.id).execute();
      await audit(trx, {
        staffId: staff.id,
        action: 'product.image',
        entityType: 'product',
        entityId: sku,
        before: { image: product.image },
        after: { image: imagePath, gallery_position: listed ? null : position, width: image.width, height: image.height },
      });
    });
  } catch (error) {
    if (created) await removeProductImageFiles(context.config.mediaUploadDir, sku, image.name).catch(() => undefined);
    throw error;
  }
  void context.readModel.refreshIfChanged().catch(() => undefined);
  return {
    uploaded: {
      name: image.name,
      path: imagePath,
      url: mediaPath(imagePath),
      format: image.format,
      width: image.width,
      height: image.height,
      bytes: image.original.length,
      sizes: image.sizes.map((size) => ({
        box: `${size.box.width}x${size.box.height}`,
        width: size.width,
        height: size.height,
        url: sizedMediaPath(imagePath, size.box),
      })),
    },
    ...(await imagesOf(context.db, sku)),
  };
}

/**
 * Takes an uploaded image off the product (gallery and main image) and removes its files. When it was the
 * main image, the gallery's first other image takes its place; the only image cannot go (409).
 */
export async function deleteProductImage(context: ApiContext, sku: string, name: string, staff: StaffPrincipal) {
  if (!PRODUCT_IMAGE_NAME.test(name)) throw new NotFound(NO_SUCH_IMAGE);
  const imagePath = productImagePath(sku, name);
  await context.dialect.writeTransaction(context.db, async (trx) => {
    const stamp = new Date().toISOString();
    await bumpCatalogVersion(trx, stamp);
    const product = await trx.selectFrom('products').select(['id', 'image']).where('sku', '=', sku).executeTakeFirst();
    if (!product) throw new NotFound(NOT_FOUND);
    const gallery = await trx
      .selectFrom('product_media')
      .select(['position', 'image'])
      .where('product_id', '=', product.id)
      .orderBy('position')
      .execute();
    const isMain = product.image === imagePath;
    if (!isMain && !gallery.some((row) => row.image === imagePath)) throw new NotFound(NO_SUCH_IMAGE);
    const next = isMain ? gallery.find((row) => row.image !== imagePath)?.image : product.image;
    if (!next) throw new Conflict(ONLY_IMAGE);
    await trx.deleteFrom('product_media').where('product_id', '=', product.id).where('image', '=', imagePath).execute();
    if (isMain) await trx.updateTable('products').set({ image: next, updated_at: stamp }).where('id', '=', product.id).execute();
    await audit(trx, {
      staffId: staff.id,
      action: 'product.image_delete',
      entityType: 'product',
      entityId: sku,
      before: { image: product.image, removed: imagePath },
      after: { image: next },
    });
  });
  void context.readModel.refreshIfChanged().catch(() => undefined);
  // After the commit: until every process has refreshed, a page may still name the file (a missing image).
  await removeProductImageFiles(context.config.mediaUploadDir, sku, name);
  return imagesOf(context.db, sku);
}
