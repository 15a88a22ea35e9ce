import { describe, expect, it } from 'vitest';
import { svgDataUrl } from '~/lib/svg-data-url';
import { heroPictureHtml } from './hero-picture';

describe('the hero picture carried in the page', () => {
  const markup = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 12 5">\n  <rect fill="#1b2a41" width="100%" height="5"/>\n</svg>';

  it('is a data: address that reads back as the SVG', () => {
    const url = svgDataUrl(markup);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(markup.replace(/\s+/g, ' '));
  });

  it('cannot leave its attribute, whatever the file holds', () => {
    const html = heroPictureHtml('<svg>"><script>alert(1)</script>&amp;</svg>');
    const source = /src="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(source).not.toMatch(/[<>"&]/);
    expect(html).not.toContain('<script');
    expect(html.match(/</g)).toHaveLength(1);
  });
});

describe('the hero picture inside the page', () => {
  it('stands as SVG when it holds only plain shapes, hidden from assistive technology', () => {
    const html = heroPictureHtml(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 12 5"><rect fill="#1b2a41" width="12" height="5"/></svg>',
    );
    expect(html).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 12 5" aria-hidden="true" focusable="false" class="[^"]+" preserveAspectRatio="xMaxYMid slice">/,
    );
    expect(html).toContain('<rect fill="#1b2a41" width="12" height="5"/>');
  });

  it('stays an image when it holds more than plain shapes', () => {
    expect(heroPictureHtml('<svg xmlns="http://www.w3.org/2000/svg"><image href="crab.jpg"/></svg>')).toMatch(
      /^<img src="data:image\/svg\+xml,/,
    );
  });
});
