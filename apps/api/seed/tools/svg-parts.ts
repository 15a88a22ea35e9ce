/**
 * Drawing parts for the Shoreline illustration set. Every part draws one subject
 * inside a 320x320 box centred near (160,160), so it can be used full size on a
 * product card or placed (scaled) into a feast, banner or blog scene with `at()`.
 * Flat shapes only, bold enough to read at 32px.
 */

export const r = (n: number): string => String(Math.round(n * 10) / 10);

export const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;
export const line = (d: string, stroke: string, w: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
export const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}"${extra}/>`;
export const circ = (cx: number, cy: number, rad: number, fill: string, extra = ''): string =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(rad)}" fill="${fill}"${extra}/>`;
export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ''): string =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(rx)}" fill="${fill}"${extra}/>`;

/** Place a part drawn in the 320 box so that its centre lands on (x, y) at scale s, optionally rotated. */
export const at = (x: number, y: number, s: number, inner: string, rot = 0): string =>
  `<g transform="translate(${r(x - 160 * s)} ${r(y - 160 * s)}) scale(${s})${rot ? ` rotate(${rot} 160 160)` : ''}">${inner}</g>`;

/** Draw the left half and its mirror image. */
const both = (left: string): string => `${left}<g transform="matrix(-1 0 0 1 320 0)">${left}</g>`;

const WHITE = '#FFFFFF';
const INK = '#1F2A37';

// ---------------------------------------------------------------- crabs

export interface CrabColors {
  shell: string;
  dark: string;
  claw?: string;
  tip?: string;
  fleck?: string;
}

export const STEAMED: CrabColors = { shell: '#E4572E', dark: '#B23A1B', tip: '#3A1D14', fleck: '#8C2A10' };
export const LIVE: CrabColors = { shell: '#5B8A86', dark: '#35605E', claw: '#3F7FC4', tip: '#E0533D' };
export const SOFTSHELL: CrabColors = { shell: '#D99A3E', dark: '#A8691C', fleck: '#F6D38A' };
export const MARK: CrabColors = { shell: WHITE, dark: WHITE };

export function crab(c: CrabColors): string {
  const claw = c.claw ?? c.shell;
  const half =
    line('M112 190L78 200L56 226M118 202L90 222L80 250M132 210L116 238L112 254', c.dark, 13) +
    ell(108, 260, 13, 8, c.dark) +
    line('M126 160L96 140L84 112', c.dark, 15) +
    path('M70 118C58 100 60 76 76 62L81 86L93 70C101 84 99 104 90 118Z', claw) +
    (c.tip ? circ(77, 65, 5.5, c.tip) + circ(92, 72, 5.5, c.tip) : '') +
    line('M150 128L144 108', c.dark, 5) +
    circ(144, 105, 7, INK) +
    circ(142, 103, 2.2, WHITE);
  const flecks = c.fleck
    ? [
        [118, 160],
        [138, 144],
        [176, 140],
        [204, 158],
        [150, 176],
        [186, 182],
        [128, 186],
        [214, 176],
        [164, 156],
      ]
        .map(([x, y]) => circ(x, y, 3.2, c.fleck as string))
        .join('')
    : '';
  return (
    both(half) +
    path('M52 160L96 146Q126 122 160 122Q194 122 224 146L268 160L226 176Q204 214 160 216Q116 214 94 176Z', c.shell) +
    path('M94 176Q116 214 160 216Q204 214 226 176Q194 196 160 197Q126 196 94 176Z', c.dark, ' opacity=".35"') +
    ell(160, 146, 44, 11, WHITE, ' opacity=".25"') +
    flecks
  );
}

/** Several crabs in one drawing share one definition (keeps files small). */
function shared(id: string, inner: string): { def: string; use: (x: number, y: number, s: number, rot?: number) => string } {
  return {
    def: `<defs><g id="${id}">${inner}</g></defs>`,
    use: (x, y, s, rot = 0) =>
      `<use href="#${id}" transform="translate(${r(x - 160 * s)} ${r(y - 160 * s)}) scale(${s})${rot ? ` rotate(${rot} 160 160)` : ''}"/>`,
  };
}

