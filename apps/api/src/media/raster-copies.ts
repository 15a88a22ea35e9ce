import fs from 'node:fs/promises';
import sharp from 'sharp';
import { RASTER_COPY_BOXES, type RasterCopyBox } from '@shoreline/domain';
import './decoders.js';

/**
 * PNG copies of catalog media for mails (`/media/{w}/{h}/png/{path}`): mail clients show no SVG, and the seed's
 * pictures and logos are SVG. A copy fills its box exactly (the image fitted inside, on white, so it reads on a dark
 * mail too). Only the boxes of RASTER_COPY_BOXES are made, each copy once per version of its file and kept in memory:
 * mails show a few logos and a catalog's pictures, a few kilobytes each.
 */
const BOXES: readonly RasterCopyBox[] = Object.values(RASTER_COPY_BOXES);
const KEPT_COPIES = 300;
const WHITE = '#ffffff';
/** Renders of a 2,400-pixel square at most: an SVG is drawn at the size of its box, never larger. */
const MAX_INPUT_PIXELS = 40_000_000;

export const RASTER_SOURCE = /\.(svg|png|jpe?g|webp)$/i;

export const rasterCopyBox = (width: number, height: number): RasterCopyBox | null =>
  BOXES.find((box) => box.width === width && box.height === height) ?? null;

const copies = new Map<string, Promise<Buffer>>();

/** The PNG copy of a media file in a box; made on the first request, kept until the file changes or newer copies push it out. */
export async function rasterCopyOf(file: string, box: RasterCopyBox): Promise<Buffer> {
  const { mtimeMs, size } = await fs.stat(file);
  const key = `${file}\0${mtimeMs}\0${size}\0${box.width}x${box.height}`;
  const kept = copies.get(key);
  if (kept) return kept;
  const made = fs.readFile(file).then((source) => render(source, box, /\.svg$/i.test(file)));
  made.catch(() => copies.delete(key));
  if (copies.size >= KEPT_COPIES) copies.delete(copies.keys().next().value as string);
  copies.set(key, made);
  return made;
}

/** An SVG is drawn at the density that makes it the box's size (crisp, and no bigger than needed); a photo is scaled. */
async function render(source: Buffer, box: RasterCopyBox, isSvg: boolean): Promise<Buffer> {
  const density = isSvg ? await svgDensityFor(source, box) : undefined;
  return sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1, ...(density ? { density } : {}) })
    .rotate()
    .resize({ width: box.width, height: box.height, fit: 'contain', background: WHITE })
    .flatten({ background: WHITE })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/** SVG sizes are read at 72 dpi: the density at which the drawing just covers the box (rounded up a little). */
async function svgDensityFor(source: Buffer, box: RasterCopyBox): Promise<number> {
  const { width, height } = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  if (!width || !height) return 72;
  const scale = Math.max(box.width / width, box.height / height);
  return Math.min(2400, Math.max(1, Math.ceil(72 * scale * 1.05)));
}
