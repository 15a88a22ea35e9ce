import { describe, expect, it } from 'vitest';
import { languageChoices, parseSwitchableViews, type SwitchableView } from './language-choices';

const views: SwitchableView[] = [
  { storeCode: 'main', locale: 'en-US', home: '/' },
  { storeCode: 'de', locale: 'de-DE', home: '/de' },
  { storeCode: 'it', locale: 'it-IT', home: '/it' },
];
const origin = 'https://shop.example';

describe('the languages modal’s choices', () => {
  it('leads to the same page in each view the page names a version for, else to that view’s home', () => {
    const alternates = [
      { hreflang: 'en-US', href: 'https://shop.example/i/shipping' },
      { hreflang: 'de-DE', href: 'https://shop.example/de/i/shipping' },
      { hreflang: 'x-default', href: 'https://shop.example/i/shipping' },
    ];
    expect(languageChoices(views, alternates, { storeCode: 'main', here: '/i/shipping' }, origin)).toEqual([
      { storeCode: 'main', locale: 'en-US', name: 'English', href: '/i/shipping', samePage: true, current: true },
      { storeCode: 'de', locale: 'de-DE', name: 'Deutsch', href: '/de/i/shipping', samePage: true, current: false },
      { storeCode: 'it', locale: 'it-IT', name: 'Italiano', href: '/it', samePage: false, current: false },
    ]);
  });

  it('keeps the query and leaves out versions on another origin', () => {
    const alternates = [
      { hreflang: 'en-US', href: 'https://shop.example/blog?page=2' },
      { hreflang: 'it-IT', href: 'https://shop.example.it/blog?page=2' },
    ];
    const choices = languageChoices(views, alternates, { storeCode: 'de', here: '/de/blog?page=2' }, origin);
    expect(choices.map((choice) => [choice.href, choice.current])).toEqual([
      ['/blog?page=2', false],
      ['/de/blog?page=2', true],
      ['/it', false],
    ]);
  });

  it('leads to the Italian home from a product the Italian view does not sell (its page names no Italian version)', () => {
    const alternates = [
      { hreflang: 'en-US', href: 'https://shop.example/p/SAUCE-HOT-5OZ/chesapeake-pepper-sauce' },
      { hreflang: 'de-DE', href: 'https://shop.example/de/p/SAUCE-HOT-5OZ/chesapeake-pepper-sauce' },
      { hreflang: 'x-default', href: 'https://shop.example/p/SAUCE-HOT-5OZ/chesapeake-pepper-sauce' },
    ];
    const here = { storeCode: 'de', here: '/de/p/SAUCE-HOT-5OZ/chesapeake-pepper-sauce' };
    expect(languageChoices(views, alternates, here, origin).map((choice) => [choice.storeCode, choice.href, choice.samePage])).toEqual([
      ['main', '/p/SAUCE-HOT-5OZ/chesapeake-pepper-sauce', true],
      ['de', '/de/p/SAUCE-HOT-5OZ/chesapeake-pepper-sauce', true],
      ['it', '/it', false],
    ]);
  });

  it('offers each view’s home on a page without language versions', () => {
    expect(languageChoices(views, [], { storeCode: 'main', here: '/checkout' }, origin).map((choice) => choice.href)).toEqual([
      '/checkout',
      '/de',
      '/it',
    ]);
  });
});

describe('the views named in the link', () => {
  it('reads the list the server wrote and drops what it cannot trust', () => {
    const json = JSON.stringify([
      ...views,
      { storeCode: 'fr', locale: 'fr-FR', home: '/fr' },
      { storeCode: 'evil', locale: 'de-DE', home: '//elsewhere.example' },
      'nonsense',
    ]);
    expect(parseSwitchableViews(json)).toEqual(views);
    expect(parseSwitchableViews('{not json')).toEqual([]);
    expect(parseSwitchableViews(undefined)).toEqual([]);
  });
});