export function bushel(crabColors: CrabColors = STEAMED): string {
  const c = shared(`c${crabColors.shell.slice(1)}`, crab(crabColors));
  return (
    c.def +
    c.use(112, 132, 0.44, -14) +
    c.use(208, 130, 0.44, 12) +
    c.use(160, 116, 0.46) +
    path('M64 160L256 160L234 262L86 262Z', '#D8A25A') +
    line('M110 176L116 254M160 176V256M210 176L204 254', '#B98440', 6) +
    line('M78 220H242', '#B98440', 8) +
    rect(56, 150, 208, 24, 10, '#C48B43')
  );
}

export function crabPile(colors: CrabColors = STEAMED): string {
  const c = shared(`c${colors.shell.slice(1)}`, crab(colors));
  return c.def + ell(160, 190, 118, 66, '#D9B98A') + c.use(108, 150, 0.5, -18) + c.use(212, 150, 0.5, 16) + c.use(160, 186, 0.62);
}

export function crabLegs(color: string, width: number): string {
  const leg = (ox: number, oy: number) => {
    const pts = [
      [70, 222],
      [128, 174],
      [190, 132],
      [246, 96],
      [272, 80],
    ].map(([x, y]) => [x + ox, y + oy]);
    const seg = (i: number, w: number) => line(`M${pts[i][0]} ${pts[i][1]}L${pts[i + 1][0]} ${pts[i + 1][1]}`, color, w);
    return (
      seg(0, width) +
      seg(1, width * 0.86) +
      seg(2, width * 0.7) +
      seg(3, width * 0.34) +
      line(`M${pts[0][0]} ${pts[0][1]}L${pts[2][0]} ${pts[2][1]}`, '#FFFFFF', width * 0.22, ' opacity=".3"') +
      circ(pts[1][0], pts[1][1], width * 0.5, '#8E2A17') +
      circ(pts[2][0], pts[2][1], width * 0.42, '#8E2A17') +
      circ(pts[0][0], pts[0][1], width * 0.5, '#FFF3E4')
    );
  };
  return leg(-10, -40) + leg(10, 0) + leg(-6, 38);
}

// ---------------------------------------------------------------- crab meat, cakes

export function tub(label: string): string {
  return (
    path('M96 150L224 150L212 252Q160 262 108 252Z', WHITE, ' stroke="#D3DAE2" stroke-width="3"') +
    path('M101 188L219 188L214 228L106 228Z', label) +
    circ(160, 208, 11, WHITE) +
    path('M94 152Q104 110 138 116Q160 94 186 114Q218 108 226 152Z', '#F6E7CF') +
    ell(128, 130, 16, 10, '#FFF7EA') +
    ell(170, 116, 18, 11, '#FFF7EA') +
    ell(200, 136, 15, 9, '#FFF7EA') +
    circ(146, 138, 3.5, '#E98A5A') +
    circ(186, 132, 3.5, '#E98A5A') +
    circ(112, 144, 3, '#E98A5A') +
    ell(160, 151, 66, 10, 'none', ' stroke="#D3DAE2" stroke-width="4"')
  );
}

export function cakeAt(x: number, y: number, s: number): string {
  const k = (n: number) => n * s;
  return (
    ell(x, y + k(22), k(64), k(24), '#B86F22') +
    rect(x - k(64), y, k(128), k(22), 0, '#B86F22') +
    ell(x, y, k(64), k(24), '#E0A040') +
    ell(x - k(22), y - k(6), k(14), k(7), '#FFF1D8') +
    ell(x + k(20), y + k(6), k(12), k(6), '#FFF1D8') +
    circ(x + k(26), y - k(10), k(4), '#9C5A1A') +
    circ(x - k(30), y + k(8), k(4), '#9C5A1A') +
    circ(x + k(2), y + k(12), k(4), '#F5C76A') +
    circ(x + k(4), y - k(14), k(3.5), '#5E9A35')
  );
}

export const lemon = (): string =>
  path('M110 200A50 50 0 0 0 210 200Z', '#F7D046') +
  path('M122 200A38 38 0 0 0 198 200Z', '#FCEB9A') +
  line('M160 200V236M160 200L134 226M160 200L186 226', '#F7D046', 4);

