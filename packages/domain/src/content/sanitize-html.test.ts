import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the shop content (entities come back as characters, void elements as <br />)', () => {
    const html = [
      '<h2>Order cut-off</h2>\n<p>Free delivery \u00b7 over $150 <strong>today</strong></p>',
      '<ul class="main-menu">\n  <li><a href="/c/crabs">Crabs</a></li>\n  <li><a href="tel:+14105550142">Call</a></li>\n</ul>',
      '<p><a href="mailto:care@example.com">Mail</a> <a href="https://example.com/x?a=1&amp;b=2" target="_blank" rel="noopener">x</a></p>',
      '<table><caption>Sizes</caption><thead><tr><th scope="col">Size</th></tr></thead><tbody><tr><td colspan="2">Large</td></tr></tbody></table>',
      '<p>A<br />B</p><hr /><img src="/media/blog/crab.svg" alt="A crab" width="300" height="200" />',
    ].join('\n');
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<p>Free delivery &middot; over $150</p>')).toBe('<p>Free delivery \u00b7 over $150</p>');
  });

  it('removes scripts, styles, frames and forms with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<STYLE>p{}</STYLE><iframe src="https://x"></iframe>ok')).toBe('ok');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>x')).toBe('x');
    expect(sanitizeHtml('<p>never closed<script>alert(1)')).toBe('<p>never closed</p>');
    expect(sanitizeHtml('<form action="/x"><input name="card"><button>Pay</button></form>')).toBe('Pay');
    expect(sanitizeHtml('<!-- note --><p>x</p><!DOCTYPE html>')).toBe('<p>x</p>');
  });

  it('drops event handlers, styles and script URLs', () => {
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('<img src="x" />');
    expect(sanitizeHtml('<a href="javascript:alert(1)" onclick="x()">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href="JaVa&#x09;Script&colon;alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href=" java\nscript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href="&#106;avascript:alert(1)">a</a>')).toBe('<a>a</a>');
    // Not a scheme once written out (a browser reads "&unknown;" as text): a harmless relative link.
    expect(sanitizeHtml('<a href="java&unknown;script:x">a</a>')).toBe('<a href="java&amp;unknown;script:x">a</a>');
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img />');
    expect(sanitizeHtml('<p style="position:fixed" data-x="1" class="lead">x</p>')).toBe('<p class="lead">x</p>');
    expect(sanitizeHtml('<a/href="/ok"/onmouseover=alert(1)>x</a>')).toBe('<a href="/ok">x</a>');
  });

  it('escapes a stray < and quotes every attribute again', () => {
    expect(sanitizeHtml('1 < 2 and <p title=\'say "hi"\'>x</p>')).toBe('1 &lt; 2 and <p title="say &quot;hi&quot;">x</p>');
    expect(sanitizeHtml('<p title="a>b">x</p>')).toBe('<p title="a&gt;b">x</p>');
    expect(sanitizeHtml('<p class="unterminated>x')).toBe('');
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
  });

  it('balances tags so the fragment never closes the page', () => {
    expect(sanitizeHtml('</div></main><p>x')).toBe('<p>x</p>');
    expect(sanitizeHtml('<div><p>a</div>b')).toBe('<div><p>a</p></div>b');
    // A browser reads </br> as a third <br>, and so does the parser.
    expect(sanitizeHtml('<br/><br></br>')).toBe('<br /><br /><br />');
  });

  it('is stable: cleaning twice changes nothing more', () => {
    const dirty = '<p onclick=x>a<b>b<script>c</script><a href="javascript:y" title=\'"\'>d</a>1 < 2';
    const once = sanitizeHtml(dirty);
    expect(sanitizeHtml(once)).toBe(once);
  });
});

describe('link and image URLs', () => {
  const href = (url: string) => sanitizeHtml(`<a href="${url}">x</a>`);
  it('allows relative and web URLs only', () => {
    expect(href('/i/about-us')).toBe('<a href="/i/about-us">x</a>');
    expect(href('about-us?x=1:2')).toBe('<a href="about-us?x=1:2">x</a>');
    expect(href('#top')).toBe('<a href="#top">x</a>');
    expect(href('https://example.com')).toBe('<a href="https://example.com">x</a>');
    expect(href('vbscript:x')).toBe('<a>x</a>');
    expect(href('data:text/html,x')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="mailto:crab@example.com" alt="">')).toBe('<img alt="" />');
  });
});

describe('the vectors reported from the back office and the importer', () => {
  it('drops a meta refresh, a style element and an onerror handler', () => {
    expect(sanitizeHtml('<meta http-equiv="refresh" content="0;url=https://evil.example/">Fresh crab')).toBe('Fresh crab');
    expect(sanitizeHtml('<style>body{display:none}</style><p>Crab</p>')).toBe('<p>Crab</p>');
    expect(sanitizeHtml('<img src="/x.png" onerror="location=\'https://evil.example\'">')).toBe('<img src="/x.png" />');
  });

  it('drops base and link elements and data attributes, keeps aria-*', () => {
    expect(sanitizeHtml('<base href="https://evil.example/"><link rel=stylesheet href=x><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<p aria-label="Crab" data-track="1">a</p>')).toBe('<p aria-label="Crab">a</p>');
  });
});
