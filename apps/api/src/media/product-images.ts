import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { SPEC_DEFAULTS } from '@shoreline/domain';
import { PRODUCT_IMAGE_MAX_PIXELS, PRODUCT_IMAGE_MAX_SIDE } from '@shoreline/domain/forms/admin-catalog';
import { InvalidInput, UnsupportedFormat } from '../errors.js';
import './decoders.js';

/**
 * Product images uploaded in the back office: checked from their bytes, re-encoded without metadata and
 * resized to the spec's sizes (SPEC_DEFAULTS.images: small thumbs 32, cart 150, gallery 320, Instagram 384),
 * stored as files under the upload media directory:
 *
 *   product/{sku}/{name}            the original, re-encoded (EXIF orientation applied, metadata stripped)
 *   product/{sku}/{w}x{h}/{name}    one copy per spec size, fitted inside the box, never enlarged
 *
 * `{name}` is the first 16 hex digits of the original's SHA-256 and its extension, so the same image uploaded
 * twice is one file and a new image always has a new address (browsers and the service worker keep images).
 * `/media/{w}/{h}/resize/product/{sku}/{name}` answers the copy of that size (media/routes.ts).
 */
export type ProductImageFormat = 'jpeg' | 'png' | 'webp';

export interface ImageSize {
  width: number;
  height: number;
}

/** The spec's sizes, smallest first, each once. */
export const PRODUCT_IMAGE_SIZES: readonly ImageSize[] = [
  ...new Map(Object.values(SPEC_DEFAULTS.images).map((size) => [`${size.width}x${size.height}`, size])).values(),
].sort((a, b) => a.width * a.height - b.width * b.height);

export const IMAGE_TYPE_REFUSED = 'Send a JPEG, PNG or WebP image (Content-Type image/jpeg, image/png or image/webp).';
export const NOT_AN_IMAGE = 'The file is not a JPEG, PNG or WebP image.';
export const UNREADABLE_IMAGE = 'The image could not be read: the file may be damaged.';
const TOO_MANY_PIXELS = `The image is too large: at most ${PRODUCT_IMAGE_MAX_SIDE} pixels a side and ${PRODUCT_IMAGE_MAX_PIXELS / 1_000_000} megapixels.`;

const EXTENSIONS: Record<ProductImageFormat, string> = { jpeg: '.jpg', png: '.png', webp: '.webp' };
/** A stored image's file name. */
export const PRODUCT_IMAGE_NAME = /^[0-9a-f]{16}\.(jpg|png|webp)$/;
/** Skus as the catalog import allows them: safe as one directory name. */
const SKU_DIRECTORY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** The format the first bytes announce; the decoder is never handed anything else (SVG, TIFF, HEIF …). */
export function sniffFormat(bytes: Buffer): ProductImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface ProcessedImage {
  name: string;
  format: ProductImageFormat;
  width: number;
  height: number;
  original: Buffer;
  sizes: Array<{ box: ImageSize; width: number; height: number; data: Buffer }>;
}

function decoder(bytes: Buffer) {
  // limitInputPixels refuses a decompression bomb whatever its header claims; the first frame only.
  return sharp(bytes, { limitInputPixels: PRODUCT_IMAGE_MAX_PIXELS, failOn: 'error', pages: 1 }).rotate();
}

function encode(pipeline: Sharp, format: ProductImageFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 85 });
    case 'png':
      return pipeline.png();
    case 'webp':
      return pipeline.webp({ quality: 82 });
  }
}

function isPixelLimit(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/** An upload's format, checked from its bytes (not its declared type), and its header readable within the pixel limits. */
async function checkedFormat(bytes: Buffer): Promise<ProductImageFormat> {
  const format = sniffFormat(bytes);
  if (!format) throw new UnsupportedFormat(NOT_AN_IMAGE);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: PRODUCT_IMAGE_MAX_PIXELS }).metadata();
  } catch (error) {
    throw new InvalidInput(isPixelLimit(error) ? TOO_MANY_PIXELS : UNREADABLE_IMAGE);
  }
  if (metadata.format !== format) throw new UnsupportedFormat(NOT_AN_IMAGE);
  const { width, height } = metadata;
  if (!width || !height) throw new InvalidInput(UNREADABLE_IMAGE);
  if (width > PRODUCT_IMAGE_MAX_SIDE || height > PRODUCT_IMAGE_MAX_SIDE || width * height > PRODUCT_IMAGE_MAX_PIXELS) {
    throw new InvalidInput(`${TOO_MANY_PIXELS} This one is ${width}×${height}.`);
  }
  return format;
}

/** Checks an upload (its bytes, not its declared type) and makes the re-encoded original and the spec's sizes. */
export async function processProductImage(bytes: Buffer): Promise<ProcessedImage> {
  const format = await checkedFormat(bytes);
  try {
    const original = await encode(decoder(bytes), format).toBuffer({ resolveWithObject: true });
    const sizes: ProcessedImage['sizes'] = [];
    for (const box of PRODUCT_IMAGE_SIZES) {
      const resized = await encode(
        decoder(bytes).resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true }),
        format,
      ).toBuffer({ resolveWithObject: true });
      sizes.push({ box, width: resized.info.width, height: resized.info.height, data: resized.data });
    }
    const name = `${createHash('sha256').update(original.data).digest('hex').slice(0, 16)}${EXTENSIONS[format]}`;
    return { name, format, width: original.info.width, height: original.info.height, original: original.data, sizes };
  } catch (error) {
    throw new InvalidInput(isPixelLimit(error) ? TOO_MANY_PIXELS : UNREADABLE_IMAGE);
  }
}