export function plate(): string {
  return ell(160, 206, 120, 46, WHITE) + ell(160, 204, 96, 34, '#F3EFE8');
}

export function crabCakes(count: 1 | 2 | 3): string {
  const cakes =
    count === 1
      ? cakeAt(160, 178, 1.05)
      : count === 2
        ? cakeAt(122, 184, 0.78) + cakeAt(200, 176, 0.78)
        : cakeAt(112, 186, 0.56) + cakeAt(208, 186, 0.56) + cakeAt(160, 164, 0.56);
  return plate() + cakes + at(244, 196, 0.38, lemon(), 20);
}

// ---------------------------------------------------------------- shrimp, lobster

export interface ShrimpColors {
  body: string;
  line: string;
  fleck?: string;
}
export const SHRIMP_COOKED: ShrimpColors = { body: '#F4845F', line: '#D35C36' };
export const SHRIMP_RAW: ShrimpColors = { body: '#E9C3B4', line: '#BF8E7F' };
export const SHRIMP_RED: ShrimpColors = { body: '#E2533F', line: '#B3382A' };
export const SHRIMP_SPICED: ShrimpColors = { body: '#F4845F', line: '#D35C36', fleck: '#8C2A10' };

export function shrimp(c: ShrimpColors): string {
  const segs: string[] = [];
  const radii = [34, 33, 32, 30, 28, 26, 23, 20, 17];
  for (let i = radii.length - 1; i >= 0; i--) {
    const a = ((-60 - i * 30) * Math.PI) / 180;
    segs.push(circ(160 + 56 * Math.cos(a), 168 + 56 * Math.sin(a), radii[i], c.body, ` stroke="${c.line}" stroke-width="3"`));
  }
  const flecks = c.fleck
    ? [
        [132, 122],
        [110, 160],
        [118, 196],
        [150, 220],
        [160, 108],
        [104, 178],
      ]
        .map(([x, y]) => circ(x, y, 3, c.fleck as string))
        .join('')
    : '';
  return (
    path('M184 212Q226 178 250 196Q248 226 196 236Z', c.line) +
    path('M188 216Q222 196 236 210Q232 226 198 230Z', c.body) +
    segs.join('') +
    path('M186 88Q232 92 236 120Q214 112 196 124Z', c.body, ` stroke="${c.line}" stroke-width="3"`) +
    line('M214 96Q256 62 288 80M206 92Q236 48 270 52', c.line, 3.5) +
    line('M176 170L190 176M174 190L186 200M162 204L170 218', c.line, 4) +
    circ(206, 108, 5.5, INK) +
    flecks
  );
}

export function shrimpCocktail(): string {
  const sh = shared('sc', shrimp(SHRIMP_COOKED));
  return (
    rect(152, 200, 16, 48, 6, '#CFE0EA') +
    ell(160, 252, 46, 10, '#CFE0EA') +
    path('M86 130L234 130Q224 204 160 208Q96 204 86 130Z', '#E3EFF5') +
    ell(160, 134, 72, 14, '#C8372D') +
    sh.def +
    sh.use(106, 122, 0.42, 40) +
    sh.use(214, 122, 0.42, -20) +
    sh.use(160, 104, 0.44, 10) +
    at(226, 170, 0.3, lemon(), -30)
  );
}

export interface LobsterColors {
  shell: string;
  dark: string;
}
export const LOBSTER_COOKED: LobsterColors = { shell: '#D8432B', dark: '#A62D18' };
export const LOBSTER_LIVE: LobsterColors = { shell: '#3F5F6E', dark: '#26404C' };

