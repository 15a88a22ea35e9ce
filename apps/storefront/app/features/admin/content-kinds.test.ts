import { describe, expect, it } from 'vitest';
import { formDataOf } from '~/lib/form-data-of';
import { contentBody, contentKind, type ContentKind } from './content-kinds';

const kind = (path: string) => contentKind(path) as ContentKind;

/** A page's fields as the API takes and returns them (is_active aside). */
const ABOUT_PAGE = {
  title: 'About',
  identifier: 'about',
  store_code: null,
  content_heading: '',
  content: '<p>x</p>',
  meta_title: '',
  meta_description: '',
};

describe('content form bodies', () => {
  it('sends every field of a new page, typed as the API takes them', () => {
    const body = contentBody(
      kind('pages'),
      formDataOf([
        ['title', 'About'],
        ['identifier', 'about'],
        ['store_code', ''],
        ['content', '<p>x</p>'],
      ]),
      null,
    );
    expect(body).toEqual({ ...ABOUT_PAGE, is_active: false });
  });

  it('sends only what an edit changed', () => {
    const row = { id: 3, ...ABOUT_PAGE, is_active: 1 };
    const unchanged = formDataOf([
      ['title', 'About'],
      ['identifier', 'about'],
      ['store_code', ''],
      ['content_heading', ''],
      ['content', '<p>x</p>'],
      ['meta_title', ''],
      ['meta_description', ''],
      ['is_active', 'on'],
    ]);
    expect(contentBody(kind('pages'), unchanged, row)).toEqual({});
    unchanged.set('title', 'About us');
    unchanged.delete('is_active');
    unchanged.set('store_code', 'main');
    expect(contentBody(kind('pages'), unchanged, row)).toEqual({ title: 'About us', is_active: false, store_code: 'main' });
  });

  it('reads banner numbers and blog categories and dates', () => {
    const banner = { id: 1, store_code: 'main', slot: 'main', title: 'T', subtitle: '', cta: '', link: '/', image: '/b.svg', position: 2 };
    const fields = formDataOf([
      ['title', 'T'],
      ['store_code', 'main'],
      ['slot', 'small'],
      ['subtitle', ''],
      ['cta', ''],
      ['link', '/'],
      ['image', '/b.svg'],
      ['position', '-1'],
    ]);
    expect(contentBody(kind('banners'), fields, banner)).toEqual({ slot: 'small', position: -1 });

    const post = {
      id: 1,
      title: 'P',
      url_key: 'p',
      status: 1,
      publish_date: '2026-05-01T10:00:00Z',
      author: '',
      image: null,
      short_content: '',
      content: '',
      meta_title: '',
      meta_description: '',
      blog_category_ids: [2, 1],
    };
    const postForm = formDataOf([
      ['title', 'P'],
      ['url_key', 'p'],
      ['status', '1'],
      ['publish_date', '2026-05-01'],
      ['author', ''],
      ['image', ''],
      ['blog_category_ids', '1'],
      ['short_content', ''],
      ['content', ''],
      ['meta_title', ''],
      ['meta_description', ''],
    ]);
    expect(contentBody(kind('blog-posts'), postForm, post)).toEqual({ blog_category_ids: [1] });
  });
});
