import { useState } from 'react';
import { useT } from '~/i18n/useT';
import type { GalleryImage } from './types';

/** Spec image sizes: the gallery image and its thumbnails. */
export const GALLERY_SIZE = 320;
export const THUMB_SIZE = 32;

interface GalleryProps {
  images: GalleryImage[];
  /** Shown first when set (the selected variant's image). */
  preferred: string | null;
  productName: string;
}

function withPreferred(images: GalleryImage[], preferred: string | null, productName: string): GalleryImage[] {
  if (!preferred || images.some((image) => image.src === preferred)) return images;
  return [{ src: preferred, alt: productName }, ...images];
}

/** The main product image (eager, high priority) with thumbnail buttons to switch it. Remount it (key) to reset. */
export function Gallery({ images, preferred, productName }: GalleryProps) {
  const t = useT();
  const all = withPreferred(images, preferred, productName);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      all.findIndex((image) => image.src === preferred),
    ),
  );
  const main = all[active] ?? all[0];
  if (!main) return <div className="aspect-square rounded-2xl bg-white ring-1 ring-navy-900/10" />;
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-navy-900/10">
        <img
          src={main.src}
          alt={main.alt}
          width={GALLERY_SIZE}
          height={GALLERY_SIZE}
          fetchPriority="high"
          decoding="async"
          className="aspect-square h-auto w-full object-contain"
        />
      </div>
      {all.length > 1 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('pdp.gallery.label')}>
          {all.map((image, index) => (
            <li key={image.src}>
              <button
                type="button"
                onClick={() => setActive(index)}
                aria-current={index === active ? 'true' : undefined}
                aria-label={t('pdp.gallery.show', { index: index + 1, count: all.length, label: image.alt })}
                className={`flex size-12 items-center justify-center rounded-lg bg-white ring-2 transition-shadow ${
                  index === active ? 'ring-navy-900' : 'ring-navy-900/15 hover:ring-navy-900/50'
                }`}
              >
                <img
                  src={image.src}
                  alt=""
                  width={THUMB_SIZE}
                  height={THUMB_SIZE}
                  loading="lazy"
                  decoding="async"
                  className="size-8 object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