export function lobster(c: LobsterColors): string {
  const half =
    line('M150 98Q112 60 102 24', c.dark, 4) +
    line('M140 136L112 146M140 150L114 166M142 164L120 186', c.dark, 7) +
    line('M142 112L106 104L92 80', c.dark, 14) +
    path('M66 92C48 70 54 32 80 18L84 50L100 30C114 50 112 80 100 96Z', c.shell) +
    path('M84 50L100 30C106 40 106 52 102 60Z', c.dark, ' opacity=".35"');
  const segs = [
    [190, 28],
    [208, 26],
    [224, 23],
    [238, 20],
  ]
    .map(([y, w]) => ell(160, y, w, 13, c.shell, ` stroke="${c.dark}" stroke-width="3"`))
    .reverse()
    .join('');
  return (
    both(half) +
    path('M160 248L130 276Q150 284 160 272Q170 284 190 276Z', c.dark) +
    ell(160, 258, 16, 18, c.shell) +
    segs +
    ell(160, 136, 32, 50, c.shell) +
    ell(160, 122, 18, 22, WHITE, ' opacity=".18"') +
    circ(148, 94, 5.5, INK) +
    circ(172, 94, 5.5, INK)
  );
}

export function lobsterTail(c: LobsterColors = LOBSTER_COOKED): string {
  const segs = [
    [130, 48, 24],
    [154, 45, 22],
    [176, 41, 20],
    [196, 36, 18],
    [214, 30, 16],
  ]
    .map(([y, rx, ry]) => ell(160, y, rx, ry, c.shell, ` stroke="${c.dark}" stroke-width="3"`))
    .reverse()
    .join('');
  const fan =
    ell(160, 244, 14, 24, c.dark) +
    ell(138, 240, 12, 22, c.dark, ' transform="rotate(28 138 240)"') +
    ell(182, 240, 12, 22, c.dark, ' transform="rotate(-28 182 240)"');
  const tail =
    fan +
    segs +
    ell(160, 106, 46, 22, '#F8E2CF', ` stroke="${c.shell}" stroke-width="6"`) +
    line('M134 104Q160 96 186 106M140 114Q160 108 180 116', '#EDB9A4', 3);
  return `<g transform="rotate(-30 160 170)">${tail}</g>` + ramekin(236, 222, '#FBD96A');
}

function ramekin(x: number, y: number, fill: string): string {
  return rect(x - 26, y - 6, 52, 28, 8, WHITE, ' stroke="#D8DEE5" stroke-width="3"') + ell(x, y - 6, 26, 8, fill);
}

export function lobsterRoll(): string {
  return (
    rect(60, 160, 200, 70, 35, '#C98F45') +
    ell(100, 150, 24, 20, '#E8563A') +
    ell(140, 138, 26, 22, '#F7E3D4') +
    ell(182, 140, 26, 21, '#E8563A') +
    ell(222, 152, 24, 19, '#F7E3D4') +
    ell(120, 158, 18, 12, '#F29A84') +
    ell(200, 160, 18, 12, '#F29A84') +
    circ(126, 132, 3.5, '#5E9A35') +
    circ(198, 128, 3.5, '#5E9A35') +
    circ(160, 150, 3.5, '#5E9A35') +
    line('M74 170Q88 156 102 170T130 170T158 170T186 170T214 170T246 170', '#7CB342', 9) +
    rect(60, 176, 200, 54, 27, '#E8B66A') +
    rect(84, 186, 152, 10, 5, '#FFFFFF', ' opacity=".25"')
  );
}

// ---------------------------------------------------------------- fish, scallops, steak

export function scallops(): string {
  const one = (x: number, y: number) =>
    ell(x, y + 22, 36, 13, '#EBD9B8') + rect(x - 36, y, 72, 22, 0, '#F4E6CC') + ell(x, y, 36, 13, '#D8964A') + ell(x, y, 22, 7, '#E9B574');
  return (
    plate() +
    one(116, 176) +
    one(204, 176) +
    one(160, 200) +
    circ(112, 226, 4, '#5E9A35') +
    circ(214, 224, 4, '#5E9A35') +
    circ(226, 212, 3.5, '#5E9A35')
  );
}

export function fillet(flesh: string, lines: string, skin: string): string {
  return (
    path('M64 196Q86 126 172 124Q244 126 266 160Q254 204 180 216Q104 226 64 196Z', skin) +
    path('M70 190Q92 134 172 132Q238 134 258 162Q246 198 180 208Q108 216 70 190Z', flesh) +
    line('M112 148Q126 178 112 204M146 138Q160 172 148 208M182 136Q196 170 186 204M216 144Q228 168 222 194', lines, 5, ' opacity=".8"') +
    at(232, 222, 0.3, lemon(), -10)
  );
}

