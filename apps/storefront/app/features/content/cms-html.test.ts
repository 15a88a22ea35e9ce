import { describe, expect, it } from 'vitest';
import { plainText, shiftHeadings, splitFaq } from './cms-html';
import { isPlausibleSlug } from './cms-links';

describe('shiftHeadings', () => {
  it('keeps content that already starts at h2', () => {
    const html = '<h2>Merchandise</h2><p>60 days</p><h3>Labels</h3>';
    expect(shiftHeadings(html)).toBe(html);
  });

  it('moves an h1 and everything below it down one level', () => {
    expect(shiftHeadings('<h1 class="x">Title</h1><h2>Part</h2><h6>Deep</h6>')).toBe('<h2 class="x">Title</h2><h3>Part</h3><h6>Deep</h6>');
  });

  it('leaves text without headings and look-alike tags alone', () => {
    expect(shiftHeadings('<p>No headings</p><header>x</header>')).toBe('<p>No headings</p><header>x</header>');
  });
});

describe('splitFaq', () => {
  it('turns h2 questions and their answers into items', () => {
    const html =
      '<p>Intro</p>\n<h2>How many crabs?</h2>\n<p>Six to eight.</p>\n<h2>Can I <em>reheat</em>?</h2><p>Yes.</p><ul><li>Steam</li></ul>';
    expect(splitFaq(html)).toEqual({
      introHtml: '<p>Intro</p>',
      items: [
        { questionHtml: 'How many crabs?', answerHtml: '<p>Six to eight.</p>' },
        { questionHtml: 'Can I <em>reheat</em>?', answerHtml: '<p>Yes.</p><ul><li>Steam</li></ul>' },
      ],
    });
  });

  it('declines content that is not questions and answers', () => {
    expect(splitFaq('<p>Just text</p>')).toBeNull();
    expect(splitFaq('<h2>One</h2><p>Only one</p>')).toBeNull();
    expect(splitFaq('<h2>One</h2><h2>Two</h2><p>Answer</p>')).toBeNull();
  });
});

describe('plainText', () => {
  it('strips tags, decodes entities and tidies spaces', () => {
    expect(plainText('<p>Crabs &amp; <strong>beer</strong> .</p>\n<p>Done</p>')).toBe('Crabs & beer. Done');
  });
});

describe('isPlausibleSlug', () => {
  it('accepts identifiers and url keys, refuses the rest', () => {
    expect(isPlausibleSlug('terms-and-conditions')).toBe(true);
    expect(isPlausibleSlug('how_to.v2')).toBe(true);
    expect(isPlausibleSlug('')).toBe(false);
    expect(isPlausibleSlug('a b')).toBe(false);
    expect(isPlausibleSlug('x'.repeat(201))).toBe(false);
  });
});
