import { describe, expect, it } from 'vitest';
import { pageWindow } from './paging';

describe('pageWindow', () => {
  it('renders all pages up to N for a shared or restored URL', () => {
    expect(pageWindow(1)).toEqual({ start: 0, size: 50 });
    expect(pageWindow(3)).toEqual({ start: 0, size: 150 });
  });

  it('returns only the appended page with an offset', () => {
    expect(pageWindow(2, 50)).toEqual({ start: 50, size: 50 });
    expect(pageWindow(3, 100)).toEqual({ start: 100, size: 50 });
  });

  it('never starts past the last page asked for', () => {
    expect(pageWindow(2, 500)).toEqual({ start: 50, size: 50 });
    expect(pageWindow(0, -5)).toEqual({ start: 0, size: 50 });
  });
});
