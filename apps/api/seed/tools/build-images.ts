/**
 * Writes the Shoreline illustration set: product cards (320x320), brand logos,
 * banners and blog images, all flat SVG drawn from the parts in svg-parts.ts.
 *
 *   npx tsx apps/api/seed/tools/build-images.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as p from './svg-parts.ts';

const { at, circ, ell, line, path, rect } = p;
const MEDIA = join(dirname(fileURLToPath(import.meta.url)), '..', 'media');

// ------------------------------------------------------------- palettes

const PAL = {
  crab: ['#FBE9DD', '#F6D6C3'],
  live: ['#E1F0EE', '#C9E4E1'],
  meat: ['#FFF4E2', '#FBE6C4'],
  cake: ['#FDF0DC', '#F8DFB8'],
  shrimp: ['#FDE8E1', '#F9D2C6'],
  lobster: ['#FBE3E0', '#F5C9C3'],
  fish: ['#E3EEF6', '#CADFEE'],
  soup: ['#F6EEE2', '#ECDDC6'],
  sides: ['#EEF5DF', '#DCEBC1'],
  pantry: ['#FFF5D6', '#FBE6A6'],
  sauce: ['#FDE9E3', '#F8D3C7'],
  feast: ['#E5EEF6', '#CFDDEB'],
  gift: ['#ECE6F5', '#DCD0EE'],
  merch: ['#ECEFF3', '#DBE1E8'],
  learn: ['#E3F2EC', '#C8E6D9'],
  tools: ['#F4ECE1', '#E8D7C0'],
  house: ['#E4EFE6', '#CFE2D3'],
} as const;
type Pal = keyof typeof PAL;

const card = (pal: Pal, body: string): string => {
  const [bg, accent] = PAL[pal];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320" width="320" height="320">` +
    rect(0, 0, 320, 320, 56, bg) +
    circ(160, 156, 116, accent) +
    ell(160, 270, 104, 12, '#000', ' opacity=".08"') +
    body +
    '</svg>'
  );
};

// ------------------------------------------------------------- products

const COLORS = {
  navy: ['#1F3B5A', '#F2B84B'],
  'heather-gray': ['#B7BCC3', '#1F3B5A'],
  'old-bay-yellow': ['#F2C230', '#C8372D'],
  red: ['#C8372D', '#FFFFFF'],
  khaki: ['#C9B48A', '#1F3B5A'],
  black: ['#23262B', '#E4572E'],
  white: ['#FAFAF7', '#1F3B5A'],
} as const;

const product: Record<string, string> = {
  'steamed-crab': card('crab', p.crab(p.STEAMED)),
  'steamed-crab-pile': card('crab', p.crabPile()),
  'steamed-crab-bushel': card('crab', p.bushel()),
  'live-crab': card('live', p.crab(p.LIVE)),
  'live-crab-bushel': card('live', p.bushel(p.LIVE)),
  'soft-shell-crab': card('crab', p.crab(p.SOFTSHELL)),
  'soft-shell-crab-live': card('live', p.crab({ shell: '#7FA39B', dark: '#557C74', claw: '#6C9BC9' })),
  'king-crab-legs': card('crab', p.crabLegs('#D9452E', 30)),
  'snow-crab-legs': card('crab', p.crabLegs('#EE8A5A', 20)),
  'crab-meat-jumbo-lump': card('meat', p.tub('#D9A23A')),
  'crab-meat-colossal': card('meat', p.tub('#1F3B5A')),
  'crab-meat-lump': card('meat', p.tub('#3C78B4')),
  'crab-meat-backfin': card('meat', p.tub('#4E9A6B')),
  'crab-meat-claw': card('meat', p.tub('#E4572E')),
  'crab-cake-single': card('cake', p.crabCakes(1)),
  'crab-cakes': card('cake', p.crabCakes(2)),
  'crab-cake-minis': card('cake', p.crabCakes(3)),
  'crab-cake-platter': card('house', p.platter()),
  'soft-shell-sandwich': card('house', p.sandwich()),
  'shrimp-steamed': card('shrimp', p.shrimp(p.SHRIMP_SPICED)),
  'shrimp-cooked': card('shrimp', p.shrimp(p.SHRIMP_COOKED)),
  'shrimp-raw': card('shrimp', p.shrimp(p.SHRIMP_RAW)),
  'shrimp-red': card('shrimp', p.shrimp(p.SHRIMP_RED)),
  'shrimp-cocktail': card('shrimp', p.shrimpCocktail()),
  'shrimp-basket': card('house', p.basket('shrimp')),
  'lobster-live': card('lobster', p.lobster(p.LOBSTER_LIVE)),
  'lobster-cooked': card('lobster', p.lobster(p.LOBSTER_COOKED)),
  'lobster-tail': card('lobster', p.lobsterTail()),
  'lobster-roll': card('lobster', p.lobsterRoll()),
  scallops: card('fish', p.scallops()),
  'salmon-fillet': card('fish', p.fillet('#F28E5C', '#FFE3D1', '#B9C3CC')),
  'rockfish-fillet': card('fish', p.fillet('#F5ECE2', '#E2D3C2', '#8C96A2')),
  'filet-mignon': card('feast', p.filet()),
  'soup-maryland-crab': card('soup', p.soup('#C8502E', ['#7CB342', '#F0A04B', '#F7D046', '#FFF3E0'])),
  'soup-cream-of-crab': card('soup', p.soup('#F3E2C0', ['#FFFFFF', '#E98A5A', '#7CB342'])),
  'soup-lobster-bisque': card('soup', p.soup('#E79A6A', ['#F8D9C0', '#D8432B', '#7CB342'], '#FFFFFF', '#D8432B')),
  'soup-half-and-half': card('soup', p.soup('#DC8650', ['#FFF3E0', '#7CB342', '#F7D046'])),
  'crab-dip': card('soup', p.soup('#EDC57A', ['#B0702A', '#F8E2A8', '#7CB342'], '#C8372D', '#A92C23')),
  'crab-mac-cheese': card('soup', p.soup('#F2C24E', ['#FFF3E0', '#E98A5A', '#D9A23A'], '#FFFFFF', '#1F3B5A')),
  corn: card('sides', p.corn()),
  coleslaw: card('sides', p.slaw()),
  hushpuppies: card('sides', p.basket('hushpuppies')),
  'red-potatoes': card('sides', p.basket('potatoes')),
  'sides-sampler': card('sides', p.feast('sides')),
  'seasoning-tin': card('pantry', p.tin('#F5C342', '#2D5DA8', '#D9412B')),
  'seasoning-tin-large': card('pantry', p.tin('#F5C342', '#2D5DA8', '#D9412B', true)),
  'seasoning-hot': card('pantry', p.tin('#D9412B', '#23262B', '#F5C342')),
  'seasoning-crab-house': card('house', p.tin('#1E4D3A', '#E8B04B', '#B7442E')),
  'cocktail-sauce': card('sauce', p.bottle('#C8372D', '#1F3B5A')),
  'hot-sauce': card('sauce', p.bottle('#9E2A1E', '#23262B')),
  remoulade: card('sauce', p.bottle('#F0B27A', '#2F5D8A', true)),
  'tartar-sauce': card('sauce', p.bottle('#F1E6C8', '#4E9A6B', true)),
  'drawn-butter': card('sauce', p.bottle('#F8D66A', '#C8372D', true)),
  'feast-crab': card('feast', p.feast('crab')),
  'feast-surf-turf': card('feast', p.feast('surf')),
  'feast-shrimp-boil': card('feast', p.feast('boil')),
  'feast-crab-cakes': card('feast', p.feast('cakes')),
  cookbook: card('gift', p.book('#1F3B5A', '#E8664A')),
  'online-class': card('learn', p.laptop()),
  'delivery-membership': card('learn', p.cooler()),
  'gift-card-e': card('gift', p.giftCard('#1F3B5A', '#E8664A', false)),
  'gift-card-mailed': card('gift', p.giftCard('#E8664A', '#1F3B5A', true)),
  'gift-card-crab-house': card('house', p.giftCard('#1E4D3A', '#E8B04B', true)),
  mallets: card('tools', p.mallet()),
  'crab-tools': card('tools', p.tools()),
  'steamer-pot': card('tools', p.pot()),
};
const variants: Array<[keyof typeof COLORS, 'tee' | 'apron' | 'cap']> = [
  ['navy', 'tee'],
  ['heather-gray', 'tee'],
  ['old-bay-yellow', 'tee'],
  ['red', 'tee'],
  ['black', 'tee'],
  ['navy', 'apron'],
  ['khaki', 'apron'],
  ['red', 'apron'],
  ['black', 'apron'],
  ['navy', 'cap'],
  ['khaki', 'cap'],
  ['red', 'cap'],
  ['white', 'cap'],
];
for (const [name, kind] of variants) {
  const [c, mark] = COLORS[name];
  product[`${kind}-${name}`] = card('merch', p[kind](c, mark));
}

// ------------------------------------------------------------- brand

const NAVY = '#1F3B5A';
const CORAL = '#E8664A';
const brand: Record<string, string> = {
  'shoreline-logo':
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 96" width="360" height="96">` +
    circ(48, 48, 42, CORAL) +
    at(48, 50, 0.3, p.crab(p.MARK)) +
    path('M14 70Q31 62 48 70T82 70L80 76Q64 90 48 90Q32 90 16 76Z', NAVY, ' opacity=".9"') +
    `<text x="104" y="58" font-family="Georgia,'Times New Roman',serif" font-size="44" font-weight="700" fill="${NAVY}">Shoreline</text>` +
    `<text x="106" y="82" font-family="Helvetica,Arial,sans-serif" font-size="12.5" letter-spacing="3.2" fill="${CORAL}">STEAMED CRABS · NEXT-DAY</text>` +
    '</svg>',
  'crab-house-logo':
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 380 96" width="380" height="96">` +
    rect(6, 6, 84, 84, 20, '#1E4D3A') +
    at(48, 50, 0.3, p.crab({ shell: '#E8B04B', dark: '#E8B04B' })) +
    `<text x="106" y="30" font-family="Helvetica,Arial,sans-serif" font-size="12.5" letter-spacing="4" fill="#B7442E">SHORELINE</text>` +
    `<text x="104" y="72" font-family="Georgia,'Times New Roman',serif" font-size="42" font-weight="700" fill="#1E4D3A">Crab House</text>` +
    '</svg>',
};

// ------------------------------------------------------------- scenes

const svg = (w: number, h: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
const grad = (id: string, a: string, b: string): string =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;
const waves = (w: number, y: number, color: string, n = 3): string => {
  let out = '';
  for (let i = 0; i < n; i++) {
    const yy = y + i * 34;
    let d = `M0 ${yy}`;
    for (let x = 0; x < w; x += 80) d += `Q${x + 20} ${yy - 10} ${x + 40} ${yy}T${x + 80} ${yy}`;
    out += line(d, color, 5, ' opacity=".35"');
  }
  return out;
};
const crabPot = (x: number, y: number, s: number): string =>
  `<g transform="translate(${x} ${y}) scale(${s})">` +
  rect(0, 0, 160, 120, 8, 'none', ' stroke="#2F3E46" stroke-width="6"') +
  line('M40 0V120M80 0V120M120 0V120M0 40H160M0 80H160', '#2F3E46', 3, ' opacity=".7"') +
  rect(60, 100, 40, 20, 4, '#E4572E') +
  '</g>';
const buoy = (x: number, y: number, s: number): string =>
  `<g transform="translate(${x} ${y}) scale(${s})">` +
  line('M30 -60V0', '#6B4F35', 4) +
  rect(0, 0, 60, 110, 30, '#F7F3EA') +
  rect(0, 36, 60, 38, 0, '#E4572E') +
  '</g>';
const sun = (x: number, y: number, rad: number, c = '#FFE3A3'): string => circ(x, y, rad, c);
const cloud = (x: number, y: number, s: number): string =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="#FFFFFF" opacity=".85"><ellipse cx="0" cy="0" rx="60" ry="22"/><ellipse cx="30" cy="-16" rx="36" ry="24"/><ellipse cx="-26" cy="-10" rx="28" ry="18"/></g>`;
const dock = (x: number, w: number, y: number): string =>
  rect(x, y, w, 26, 4, '#9C6B43') +
  line(`M${x + 40} ${y + 26}V${y + 140}M${x + w / 2} ${y + 26}V${y + 140}M${x + w - 40} ${y + 26}V${y + 140}`, '#6B4F35', 22, '') +
  line(`M${x + 10} ${y + 9}H${x + w - 10}`, '#B98454', 3);
const shack = (x: number, y: number, s: number): string =>
  `<g transform="translate(${x} ${y}) scale(${s})">` +
  rect(0, 80, 360, 200, 6, '#F3E9D6') +
  path('M-24 90L180 0L384 90Z', '#1E4D3A') +
  rect(150, 150, 60, 130, 6, '#7A4B2C') +
  rect(36, 140, 80, 64, 6, '#F8D66A') +
  rect(244, 140, 80, 64, 6, '#F8D66A') +
  line('M36 172H116M76 140V204M244 172H324M284 140V204', '#F3E9D6', 5) +
  circ(180, 56, 30, '#E8B04B') +
  at(180, 58, 0.2, p.crab({ shell: '#1E4D3A', dark: '#1E4D3A' })) +
  line('M-10 110Q90 140 180 112T370 110', '#2F3E46', 2) +
  [20, 60, 100, 140, 220, 260, 300, 340].map((lx, i) => circ(lx, 120 + (i % 4 === 0 || i % 4 === 3 ? -2 : 10), 6, '#FFD66B')).join('') +
  '</g>';

const hero = (body: string): string => svg(1200, 500, body);
const small = (body: string): string => svg(600, 400, body);

const banner: Record<string, string> = {
  'hero-dock': hero(
    grad('sky', '#FFD7A8', '#F6A57F') +
      rect(0, 0, 1200, 500, 0, 'url(#sky)') +
      sun(900, 190, 90) +
      rect(0, 300, 1200, 200, 0, '#2F6E8E') +
      waves(1200, 340, '#FFFFFF', 4) +
      dock(640, 560, 300) +
      crabPot(680, 200, 0.95) +
      at(905, 200, 0.95, p.bushel()) +
      buoy(1080, 190, 0.9) +
      at(1036, 300, 0.3, p.crab(p.STEAMED), 20),
  ),
  'hero-feast': hero(
    rect(0, 0, 1200, 500, 0, '#D9B98A') +
      line('M0 40H1200M0 120H1200M0 200H1200M0 280H1200M0 360H1200M0 440H1200', '#C9A574', 3, ' opacity=".5"') +
      at(840, 250, 1.45, p.crabPile()) +
      at(1090, 110, 0.7, p.corn()) +
      at(1080, 390, 0.8, p.mallet()) +
      at(610, 120, 0.6, p.tin('#F5C342', '#2D5DA8', '#D9412B')) +
      at(610, 400, 0.55, p.lemon()) +
      at(620, 290, 0.5, p.crab(p.STEAMED), 30),
  ),
  'hero-delivery': hero(
    grad('sky2', '#CFE8F5', '#F4F9FC') +
      rect(0, 0, 1200, 500, 0, 'url(#sky2)') +
      sun(1080, 90, 50, '#FFE08A') +
      cloud(300, 110, 1.2) +
      cloud(760, 70, 0.9) +
      rect(0, 380, 1200, 120, 0, '#7DB547') +
      rect(0, 410, 1200, 60, 0, '#4A5563') +
      line('M0 440H1200', '#FFFFFF', 6, ' stroke-dasharray="50 40"') +
      at(880, 270, 1.5, p.cooler()) +
      at(1090, 350, 0.5, p.crab(p.STEAMED), -10),
  ),
  'small-crab-cakes': small(rect(0, 0, 600, 400, 0, '#FDF0DC') + circ(430, 200, 170, '#F8DFB8') + at(430, 200, 1.05, p.crabCakes(2))),
  'small-shrimp': small(rect(0, 0, 600, 400, 0, '#FDE8E1') + circ(430, 200, 170, '#F9D2C6') + at(430, 206, 1.05, p.shrimpCocktail())),
  'small-gifts': small(
    rect(0, 0, 600, 400, 0, '#ECE6F5') +
      circ(430, 200, 170, '#DCD0EE') +
      at(370, 190, 0.85, p.book('#1F3B5A', '#E8664A')) +
      at(480, 240, 0.8, p.giftCard('#E8664A', '#1F3B5A', false), 6),
  ),
  'small-merch': small(
    rect(0, 0, 600, 400, 0, '#ECEFF3') +
      circ(430, 200, 170, '#DBE1E8') +
      at(370, 200, 0.85, p.tee('#1F3B5A', '#F2B84B'), -6) +
      at(490, 220, 0.8, p.apron('#C8372D', '#FFFFFF'), 6),
  ),
  'product-delivery': svg(
    1200,
    300,
    rect(0, 0, 1200, 300, 0, '#E5EEF6') +
      waves(1200, 230, '#2F6E8E', 2) +
      at(930, 150, 0.9, p.cooler()) +
      [
        [1090, 200],
        [1130, 240],
        [760, 230],
      ]
        .map(([x, y]) => rect(x, y, 34, 34, 8, '#FFFFFF', ' opacity=".8"'))
        .join('') +
      at(1100, 110, 0.36, p.crab(p.STEAMED), 15),
  ),
  'head-waves': svg(
    1200,
    160,
    rect(0, 0, 1200, 160, 0, NAVY) +
      waves(1200, 60, '#FFFFFF', 3) +
      [120, 420, 720, 1020].map((x, i) => at(x, 40 + (i % 2) * 70, 0.16, p.crab({ shell: CORAL, dark: CORAL }), i * 20)).join(''),
  ),
  'restaurant-hero-shack': hero(
    grad('dusk', '#2C4A6B', '#E89A6A') +
      rect(0, 0, 1200, 500, 0, 'url(#dusk)') +
      circ(1100, 80, 24, '#FFF3D1') +
      rect(0, 420, 1200, 80, 0, '#2F6E8E') +
      waves(1200, 450, '#FFFFFF', 2) +
      shack(640, 130, 1.05) +
      dock(560, 640, 400),
  ),
  'restaurant-hero-platter': hero(
    rect(0, 0, 1200, 500, 0, '#1E4D3A') +
      line('M0 60H1200M0 160H1200M0 260H1200M0 360H1200M0 460H1200', '#28614A', 10) +
      at(860, 250, 1.9, p.platter()) +
      at(1100, 130, 0.55, p.tin('#E8B04B', '#B7442E', '#F3E9D6')) +
      at(640, 380, 0.5, p.lemon()),
  ),
  'restaurant-small-sandwich': small(
    rect(0, 0, 600, 400, 0, '#E4EFE6') + circ(430, 200, 170, '#CFE2D3') + at(430, 200, 1.05, p.sandwich()),
  ),
  'restaurant-small-gift': small(
    rect(0, 0, 600, 400, 0, '#F6EBD2') + circ(430, 200, 170, '#EFDDB4') + at(430, 200, 1.05, p.giftCard('#1E4D3A', '#E8B04B', true)),
  ),
};

// ------------------------------------------------------------- blog

const blogScene = (bg: string, accent: string, body: string): string =>
  svg(800, 450, rect(0, 0, 800, 450, 0, bg) + circ(400, 225, 200, accent) + ell(400, 396, 240, 18, '#000', ' opacity=".07"') + body);

const blog: Record<string, string> = {
  'how-to-pick-a-crab': blogScene(
    '#FBE9DD',
    '#F6D6C3',
    at(380, 220, 1.15, p.crab(p.STEAMED)) + at(600, 300, 0.7, p.tools()) + at(190, 320, 0.45, p.lemon()),
  ),
  'steaming-at-home': blogScene(
    '#E5EEF6',
    '#CFDDEB',
    at(400, 230, 1.15, p.pot()) + at(620, 320, 0.5, p.tin('#F5C342', '#2D5DA8', '#D9412B')) + at(190, 320, 0.5, p.crab(p.LIVE), -20),
  ),
  'maryland-crab-cakes': blogScene(
    '#FDF0DC',
    '#F8DFB8',
    at(400, 230, 1.2, p.crabCakes(2)) + at(640, 170, 0.5, p.bottle('#F0B27A', '#2F5D8A', true)),
  ),
  'when-are-crabs-in-season': blog0(),
  'soft-shell-season': blogScene('#E1F0EE', '#C9E4E1', at(320, 230, 0.95, p.crab(p.SOFTSHELL), -10) + at(540, 230, 0.9, p.sandwich())),
  'shrimp-boil-for-a-crowd': blogScene('#FDE8E1', '#F9D2C6', at(400, 225, 1.15, p.feast('boil'))),
  'a-morning-on-the-dock': blogScene('#FFF4E2', '#FBE6C4', at(400, 230, 1.1, p.bushel(p.LIVE)) + crabPot(560, 260, 0.7)),
};

function blog0(): string {
  return svg(
    800,
    450,
    grad('bsky', '#CFE8F5', '#FFE9C7') +
      rect(0, 0, 800, 450, 0, 'url(#bsky)') +
      sun(620, 120, 60) +
      rect(0, 260, 800, 190, 0, '#2F6E8E') +
      waves(800, 300, '#FFFFFF', 4) +
      buoy(200, 190, 0.9) +
      crabPot(420, 214, 0.7) +
      at(560, 360, 0.4, p.crab(p.LIVE), 15),
  );
}

// ------------------------------------------------------------- write

function writeSet(dir: string, files: Record<string, string>): number {
  const full = join(MEDIA, dir);
  mkdirSync(full, { recursive: true });
  for (const f of readdirSync(full)) if (f.endsWith('.svg')) rmSync(join(full, f));
  let largest = 0;
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(join(full, `${name}.svg`), body + '\n');
    largest = Math.max(largest, body.length);
  }
  console.log(`${dir}: ${Object.keys(files).length} files, largest ${largest} bytes`);
  return largest;
}

writeSet('product', product);
writeSet('brand', brand);
writeSet('banner', banner);
writeSet('blog', blog);