export function filet(): string {
  return (
    plate() +
    ell(160, 196, 70, 26, '#5F2419') +
    rect(90, 160, 140, 36, 0, '#5F2419') +
    ell(160, 160, 70, 26, '#8E3526') +
    line('M116 152L140 176M144 146L172 174M176 144L202 168', '#4A1B12', 6) +
    circ(212, 150, 5, '#5E9A35') +
    circ(204, 142, 4, '#7CB342')
  );
}

// ---------------------------------------------------------------- soups and sides

export function soup(soupColor: string, bits: string[], bowl = WHITE, band = '#2F5D8A'): string {
  const pts = [
    [124, 160],
    [150, 152],
    [178, 158],
    [200, 150],
    [138, 168],
    [190, 168],
    [164, 146],
    [110, 152],
    [214, 160],
  ];
  return (
    line('M120 110Q108 92 122 78T120 44M160 104Q148 86 162 72T160 38M200 110Q188 92 202 78T200 44', '#B9A58A', 6, ' opacity=".45"') +
    path('M66 160Q70 252 160 254Q250 252 254 160Z', bowl) +
    path('M76 206Q160 226 244 206L240 218Q160 238 80 218Z', band) +
    ell(160, 160, 94, 26, bowl) +
    ell(160, 160, 84, 20, soupColor) +
    pts.map(([x, y], i) => circ(x, y, 5, bits[i % bits.length])).join('')
  );
}

export function corn(): string {
  return (
    '<defs><pattern id="k" width="16" height="16" patternUnits="userSpaceOnUse"><rect width="16" height="16" fill="#EBB22B"/><rect x="2" y="2" width="12" height="12" rx="5" fill="#FBD65A"/></pattern></defs>' +
    `<g transform="rotate(-32 160 160)">` +
    rect(118, 56, 84, 190, 42, 'url(#k)') +
    path('M160 250Q112 240 96 176Q130 206 152 196Z', '#5E9A35') +
    path('M160 250Q208 240 224 176Q190 206 168 196Z', '#7DB547') +
    path('M160 262Q140 230 150 186L170 186Q180 230 160 262Z', '#6AA83D') +
    rect(140, 76, 34, 24, 6, '#FFF0B3') +
    '</g>'
  );
}

export function slaw(): string {
  const strokes = [
    ['M98 150L124 138', '#A8CF6B'],
    ['M128 128L156 138', '#8E5AA8'],
    ['M160 124L188 132', '#A8CF6B'],
    ['M194 138L220 148', '#F0A04B'],
    ['M112 136L136 146', '#F0A04B'],
    ['M140 146L168 140', '#A8CF6B'],
    ['M176 146L204 140', '#8E5AA8'],
    ['M150 118L172 116', '#F0A04B'],
    ['M206 152L226 158', '#A8CF6B'],
  ];
  return (
    path('M70 160Q74 248 160 250Q246 248 250 160Z', WHITE) +
    path('M80 204Q160 224 240 204L236 216Q160 236 84 216Z', '#6AA83D') +
    path('M82 162Q96 100 160 96Q224 100 238 162Z', '#CFE3A8') +
    strokes.map(([d, c]) => line(d, c, 7)).join('') +
    ell(160, 160, 90, 16, 'none', ' stroke="#FFFFFF" stroke-width="8"')
  );
}