export interface ReencodedImage {
  format: ProductImageFormat;
  /** The file name's extension for the format, with its dot. */
  extension: string;
  width: number;
  height: number;
  data: Buffer;
}

/**
 * Any other uploaded photo (a freshness claim's): checked as a product image is, re-encoded in its own format
 * with EXIF orientation applied and every piece of metadata (EXIF, GPS, ICC comments) dropped, and fitted inside
 * `maxSide` pixels a side, never enlarged. One file; no sized copies.
 */
export async function reencodeUploadedImage(bytes: Buffer, maxSide: number): Promise<ReencodedImage> {
  const format = await checkedFormat(bytes);
  try {
    const encoded = await encode(
      decoder(bytes).resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true }),
      format,
    ).toBuffer({ resolveWithObject: true });
    return { format, extension: EXTENSIONS[format], width: encoded.info.width, height: encoded.info.height, data: encoded.data };
  } catch (error) {
    throw new InvalidInput(isPixelLimit(error) ? TOO_MANY_PIXELS : UNREADABLE_IMAGE);
  }
}

/** The catalog path of a product's stored image (`/product/{sku}/{name}`, served under /media). */
export function productImagePath(sku: string, name: string): string {
  return `/product/${sku}/${name}`;
}

function productDirectory(mediaRoot: string, sku: string): string {
  if (!SKU_DIRECTORY.test(sku)) throw new InvalidInput('This product’s sku cannot name an image folder.');
  return path.join(mediaRoot, 'product', sku);
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
}

/**
 * Writes the files (each by a rename, so a reader never sees half a file). `created` is false when the same
 * image was stored before: then its files belong to that upload too and must not be removed on a failure.
 */
export async function storeProductImage(mediaRoot: string, sku: string, image: ProcessedImage): Promise<{ created: boolean }> {
  const directory = productDirectory(mediaRoot, sku);
  const originalFile = path.join(directory, image.name);
  const created = !(await fs.stat(originalFile).then(
    () => true,
    () => false,
  ));
  for (const size of image.sizes) {
    await writeAtomically(path.join(directory, `${size.box.width}x${size.box.height}`, image.name), size.data);
  }
  // The original last: its presence says every size is there.
  await writeAtomically(originalFile, image.original);
  return { created };
}

/** Removes an image's original and sized files (missing ones are fine). */
export async function removeProductImageFiles(mediaRoot: string, sku: string, name: string): Promise<void> {
  if (!PRODUCT_IMAGE_NAME.test(name)) return;
  const directory = productDirectory(mediaRoot, sku);
  await fs.rm(path.join(directory, name), { force: true });
  for (const box of PRODUCT_IMAGE_SIZES) await fs.rm(path.join(directory, `${box.width}x${box.height}`, name), { force: true });
}

/** A lossy photo's first WebP quality, and the lower one of the retries that also shrink it. */
const LOSSY_QUALITY = 75;
const LOSSY_RETRY_QUALITY = 60;
const LOSSY_ATTEMPTS = 4;
const LOSSY_MIN_SIDE = 320;

/**
 * An uploaded photo kept as evidence (a freshness claim's): checked as a product image is, then re-encoded as lossy
 * WebP whatever it came as (a PNG included), EXIF orientation applied and metadata dropped, inside `maxSide` pixels
 * and at most `maxBytes`. A file over the size is encoded again smaller, its side scaled by the square root of how
 * far over it was (bytes grow with the area), a few times at most; the last try is kept at the smallest side.
 */
export async function reencodeLossyPhoto(bytes: Buffer, limits: { maxSide: number; maxBytes: number }): Promise<ReencodedImage> {
  await checkedFormat(bytes);
  try {
    let side = limits.maxSide;
    for (let attempt = 1; ; attempt += 1) {
      const encoded = await decoder(bytes)
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: attempt === 1 ? LOSSY_QUALITY : LOSSY_RETRY_QUALITY })
        .toBuffer({ resolveWithObject: true });
      const fits = encoded.data.length <= limits.maxBytes;
      if (fits || attempt >= LOSSY_ATTEMPTS || side <= LOSSY_MIN_SIDE) {
        if (!fits) side = LOSSY_MIN_SIDE;
        const kept = fits
          ? encoded
          : await decoder(bytes)
              .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
              .webp({ quality: LOSSY_RETRY_QUALITY })
              .toBuffer({ resolveWithObject: true });
        return { format: 'webp', extension: EXTENSIONS.webp, width: kept.info.width, height: kept.info.height, data: kept.data };
      }
      const shown = Math.max(encoded.info.width, encoded.info.height);
      side = Math.max(LOSSY_MIN_SIDE, Math.floor(shown * Math.sqrt(limits.maxBytes / encoded.data.length) * 0.9));
    }
  } catch (error) {
    throw new InvalidInput(isPixelLimit(error) ? TOO_MANY_PIXELS : UNREADABLE_IMAGE);
  }
}
