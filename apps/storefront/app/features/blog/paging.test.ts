import { describe, expect, it } from 'vitest';
import { pagedHref } from './blog-links';
import { pageCount, pageStart, parsePage } from './paging';

const url = (search: string) => new URL(`https://shop.example/blog${search}`);

describe('blog paging', () => {
  it('reads ?page', () => {
    expect(parsePage(url(''))).toBe(1);
    expect(parsePage(url('?page=3'))).toBe(3);
  });

  it('refuses pages that are not whole numbers from 1', () => {
    for (const value of ['0', '-1', '1.5', 'two', '', '01']) expect(parsePage(url(`?page=${value}`))).toBeNull();
  });

  it('counts pages of ten and where each starts', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageStart(3)).toBe(20);
  });

  it('links the first page without ?page', () => {
    expect(pagedHref('/blog', 1)).toBe('/blog');
    expect(pagedHref('/blog', 2)).toBe('/blog?page=2');
  });
});