export function basket(content: 'hushpuppies' | 'potatoes' | 'shrimp'): string {
  const fried = shared('fs', shrimp({ body: '#D9953C', line: '#A8691C' }));
  const balls = [
    [118, 150],
    [160, 140],
    [202, 150],
    [138, 120],
    [182, 120],
    [160, 100],
  ];
  const fill =
    content === 'shrimp'
      ? fried.def + fried.use(126, 136, 0.42, 20) + fried.use(196, 136, 0.42, -30) + fried.use(160, 112, 0.42)
      : balls
          .map(([x, y]) =>
            content === 'potatoes'
              ? circ(x, y, 26, '#B8443A') + circ(x - 8, y - 8, 6, '#D9736A') + circ(x + 10, y + 4, 3, '#7CB342')
              : circ(x, y, 26, '#D38B33') + circ(x - 9, y - 9, 8, '#EDB45F') + circ(x + 8, y + 8, 2.5, '#8A4E14'),
          )
          .join('');
  const paper =
    content === 'potatoes'
      ? ''
      : path('M76 170L110 130L126 170Z', '#D9412B') +
        path('M244 170L210 130L194 170Z', '#D9412B') +
        path('M110 130L126 170L140 140Z', WHITE);
  const container =
    content === 'potatoes'
      ? path('M66 160Q70 252 160 254Q250 252 254 160Z', '#2F5D8A') + ell(160, 160, 94, 18, '#24496E')
      : path('M64 166L256 166L232 254L88 254Z', '#B5793A') +
        line('M80 194H240M88 222H232', '#8F5A25', 6) +
        rect(58, 158, 204, 20, 8, '#C88B45');
  return paper + fill + container;
}

// ---------------------------------------------------------------- pantry

export function tin(body: string, band: string, lid: string, tall = false): string {
  const top = tall ? 80 : 100;
  const w = tall ? 64 : 58;
  return (
    rect(160 - w, top, w * 2, 246 - top, 0, body) +
    ell(160, 246, w, 14, body) +
    rect(160 - w, top, w * 2, 30, 0, band) +
    circ(160, (top + 246) / 2 + 22, 34, band) +
    at(160, (top + 246) / 2 + 22, 0.24, crab(MARK)) +
    rect(160 - w - 4, top - 14, w * 2 + 8, 16, 6, lid) +
    ell(160, top - 14, w + 4, 13, lid) +
    rect(160 - w + 8, top + 36, 10, 246 - top - 48, 5, WHITE, ' opacity=".3"')
  );
}

export function bottle(sauce: string, cap: string, jar = false): string {
  if (jar)
    return (
      rect(92, 108, 136, 148, 26, sauce) +
      rect(98, 84, 124, 30, 8, cap) +
      rect(104, 152, 112, 62, 10, '#FFF8EC') +
      circ(160, 183, 18, cap) +
      at(160, 183, 0.12, crab(MARK)) +
      rect(104, 124, 10, 112, 5, WHITE, ' opacity=".3"')
    );
  return (
    rect(142, 50, 36, 32, 8, cap) +
    rect(146, 80, 28, 30, 4, sauce) +
    path('M122 126Q122 104 146 102L174 102Q198 104 198 126L202 248Q202 262 188 262L132 262Q118 262 118 248Z', sauce) +
    rect(124, 158, 72, 64, 10, '#FFF8EC') +
    circ(160, 190, 19, cap) +
    at(160, 190, 0.12, crab(MARK)) +
    rect(130, 118, 9, 132, 4.5, WHITE, ' opacity=".3"')
  );
}

// ---------------------------------------------------------------- tools and kit

export function mallet(wood = '#DDA766', handle = '#C98F4F'): string {
  return `<g transform="rotate(-35 160 160)">${rect(150, 112, 20, 152, 10, handle) + rect(98, 58, 124, 62, 22, wood) + ell(104, 89, 10, 28, '#B97E3E') + ell(216, 89, 10, 28, '#B97E3E') + rect(112, 66, 96, 10, 5, WHITE, ' opacity=".25"')}</g>`;
}

export function knife(): string {
  return `<g transform="rotate(35 160 160)">${rect(148, 160, 24, 104, 10, '#3B2A20') + path('M150 164L150 70Q160 48 170 70L170 164Z', '#C9D2DB') + rect(156, 74, 5, 80, 2.5, WHITE, ' opacity=".5"')}</g>`;
}

export const tools = (): string => knife() + mallet();

