import { describe, expect, it } from 'vitest';
import { inlineSvg } from './inline-svg';

const options = { idPrefix: 'hero-', rootAttributes: { 'aria-hidden': 'true', class: 'a "b"' } };
const picture =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="sky" x1="0"><stop offset="0" stop-color="#FFD7A8"/></linearGradient></defs>\n' +
  '<rect width="10" height="10" fill="url(#sky)"/><g transform="rotate(45 5 5)"><path id="p" d="M0 1Q2 3 4 1T8 1" stroke="#fff"/></g><use href="#p" transform="scale(0.5)"/></svg>\n';

describe('inlineSvg', () => {
  it('writes plain shapes again, with prefixed ids and references and the root attributes given', () => {
    expect(inlineSvg(picture.replace('<svg ', '<svg class="theirs" '), options)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" aria-hidden="true" class="a &quot;b&quot;"><defs>' +
        '<linearGradient id="hero-sky" x1="0"><stop offset="0" stop-color="#FFD7A8"/></linearGradient></defs>' +
        '<rect width="10" height="10" fill="url(#hero-sky)"/><g transform="rotate(45 5 5)"><path id="hero-p" d="M0 1Q2 3 4 1T8 1" stroke="#fff"/></g><use href="#hero-p" transform="scale(0.5)"/></svg>',
    );
  });

  it('keeps a logo’s words inside <text> and <tspan>, and drops root attributes given as null', () => {
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 96" width="360" height="96"><text x="104" y="58" ' +
      'font-family="Georgia,\'Times New Roman\',serif" font-size="44" font-weight="700">Shore &amp; line</text>' +
      '<text letter-spacing="3.2"><tspan dx="2">STEAMED · NEXT-DAY</tspan></text></svg>';
    expect(inlineSvg(logo, { idPrefix: 'logo-', rootAttributes: { width: null, height: null, role: 'img' } })).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 96" role="img"><text x="104" y="58" ' +
        'font-family="Georgia,\'Times New Roman\',serif" font-size="44" font-weight="700">Shore &amp; line</text>' +
        '<text letter-spacing="3.2"><tspan dx="2">STEAMED · NEXT-DAY</tspan></text></svg>',
    );
  });

  it.each([
    ['a script', '<svg><script>alert(1)</script></svg>'],
    ['an event attribute', '<svg onload="alert(1)"></svg>'],
    ['a style element', '<svg><style>body{display:none}</style></svg>'],
    ['a style attribute', '<svg><rect style="fill:red"/></svg>'],
    ['a link', '<svg><a href="https://example.com"><rect/></a></svg>'],
    ['a use of another file', '<svg><use href="x.svg#a"/></svg>'],
    ['a use through xlink', '<svg><use xlink:href="#a"/></svg>'],
    ['foreign content', '<svg><foreignObject><div/></foreignObject></svg>'],
    ['text', '<svg><rect/>hello</svg>'],
    ['markup in words', '<svg><text>a<b>c</b></text></svg>'],
    ['a numeric entity in words', '<svg><text>&#60;script&#62;</text></svg>'],
    ['a double quote in a font name', '<svg><text font-family="a&quot;b">x</text></svg>'],
    ['a comment', '<svg><!-- x --><rect/></svg>'],
    ['an entity', '<svg><rect fill="&#106;"/></svg>'],
    ['an outside reference', '<svg><rect fill="url(https://evil.example/x)"/></svg>'],
    ['a colon in a value', '<svg><rect fill="javascript:x"/></svg>'],
    ['a single-quoted value', "<svg><rect fill='red'/></svg>"],
    ['a tag left open', '<svg><g><rect/></svg>'],
    ['another namespace', '<svg xmlns="http://www.w3.org/1999/xhtml"></svg>'],
    ['anything after the picture', '<svg></svg><img src=x onerror=alert(1)>'],
    ['a nested svg', '<svg><svg></svg></svg>'],
    ['a root that is not svg', '<rect/>'],
    ['nothing', '  '],
  ])('refuses %s', (_, markup) => {
    expect(inlineSvg(markup, options)).toBeNull();
  });
});
