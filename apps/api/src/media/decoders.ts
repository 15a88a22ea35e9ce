import sharp from 'sharp';

/**
 * What libvips may decode, for the whole process. Uploads are rare and the machines small: one libvips thread per
 * image and no operation cache. Only the decoders the shop needs: JPEG, PNG and WebP (an upload's first bytes are
 * checked before it reaches a decoder, so an upload is never read as anything else) and SVG, for the PNG copies of
 * the catalog's own illustrations and logos that mails show (raster-copies.ts; uploads are never SVG).
 */
sharp.concurrency(1);
sharp.cache(false);
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({ operation: ['VipsForeignLoadJpeg', 'VipsForeignLoadPng', 'VipsForeignLoadWebp', 'VipsForeignLoadSvg'] });