export function pot(): string {
  return (
    line('M116 76Q104 60 116 46T114 18M160 70Q148 54 160 40T158 12M204 76Q192 60 204 46T202 18', '#9AA6B2', 6, ' opacity=".5"') +
    rect(52, 150, 28, 18, 8, '#7E8A96') +
    rect(240, 150, 28, 18, 8, '#7E8A96') +
    rect(72, 118, 176, 138, 18, '#AEB8C2') +
    rect(72, 160, 176, 8, 0, '#98A3AE') +
    rect(86, 130, 12, 110, 6, WHITE, ' opacity=".35"') +
    ell(160, 116, 96, 18, '#C7D0D8') +
    rect(146, 84, 28, 20, 8, '#3B4753')
  );
}

export function cooler(): string {
  return (
    line('M20 150H60M34 180H66M22 210H58', '#7FA7C6', 8) +
    rect(76, 128, 176, 124, 16, '#2E7FB8') +
    rect(70, 104, 188, 40, 14, WHITE) +
    rect(136, 84, 56, 26, 10, 'none', ' stroke="#1F5E8C" stroke-width="9"') +
    rect(96, 160, 136, 60, 12, '#3A92CC') +
    circ(164, 190, 22, WHITE) +
    at(164, 190, 0.15, crab({ shell: '#2E7FB8', dark: '#2E7FB8' })) +
    rect(86, 236, 22, 20, 6, '#1F5E8C') +
    rect(220, 236, 22, 20, 6, '#1F5E8C')
  );
}

// ---------------------------------------------------------------- gifts, books, classes

export function book(cover: string, badge: string): string {
  return (
    rect(100, 62, 140, 196, 10, '#F3EDE2') +
    rect(90, 56, 140, 196, 10, cover) +
    rect(90, 56, 20, 196, 8, '#000', ' opacity=".18"') +
    circ(170, 132, 40, badge) +
    at(170, 132, 0.26, crab(MARK)) +
    rect(128, 194, 84, 10, 5, WHITE, ' opacity=".85"') +
    rect(140, 214, 60, 8, 4, WHITE, ' opacity=".6"')
  );
}

export function giftCard(card: string, wave: string, physical: boolean): string {
  const cardG =
    rect(56, 92, 208, 134, 18, card) +
    path('M56 186Q110 160 160 186T264 186L264 208Q264 226 246 226L74 226Q56 226 56 208Z', wave) +
    circ(96, 130, 20, wave) +
    at(96, 130, 0.13, crab(MARK)) +
    rect(184, 118, 56, 10, 5, WHITE, ' opacity=".8"') +
    rect(204, 136, 36, 8, 4, WHITE, ' opacity=".55"');
  const extra = physical
    ? rect(70, 150, 200, 110, 10, '#E6D3B3') + path('M70 160L170 214L270 160', 'none', ' stroke="#CBB38D" stroke-width="5"')
    : path('M258 62L266 80L284 88L266 96L258 114L250 96L232 88L250 80Z', '#F2B84B') +
      path('M70 236L75 248L87 253L75 258L70 270L65 258L53 253L65 248Z', '#F2B84B');
  return (physical ? extra : '') + `<g transform="rotate(-8 160 160)">${cardG}</g>` + (physical ? '' : extra);
}

export function laptop(): string {
  return (
    rect(70, 68, 180, 124, 12, '#253246') +
    rect(82, 80, 156, 100, 6, '#DDEFF6') +
    at(160, 130, 0.3, crab(STEAMED)) +
    circ(224, 166, 12, '#E4572E') +
    path('M220 159L231 166L220 173Z', WHITE) +
    path('M50 196L270 196L284 214Q284 222 274 222L46 222Q36 222 36 214Z', '#B9C3CE') +
    rect(136, 198, 48, 8, 4, '#98A4B1')
  );
}

// ---------------------------------------------------------------- apparel

export function tee(color: string, mark: string): string {
  return (
    path('M112 62Q160 86 208 62L264 90L244 140L222 130L222 262L98 262L98 130L76 140L56 90Z', color) +
    line('M130 66Q160 92 190 66', '#000', 6, ' opacity=".15"') +
    line('M98 130L90 96M222 130L230 96', '#000', 3, ' opacity=".12"') +
    at(160, 160, 0.26, crab({ shell: mark, dark: mark }))
  );
}

