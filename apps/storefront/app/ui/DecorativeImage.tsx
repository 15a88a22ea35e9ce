import type { ImgHTMLAttributes } from 'react';

type DecorativeImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt' | 'src'> & {
  /** Nothing is drawn without one. */
  src: string | null | undefined;
  width: number;
  height: number;
};

/**
 * A picture beside the text that names it (a product's, a post's title), so screen readers skip it (alt=""). Lazy
 * unless told otherwise; its width and height reserve its box before it loads.
 */
export function DecorativeImage({ src, ...props }: DecorativeImageProps) {
  return src ? <img src={src} alt="" loading="lazy" {...props} /> : null;
}
