/**
 * Makes the headings' face: Fraunces at weight 600 (the only weight the shop sets headings in), cut into two
 * files by Unicode range. The browser fetches a file only when a page shows one of its characters, so an
 * English page loads the small basic file (preloaded: it draws the hero's title) and a German or Italian page
 * adds the accented letters. The variable font it replaces weighed 37 KB for the same titles.
 *   npm run fonts:subset -w @shoreline/storefront   (rewrites app/fonts/*.woff2; commit them)
 * The ranges are also written in the @font-face rules of app/app.css: change both together.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2');
const outDir = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'app', 'fonts');

const span = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/** What English titles use: ASCII, typographic quotes and dashes, and the product names' ×, ½, ¼, ¾ and °. */
const BASIC = span(0x20, 0x7e) + '\u00a0\u00b0\u00b7\u00bc\u00bd\u00be\u00d7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026';
/** The rest of Latin-1 (German and Italian letters), the OE ligature and the euro. */
const ACCENTED = [...span(0xa1, 0xff)].filter((character) => !BASIC.includes(character)).join('') + '\u0152\u0153\u20ac';

const FILES: Array<[string, string]> = [
  ['fraunces-600-basic.woff2', BASIC],
  ['fraunces-600-latin.woff2', ACCENTED],
];

const font = fs.readFileSync(source);
for (const [file, characters] of FILES) {
  const subset = await subsetFont(font, characters, { targetFormat: 'woff2', variationAxes: { wght: 600 } });
  fs.writeFileSync(path.join(outDir, file), subset);
  console.log(`${file}: ${subset.length} bytes, ${[...characters].length} characters`);
}