export function apron(color: string, trim: string): string {
  return (
    line('M124 76Q160 18 196 76', trim, 8) +
    line('M76 140L42 160M244 140L278 160', trim, 8) +
    path('M120 72L200 72L204 124Q244 128 250 150L244 262Q160 272 76 262L70 150Q76 128 116 124Z', color) +
    rect(116, 178, 88, 50, 10, 'none', ` stroke="${trim}" stroke-width="5"`) +
    line('M160 178V228', trim, 4) +
    at(160, 106, 0.16, crab({ shell: trim, dark: trim }))
  );
}

export function cap(color: string, mark: string): string {
  return (
    path('M78 186Q78 96 160 92Q242 96 242 186Z', color) +
    line('M160 94V186M118 104Q110 140 114 186M202 104Q210 140 206 186', '#000', 3, ' opacity=".15"') +
    circ(160, 92, 8, color) +
    path('M60 190Q160 166 260 190Q272 222 160 226Q48 222 60 190Z', color) +
    path('M60 190Q160 166 260 190Q272 222 160 226Q48 222 60 190Z', '#000', ' opacity=".18"') +
    at(160, 146, 0.22, crab({ shell: mark, dark: mark }))
  );
}

// ---------------------------------------------------------------- sandwiches and platters

export function sandwich(): string {
  return (
    rect(70, 196, 180, 44, 22, '#D9A458') +
    line('M74 196Q96 182 118 196T162 196T206 196T248 196', '#7CB342', 10) +
    at(160, 176, 0.6, crab(SOFTSHELL)) +
    rect(100, 176, 120, 14, 7, '#E2533F') +
    path('M74 164Q80 104 160 100Q240 104 246 164Q246 176 232 176L88 176Q74 176 74 164Z', '#E8B66A') +
    ell(130, 124, 4, 2.5, '#FFF6DE') +
    ell(162, 116, 4, 2.5, '#FFF6DE') +
    ell(194, 126, 4, 2.5, '#FFF6DE') +
    ell(146, 140, 4, 2.5, '#FFF6DE') +
    ell(182, 142, 4, 2.5, '#FFF6DE')
  );
}

export function platter(): string {
  const fries = [
    [196, 150, -20],
    [212, 156, 10],
    [228, 150, -8],
    [206, 168, 30],
    [236, 170, 0],
  ]
    .map(([x, y, a]) => rect(x - 5, y - 30, 10, 60, 4, '#F2C24E', ` transform="rotate(${a} ${x} ${y})"`))
    .join('');
  return (
    plate() +
    fries +
    cakeAt(126, 186, 0.72) +
    ell(222, 222, 30, 12, '#A8CF6B') +
    circ(214, 218, 3, '#8E5AA8') +
    circ(232, 222, 3, '#F0A04B')
  );
}

export function feast(kind: 'crab' | 'surf' | 'boil' | 'cakes' | 'sides'): string {
  switch (kind) {
    case 'crab':
      return at(86, 196, 0.46, corn()) + at(238, 196, 0.5, mallet()) + at(160, 150, 0.66, crab(STEAMED)) + at(250, 96, 0.3, lemon(), -20);
    case 'surf':
      return at(110, 170, 0.6, filet().replace(plate(), '')) + at(214, 158, 0.62, lobsterTail()) + at(160, 232, 0.36, crab(STEAMED));
    case 'boil':
      return at(96, 190, 0.44, corn()) + at(226, 200, 0.5, basket('potatoes')) + at(160, 150, 0.62, shrimp(SHRIMP_SPICED));
    case 'cakes':
      return plate() + cakeAt(122, 184, 0.78) + cakeAt(200, 176, 0.78) + at(250, 112, 0.4, bottle('#F0C98A', '#2F5D8A', true));
    case 'sides':
      return (
        at(100, 128, 0.5, slaw()) +
        at(220, 128, 0.5, basket('hushpuppies')) +
        at(110, 222, 0.48, corn()) +
        at(218, 222, 0.48, basket('potatoes'))
      );
  }
}
