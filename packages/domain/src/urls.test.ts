import { describe, expect, it } from 'vitest';
import { mediaPath, sizedMediaPath } from './urls.js';

describe('sizedMediaPath', () => {
  const gallery = { width: 320, height: 320 };

  it('sends uploaded raster images through the resize route at the size asked for', () => {
    expect(sizedMediaPath('/product/CRAB-CAKE/0123456789abcdef.png', gallery)).toBe(
      '/media/320/320/resize/product/CRAB-CAKE/0123456789abcdef.png',
    );
    expect(sizedMediaPath('/media/product/X/a.JPG', { width: 150, height: 150 })).toBe('/media/150/150/resize/product/X/a.JPG');
    expect(sizedMediaPath('product/X/a.webp', gallery)).toBe('/media/320/320/resize/product/X/a.webp');
  });

  it('keeps SVG illustrations, remote and already sized images as they are', () => {
    expect(sizedMediaPath('/product/crab.svg', gallery)).toBe(mediaPath('/product/crab.svg'));
    expect(sizedMediaPath('https://cdn.example/a.png', gallery)).toBe('https://cdn.example/a.png');
    expect(sizedMediaPath('/media/150/150/resize/product/X/a.png', gallery)).toBe('/media/150/150/resize/product/X/a.png');
    expect(sizedMediaPath(null, gallery)).toBeNull();
  });
});
