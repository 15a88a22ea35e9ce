import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The headings' face (scripts/subset-display-font.ts makes the files; app.css names their ranges). */
const css = fs.readFileSync(path.resolve(__dirname, '../app.css'), 'utf8');
const faces = [...css.matchAll(/src: url\('\.\/fonts\/([\w-]+\.woff2)'\)[^;]*;\s*unicode-range: ([^;]+);/g)].map(([, file, ranges]) => ({
  file,
  points: ranges.split(',').flatMap((range) => {
    const [from, to = from] = range.trim().replace(/^U\+/, '').split('-');
    const [start, end] = [parseInt(from, 16), parseInt(to, 16)];
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  }),
}));

describe('the headings’ face', () => {
  it('comes in two files whose ranges do not overlap and cover ASCII and Latin-1', () => {
    expect(faces.map((face) => face.file)).toEqual(['fraunces-600-basic.woff2', 'fraunces-600-latin.woff2']);
    const [basic, accented] = faces.map((face) => new Set(face.points));
    expect([...basic].filter((point) => accented.has(point))).toEqual([]);
    for (let point = 0x20; point <= 0xff; point++) {
      if (point > 0x7e && point < 0xa0) continue;
      expect(basic.has(point) || accented.has(point)).toBe(true);
    }
  });

  it('draws English titles from the small file alone, × and ½ of product names included', () => {
    const basic = new Set(faces[0].points);
    for (const character of 'Signature Jumbo Lump Crab Cakes (2 × 6 oz) – ½ bushel “Fresh” 40°F…') {
      expect(basic.has(character.codePointAt(0) ?? 0)).toBe(true);
    }
    expect(fs.statSync(path.resolve(__dirname, faces[0].file)).size).toBeLessThan(14_000);
  });
});
