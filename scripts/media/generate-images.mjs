#!/usr/bin/env node
// Writes every SVG illustration of the website into apps/server/assets/images, and the covers, logos and
// post images of the server's demo feeds where demo-feeds.ts names them (assets/feeds/…, images/logos/…).
//
//   node scripts/media/generate-images.mjs
//
// All artwork is vector, drawn here from a handful of shared primitives in the brand palette, so it
// stays small (< 15 KB per file), sharp at any size and consistent across pages. Every file has a
// viewBox, role="img" and a <title> (and aria-labelledby pointing at it).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BLOCKS,
  feedAssetPaths,
  loadDemoFeeds,
  PEOPLE as PEOPLE_SLUGS,
  safetySymbols as safetySymbolNames,
  SVG_BUDGET,
} from './names.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ASSETS = join(ROOT, 'apps', 'server', 'assets');
const OUT = join(ASSETS, 'images');

export const C = {
  navy900: '#061a30',
  navy800: '#0b2a4a',
  navy700: '#123b63',
  navy600: '#1d4d7c',
  teal: '#39d0a8',
  teal2: '#1fa884',
  teal100: '#dcf7ef',
  amber: '#f2a93b',
  white: '#ffffff',
  ink: '#14202e',
  muted: '#4a5868',
  line: '#d5dde6',
  alt: '#f3f6f9',
  steel: '#e8eef4',
  steel2: '#c9d5e1',
  steel3: '#a9b9ca',
};
const FONT = "Inter, 'Segoe UI', Roboto, 'Liberation Sans', Arial, sans-serif";

// ---------------------------------------------------------------------------------------------
// Primitives
const r1 = (n) => Math.round(n * 10) / 10;
const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(
      ([k, v]) =>
        ` ${k.replace(/[A-Z]/g, (m) => '-' + m.toLowerCase())}="${typeof v === 'number' ? r1(v) : v}"`,
    )
    .join('');
const el = (name, a = {}, inner) =>
  inner === undefined ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${inner}</${name}>`;
const rect = (x, y, w, h, a = {}) => el('rect', { x, y, width: w, height: h, ...a });
const circle = (cx, cy, r, a = {}) => el('circle', { cx, cy, r, ...a });
const ellipse = (cx, cy, rx, ry, a = {}) => el('ellipse', { cx, cy, rx, ry, ...a });
const path = (d, a = {}) => el('path', { d, ...a });
const line = (x1, y1, x2, y2, a = {}) => el('line', { x1, y1, x2, y2, ...a });
const poly = (pts, a = {}) => el('polygon', { points: pts.map((p) => p.map(r1).join(',')).join(' '), ...a });
const g = (a, ...children) => el('g', a, children.join(''));
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const text = (x, y, s, a = {}) => el('text', { x, y, fontFamily: FONT, ...a }, esc(s));
const lin = (id, stops, x2 = 0, y2 = 1) =>
  el(
    'linearGradient',
    { id, x1: 0, y1: 0, x2, y2 },
    stops.map(([o, c, op]) => el('stop', { offset: o, stopColor: c, stopOpacity: op })).join(''),
  );
const rad = (id, stops, a = {}) =>
  el(
    'radialGradient',
    { id, ...a },
    stops.map(([o, c, op]) => el('stop', { offset: o, stopColor: c, stopOpacity: op })).join(''),
  );
const range = (n) => [...Array(n).keys()];

const files = new Map();
// The demo feeds' artwork, by path relative to the assets directory.
const feedFiles = new Map();
function svg(file, { w, h, title, desc, defs = '', body }, into = files) {
  const id = file.replace(/[^a-z0-9]+/gi, '-').replace(/-svg$/, '');
  const s =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="${id}-t${desc ? ` ${id}-d` : ''}">` +
    `<title id="${id}-t">${esc(title)}</title>` +
    (desc ? `<desc id="${id}-d">${esc(desc)}</desc>` : '') +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    `</svg>\n`;
  into.set(file, s);
}

// Oblique "2.5D" box: the front face is axis-aligned so details can be placed in plain coordinates.
const DX = 0.8;
const DY = -0.45;
function box(
  x,
  y,
  w,
  h,
  d,
  { front = C.steel, side = C.steel2, top = '#f8fafc', stroke = C.navy700, sw = 2 } = {},
) {
  const ox = d * DX;
  const oy = d * DY;
  return g(
    { strokeLinejoin: 'round', stroke, strokeWidth: sw },
    poly(
      [
        [x + w, y],
        [x + w + ox, y + oy],
        [x + w + ox, y + h + oy],
        [x + w, y + h],
      ],
      { fill: side },
    ),
    poly(
      [
        [x, y],
        [x + ox, y + oy],
        [x + w + ox, y + oy],
        [x + w, y],
      ],
      { fill: top },
    ),
    rect(x, y, w, h, { fill: front }),
  );
}
// Vent slats on the side face of a box
function sideVents(x, y, w, h, d, { from = 0.2, to = 0.8, n = 8, color = C.steel3 } = {}) {
  const ox = d * DX;
  const oy = d * DY;
  return range(n)
    .map((i) => {
      const t = from + ((to - from) * i) / (n - 1);
      const yy = y + h * t;
      return line(x + w + ox * 0.18, yy + oy * 0.18, x + w + ox * 0.82, yy + oy * 0.82, {
        stroke: color,
        strokeWidth: 4,
        strokeLinecap: 'round',
      });
    })
    .join('');
}
const shadow = (cx, cy, rx, ry, id) => ellipse(cx, cy, rx, ry, { fill: `url(#${id})` });
const shadowDef = (id) =>
  rad(id, [
    [0, C.navy900, 0.28],
    [1, C.navy900, 0],
  ]);

// Connectors
function dcPort(cx, cy, r = 16, label) {
  return g(
    {},
    circle(cx, cy, r, { fill: C.navy900, stroke: C.steel3, strokeWidth: 2 }),
    circle(cx - r * 0.35, cy, r * 0.2, { fill: C.teal }),
    circle(cx + r * 0.35, cy, r * 0.2, { fill: C.amber }),
    label
      ? text(cx, cy + r + 13, label, { fontSize: 10, fontWeight: 700, fill: C.steel2, textAnchor: 'middle' })
      : '',
  );
}
function acPort(cx, cy, r = 16, label) {
  return g(
    {},
    circle(cx, cy, r, { fill: C.navy900, stroke: C.steel3, strokeWidth: 2 }),
    ...[-90, 30, 150].map((a) =>
      circle(
        cx + Math.cos((a * Math.PI) / 180) * r * 0.45,
        cy + Math.sin((a * Math.PI) / 180) * r * 0.45,
        r * 0.16,
        { fill: C.teal },
      ),
    ),
    circle(cx, cy, r * 0.14, { fill: C.steel2 }),
    label
      ? text(cx, cy + r + 13, label, { fontSize: 10, fontWeight: 700, fill: C.steel2, textAnchor: 'middle' })
      : '',
  );
}
const led = (cx, cy, color = C.teal) => circle(cx, cy, 4, { fill: color });
function bolt(x, y, s = 1, fill = C.amber) {
  return path(
    `M${x + 4 * s} ${y}L${x - 6 * s} ${y + 14 * s}H${x + 1 * s}L${x - 2 * s} ${y + 26 * s}L${x + 9 * s} ${y + 10 * s}H${x + 2 * s}Z`,
    { fill },
  );
}

// ---------------------------------------------------------------------------------------------
// Logo
function omegaMark(x, y, s, { tile = C.navy800, stroke = C.white, boltColor = C.teal } = {}) {
  // 48x48 tile: an ohm sign whose opening carries a lightning bolt.
  const t = (n) => r1(n * s);
  return g(
    { transform: `translate(${x} ${y})` },
    tile ? rect(0, 0, t(48), t(48), { rx: t(11), fill: tile }) : '',
    path(
      `M${t(11)} ${t(37)}H${t(19)}V${t(33.4)}A${t(12)} ${t(12)} 0 1 1 ${t(29)} ${t(33.4)}V${t(37)}H${t(37)}`,
      {
        fill: 'none',
        stroke,
        strokeWidth: t(3.6),
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      },
    ),
    path(
      `M${t(26.2)} ${t(12.5)}L${t(19.4)} ${t(24.2)}H${t(23.6)}L${t(21.6)} ${t(33)}L${t(28.8)} ${t(20.6)}H${t(24.6)}Z`,
      { fill: boltColor },
    ),
  );
}
function logo(file, light) {
  const word = light ? C.white : C.navy800;
  const sub = light ? C.teal : C.teal2;
  svg(file, {
    w: 300,
    h: 56,
    title: 'Ohmstead Power',
    body:
      omegaMark(
        4,
        4,
        1,
        light
          ? { tile: C.teal2, stroke: C.white, boltColor: C.navy800 }
          : { tile: C.navy800, stroke: C.white, boltColor: C.teal },
      ) +
      text(66, 37, 'Ohmstead', {
        fontSize: 27,
        fontWeight: 800,
        fill: word,
        letterSpacing: -0.3,
        textLength: 130,
        lengthAdjust: 'spacingAndGlyphs',
      }) +
      text(203, 37, 'Power', {
        fontSize: 27,
        fontWeight: 400,
        fill: word,
        textLength: 78,
        lengthAdjust: 'spacingAndGlyphs',
      }) +
      rect(203, 44, 22, 3, { rx: 1.5, fill: sub }),
  });
}

// ---------------------------------------------------------------------------------------------
// Product illustrations (800x600, transparent background, work on light and dark sections)
function cables(points, color, w = 10) {
  return path(points, { fill: 'none', stroke: color, strokeWidth: w, strokeLinecap: 'round' });
}
function headerBand(x, y, w, label, sub) {
  return g(
    {},
    rect(x, y, w, 58, { fill: C.navy800 }),
    omegaMark(x + 14, y + 13, 0.66, { tile: null, stroke: C.white, boltColor: C.teal }),
    text(x + 54, y + 28, label, { fontSize: 15, fontWeight: 700, fill: C.white, letterSpacing: 1 }),
    text(x + 54, y + 45, sub, { fontSize: 11, fill: C.teal, letterSpacing: 0.6 }),
  );
}
function display(x, y, w, h) {
  const bars = [0.45, 0.7, 0.55, 0.85, 0.65, 0.9, 0.75];
  const bw = (w - 24) / bars.length;
  return g(
    {},
    rect(x, y, w, h, { rx: 6, fill: C.navy900, stroke: C.navy700, strokeWidth: 2 }),
    ...bars.map((b, i) =>
      rect(x + 12 + i * bw + 2, y + h - 10 - (h - 34) * b, bw - 5, (h - 34) * b, {
        rx: 2,
        fill: i === 5 ? C.amber : C.teal,
        opacity: 0.85,
      }),
    ),
    text(x + 12, y + 18, '98.1%  |  182 kW', { fontSize: 11, fontWeight: 700, fill: C.teal }),
  );
}

function productRouterDc() {
  const x = 250,
    y = 120,
    w = 260,
    h = 370,
    d = 110;
  svg('power-router-dc.svg', {
    w: 800,
    h: 600,
    title: 'Ohmstead Power Router DC',
    desc: 'Illustration of the Power Router DC cabinet with six programmable DC ports.',
    defs: shadowDef('prdc-s'),
    body:
      shadow(400, 500, 270, 40, 'prdc-s') +
      cables(`M300 470 C300 540 220 540 150 560`, C.teal2) +
      cables(`M356 470 C356 550 420 545 470 580`, C.navy700) +
      cables(`M412 470 C412 520 560 520 660 560`, C.amber, 8) +
      box(x, y, w, h, d) +
      sideVents(x, y, w, h, d, { n: 10 }) +
      headerBand(x, y, w, 'POWER ROUTER DC', 'MULTI-PORT SST') +
      display(x + 22, y + 80, 150, 96) +
      g(
        {},
        ...range(4).map((i) =>
          led(x + 200 + (i % 2) * 20, y + 96 + Math.floor(i / 2) * 20, i === 3 ? C.amber : C.teal),
        ),
      ) +
      rect(x + 196, y + 140, 44, 36, { rx: 4, fill: C.steel2 }) +
      rect(x + 22, y + 198, 216, 3, { fill: C.teal2 }) +
      rect(x + 22, y + 220, 216, 130, { rx: 6, fill: C.navy700 }) +
      range(6)
        .map((i) => dcPort(x + 58 + (i % 3) * 72, y + 252 + Math.floor(i / 3) * 62, 17, `DC${i + 1}`))
        .join(''),
  });
}

function productRouterUniversal() {
  const x = 200,
    y = 130,
    w = 360,
    h = 350,
    d = 110;
  svg('power-router-universal.svg', {
    w: 800,
    h: 600,
    title: 'Ohmstead Power Router Universal',
    desc: 'Illustration of the Power Router Universal cabinet with four AC and four DC ports.',
    defs: shadowDef('pru-s'),
    body:
      shadow(410, 490, 300, 42, 'pru-s') +
      cables(`M248 460 C248 540 160 540 100 560`, C.teal2) +
      cables(`M330 460 C330 540 360 550 380 590`, C.navy700) +
      cables(`M430 460 C430 530 560 530 640 560`, C.amber, 8) +
      cables(`M512 460 C512 500 640 500 720 520`, C.teal2, 8) +
      box(x, y, w, h, d) +
      sideVents(x, y, w, h, d, { n: 9 }) +
      headerBand(x, y, w, 'POWER ROUTER UNIVERSAL', 'AC + DC  ·  MULTI-PORT SST') +
      display(x + 22, y + 78, 170, 92) +
      rect(x + 212, y + 78, 126, 92, { rx: 6, fill: C.steel2 }) +
      range(3)
        .map((i) => rect(x + 224, y + 94 + i * 24, 102, 10, { rx: 5, fill: C.white, opacity: 0.75 }))
        .join('') +
      rect(x + 22, y + 186, w - 44, 3, { fill: C.teal2 }) +
      rect(x + 22, y + 202, w - 44, 128, { rx: 6, fill: C.navy700 }) +
      range(4)
        .map((i) => acPort(x + 62 + i * 79, y + 232, 17, `AC${i + 1}`))
        .join('') +
      range(4)
        .map((i) => dcPort(x + 62 + i * 79, y + 292, 17, `DC${i + 1}`))
        .join(''),
  });
}

function productRouter() {
  // Datacenter aggregation: two cabinets side by side on a common busbar plinth.
  const y = 140,
    h = 330,
    d = 100;
  const cab = (x, n) =>
    box(x, y, 190, h, d) +
    rect(x, y, 190, 48, { fill: C.navy800 }) +
    omegaMark(x + 12, y + 10, 0.58, { tile: null, stroke: C.white, boltColor: C.teal }) +
    text(x + 48, y + 30, `ROUTER ${n}`, { fontSize: 13, fontWeight: 700, fill: C.white, letterSpacing: 1 }) +
    range(5)
      .map(
        (i) =>
          rect(x + 18, y + 70 + i * 30, 154, 20, { rx: 3, fill: C.steel2 }) +
          led(x + 160, y + 80 + i * 30, i === 2 && n === 2 ? C.amber : C.teal),
      )
      .join('') +
    rect(x + 18, y + 228, 154, 84, { rx: 6, fill: C.navy700 }) +
    range(3)
      .map((i) => dcPort(x + 46 + i * 49, y + 262, 14))
      .join('');
  svg('power-router.svg', {
    w: 800,
    h: 600,
    title: 'Ohmstead Power Router for datacenters',
    desc: 'Two Power Router cabinets aggregating sources and loads on a shared DC bus.',
    defs: shadowDef('pr-s'),
    body:
      shadow(400, 488, 320, 44, 'pr-s') +
      cables(`M220 470 C220 540 140 540 90 560`, C.teal2) +
      cables(`M580 470 C580 540 660 540 710 560`, C.amber, 8) +
      cab(150, 1) +
      cab(350, 2) +
      rect(150, 470, 390, 14, { fill: C.navy800 }) +
      poly(
        [
          [540, 470],
          [540 + 100 * DX, 470 + 100 * DY],
          [540 + 100 * DX, 484 + 100 * DY],
          [540, 484],
        ],
        { fill: C.navy700 },
      ) +
      text(160, 481, 'SHARED 800 V DC BUS', {
        fontSize: 10,
        fontWeight: 700,
        fill: C.teal,
        letterSpacing: 1.2,
      }),
  });
}

function productBridge() {
  const x = 170,
    y = 170,
    w = 290,
    h = 320,
    d = 110;
  const bushing = (cx, cy) =>
    g(
      {},
      rect(cx - 5, cy - 70, 10, 70, { fill: C.steel3 }),
      ...range(5).map((i) =>
        ellipse(cx, cy - 8 - i * 13, 15, 5, { fill: C.steel, stroke: C.navy700, strokeWidth: 1.5 }),
      ),
      circle(cx, cy - 74, 6, { fill: C.navy700 }),
    );
  const rackX = 590,
    rackY = 150;
  svg('power-bridge.svg', {
    w: 800,
    h: 600,
    title: 'Ohmstead Power Bridge medium-voltage solid-state transformer',
    desc: 'The Power Bridge takes medium-voltage utility power and delivers DC straight to the server rack.',
    defs: shadowDef('pb-s'),
    body:
      shadow(440, 498, 330, 42, 'pb-s') +
      path(`M40 70 H700`, { stroke: C.steel3, strokeWidth: 3 }) +
      [240, 300, 360]
        .map((cx) => path(`M${cx + 40} ${y - 84 + 0.2 * d * DY} V70`, { stroke: C.steel3, strokeWidth: 3 }))
        .join('') +
      box(x, y, w, h, d) +
      [240, 300, 360].map((cx) => bushing(cx + 40, y - 2 + 0.2 * d * DY)).join('') +
      line(x + w / 2, y + 10, x + w / 2, y + h - 10, { stroke: C.steel3, strokeWidth: 2 }) +
      rect(x + w / 2 - 18, y + 140, 6, 50, { rx: 3, fill: C.navy700 }) +
      rect(x + w / 2 + 12, y + 140, 6, 50, { rx: 3, fill: C.navy700 }) +
      rect(x + 20, y + 22, 118, 30, { rx: 4, fill: C.navy800 }) +
      text(x + 32, y + 42, 'POWER BRIDGE', {
        fontSize: 12,
        fontWeight: 700,
        fill: C.white,
        letterSpacing: 0.8,
      }) +
      poly(
        [
          [x + 72, y + 80],
          [x + 100, y + 128],
          [x + 44, y + 128],
        ],
        { fill: C.amber, stroke: C.navy800, strokeWidth: 2, strokeLinejoin: 'round' },
      ) +
      bolt(x + 72, y + 94, 0.85, C.navy800) +
      text(x + 72, y + 150, 'MEDIUM VOLTAGE', {
        fontSize: 10,
        fontWeight: 700,
        fill: C.navy700,
        textAnchor: 'middle',
        letterSpacing: 0.8,
      }) +
      range(6)
        .map((i) => rect(x + 168, y + 30 + i * 16, 100, 6, { rx: 3, fill: C.steel2 }))
        .join('') +
      range(6)
        .map((i) => rect(x + 22, y + 220 + i * 14, 100, 5, { rx: 2.5, fill: C.steel2 }))
        .join('') +
      rect(x + 168, y + 226, 100, 68, { rx: 6, fill: C.navy800 }) +
      text(x + 218, y + 252, '13.8 kV', {
        fontSize: 12,
        fontWeight: 700,
        fill: C.teal,
        textAnchor: 'middle',
      }) +
      text(x + 218, y + 274, '→ 800 V DC', {
        fontSize: 12,
        fontWeight: 700,
        fill: C.white,
        textAnchor: 'middle',
      }) +
      sideVents(x, y, w, h, d, { n: 9 }) +
      // busway to the rack
      poly(
        [
          [x + w + d * DX, y + 120 + d * DY],
          [rackX, rackY + 130],
          [rackX, rackY + 154],
          [x + w + d * DX, y + 144 + d * DY],
        ],
        { fill: C.navy700, stroke: C.navy800, strokeWidth: 2 },
      ) +
      range(5)
        .map((i) =>
          circle(
            x + w + d * DX + 20 + i * 24,
            y + 132 + d * DY + (rackY + 142 - y - 132 - d * DY) * ((20 + i * 24) / (rackX - x - w - d * DX)),
            3,
            { fill: C.teal },
          ),
        )
        .join('') +
      // server rack
      box(rackX, rackY, 120, 340, 50, {
        front: C.navy800,
        side: C.navy900,
        top: C.navy700,
        stroke: C.navy900,
      }) +
      range(14)
        .map(
          (i) =>
            rect(rackX + 10, rackY + 12 + i * 23, 100, 17, { rx: 2, fill: C.navy700 }) +
            rect(rackX + 16, rackY + 19 + i * 23, 40, 3, { fill: C.steel3, opacity: 0.6 }) +
            circle(rackX + 98, rackY + 20 + i * 23, 2.5, { fill: i % 5 === 2 ? C.amber : C.teal }),
        )
        .join(''),
  });
}

function productBlade() {
  // 2U rack power shelf in an open rack frame
  const x = 150,
    y = 250,
    w = 480,
    h = 96,
    d = 260;
  const module = (mx, i) =>
    g(
      {},
      rect(mx, y + 12, 62, h - 24, { rx: 4, fill: C.navy700, stroke: C.navy900, strokeWidth: 1.5 }),
      ...range(5).map((k) => rect(mx + 8, y + 22 + k * 9, 46, 4, { rx: 2, fill: C.navy900 })),
      rect(mx + 8, y + h - 30, 30, 8, { rx: 2, fill: C.steel3 }),
      circle(mx + 50, y + h - 26, 3.5, { fill: i === 4 ? C.amber : C.teal }),
    );
  const rail = (rx) => rect(rx, 70, 14, 470, { fill: C.navy600 });
  svg('power-blade.svg', {
    w: 800,
    h: 600,
    title: 'Ohmstead Power Blade rack power shelf',
    desc: 'The Power Blade delivers ultra-high-density power inside the rack for GenAI servers.',
    defs: shadowDef('pbl-s'),
    body:
      shadow(430, 540, 330, 36, 'pbl-s') +
      // rack frame behind
      rail(120) +
      rail(646) +
      range(4)
        .map(
          (i) =>
            rect(134, 84 + i * 40, 512, 32, { rx: 3, fill: C.navy700, opacity: 0.9 }) +
            range(10)
              .map((k) => rect(150 + k * 48, 96 + i * 40, 36, 8, { rx: 2, fill: C.navy900 }))
              .join('') +
            circle(630, 100 + i * 40, 3, { fill: C.teal }),
        )
        .join('') +
      range(4)
        .map(
          (i) =>
            rect(134, 392 + i * 40, 512, 32, { rx: 3, fill: C.navy700, opacity: 0.9 }) +
            range(10)
              .map((k) => rect(150 + k * 48, 404 + i * 40, 36, 8, { rx: 2, fill: C.navy900 }))
              .join('') +
            circle(630, 408 + i * 40, 3, { fill: C.teal }),
        )
        .join('') +
      // the blade, pulled slightly forward
      box(x, y, w, h, d * 0.28, { front: C.steel, side: C.steel2, top: '#f8fafc' }) +
      rect(x, y, 20, h, { fill: C.steel2 }) +
      rect(x + w - 20, y, 20, h, { fill: C.steel2 }) +
      rect(x + 5, y + 22, 10, h - 44, { rx: 5, fill: C.navy700 }) +
      rect(x + w - 15, y + 22, 10, h - 44, { rx: 5, fill: C.navy700 }) +
      range(6)
        .map((i) => module(x + 30 + i * 70, i))
        .join('') +
      rect(x + 452 - 2, y + 14, 8, h - 28, { rx: 2, fill: C.teal2 }) +
      text(x + 30, y + h + 30, 'POWER BLADE  ·  2U  ·  800 V DC IN  ·  48 V / 12 V OUT', {
        fontSize: 12,
        fontWeight: 700,
        fill: C.teal2,
        letterSpacing: 1,
      }),
  });
}

// ---------------------------------------------------------------------------------------------
// Hero scenes
function heroScene(file, { title, desc, seed }) {
  const W = 1600,
    H = 900;
  const id = file.replace('.svg', '');
  // perspective floor grid
  const hz = 470;
  const floor = [];
  for (let i = -12; i <= 12; i++)
    floor.push(
      line(800 + i * 40, hz, 800 + i * 260, H, { stroke: C.teal, strokeOpacity: 0.2, strokeWidth: 1.2 }),
    );
  let yy = hz;
  for (let k = 0; k < 9; k++) {
    yy += 8 + k * k * 6;
    if (yy > H) break;
    floor.push(line(0, yy, W, yy, { stroke: C.teal, strokeOpacity: 0.08 + k * 0.015, strokeWidth: 1.2 }));
  }
  // network of nodes above the horizon
  let s = seed;
  const rnd = () => (s = (s * 9301 + 49297) % 233280) / 233280;
  // jittered 8x3 lattice so the network spreads evenly across the sky
  const nodes = range(24).map((i) => [
    110 + (i % 8) * 197 + (rnd() - 0.5) * 120,
    70 + Math.floor(i / 8) * 125 + (rnd() - 0.5) * 80,
  ]);
  const links = [];
  nodes.forEach((a, i) => {
    const near = nodes
      .map((b, j) => [j, Math.hypot(a[0] - b[0], a[1] - b[1])])
      .filter(([j]) => j > i)
      .sort((p, q) => p[1] - q[1])
      .slice(0, 2);
    near.forEach(([j]) =>
      links.push(
        line(a[0], a[1], nodes[j][0], nodes[j][1], { stroke: C.teal, strokeOpacity: 0.3, strokeWidth: 1.5 }),
      ),
    );
  });
  svg(file, {
    w: W,
    h: H,
    title,
    desc,
    defs:
      lin(
        `${id}-bg`,
        [
          [0, C.navy900],
          [0.55, C.navy800],
          [1, C.navy700],
        ],
        0.4,
        1,
      ) +
      rad(
        `${id}-glow`,
        [
          [0, C.teal, 0.35],
          [1, C.teal, 0],
        ],
        { cx: 0.5, cy: 0.5, r: 0.5 },
      ) +
      rad(
        `${id}-node`,
        [
          [0, C.white, 1],
          [0.35, C.teal, 0.9],
          [1, C.teal, 0],
        ],
        { cx: 0.5, cy: 0.5, r: 0.5 },
      ),
    body:
      rect(0, 0, W, H, { fill: `url(#${id}-bg)` }) +
      ellipse(1060, hz, 620, 300, { fill: `url(#${id}-glow)` }) +
      floor.join('') +
      line(0, hz, W, hz, { stroke: C.teal, strokeOpacity: 0.45, strokeWidth: 1.5 }) +
      links.join('') +
      nodes
        .map(
          ([cx, cy], i) =>
            circle(cx, cy, i % 4 === 0 ? 14 : 9, { fill: `url(#${id}-node)` }) +
            circle(cx, cy, 2.6, { fill: i % 7 === 3 ? C.amber : C.white }),
        )
        .join('') +
      circle(1060, hz, 120, { fill: 'none', stroke: C.teal, strokeOpacity: 0.25, strokeWidth: 2 }) +
      circle(1060, hz, 200, { fill: 'none', stroke: C.teal, strokeOpacity: 0.14, strokeWidth: 2 }) +
      circle(1060, hz, 300, { fill: 'none', stroke: C.teal, strokeOpacity: 0.08, strokeWidth: 2 }),
  });
}

// ---------------------------------------------------------------------------------------------
// Reliability slides: a scene drawn in a 700x560 frame, placed for desktop (1600x700) or mobile (750x1000)
const SCENES = [
  {
    title: 'N+1 redundant power modules',
    text: 'If a module goes offline, the others carry the load. No single point of failure.',
    draw: (id) => {
      const mod = (i, fail) =>
        g(
          {},
          rect(180, 90 + i * 78, 340, 62, {
            rx: 8,
            fill: fail ? '#3a2f22' : C.navy700,
            stroke: fail ? C.amber : C.teal,
            strokeWidth: 2,
          }),
          ...range(6).map((k) => rect(200 + k * 22, 104 + i * 78, 12, 34, { rx: 3, fill: C.navy900 })),
          rect(350, 112 + i * 78, 100, 8, { rx: 4, fill: fail ? C.amber : C.teal, opacity: 0.9 }),
          rect(350, 128 + i * 78, fail ? 20 : 72 + (i % 2) * 14, 6, { rx: 3, fill: C.white, opacity: 0.5 }),
          circle(490, 121 + i * 78, 8, { fill: fail ? C.amber : C.teal }),
          text(540, 127 + i * 78, fail ? 'STANDBY / SERVICE' : 'ACTIVE', {
            fontSize: 15,
            fontWeight: 700,
            fill: fail ? C.amber : C.teal,
            letterSpacing: 1,
          }),
        );
      return (
        path('M120 80 V440 M120 121 H180 M120 199 H180 M120 277 H180 M120 355 H180', {
          stroke: C.teal,
          strokeWidth: 4,
          fill: 'none',
          opacity: 0.6,
        }) +
        range(4)
          .map((i) => mod(i, i === 2))
          .join('') +
        text(60, 480, 'LOAD: 100% SUPPLIED', {
          fontSize: 16,
          fontWeight: 700,
          fill: C.white,
          letterSpacing: 1.5,
        }) +
        rect(60, 494, 560, 10, { rx: 5, fill: C.navy900 }) +
        rect(60, 494, 560, 10, { rx: 5, fill: `url(#${id}-bar)` })
      );
    },
    defs: (id) =>
      lin(
        `${id}-bar`,
        [
          [0, C.teal2],
          [1, C.teal],
        ],
        1,
        0,
      ),
  },
  {
    title: 'Thermal design built for the field',
    text: 'Wide-bandgap semiconductors and engineered airflow keep components cool at full power.',
    draw: (id) =>
      rect(150, 170, 400, 90, { rx: 8, fill: C.navy700, stroke: C.teal, strokeWidth: 2 }) +
      rect(230, 190, 240, 50, { rx: 6, fill: C.navy900 }) +
      text(350, 222, 'SiC MODULE', {
        fontSize: 16,
        fontWeight: 700,
        fill: C.teal,
        textAnchor: 'middle',
        letterSpacing: 2,
      }) +
      range(13)
        .map((i) => rect(160 + i * 30, 260, 16, 170, { rx: 3, fill: `url(#${id}-fin)` }))
        .join('') +
      rect(150, 426, 400, 12, { rx: 4, fill: C.steel3 }) +
      range(4)
        .map((i) =>
          path(`M60 ${290 + i * 36} H${560 + (i % 2) * 10} m-14 -10 l14 10 l-14 10`, {
            fill: 'none',
            stroke: C.teal,
            strokeWidth: 3,
            strokeDasharray: i % 2 ? '10 10' : '18 8',
            opacity: 0.45 + i * 0.12,
            strokeLinecap: 'round',
            strokeLinejoin: 'round',
          }),
        )
        .join('') +
      text(60, 480, 'AIRFLOW', { fontSize: 16, fontWeight: 700, fill: C.teal, letterSpacing: 1.5 }) +
      range(3)
        .map((i) =>
          path(`M${230 + i * 120} 150 c -16 -22 16 -34 0 -58 m0 0 l-8 10 m8 -10 l8 10`, {
            fill: 'none',
            stroke: C.amber,
            strokeWidth: 3,
            strokeLinecap: 'round',
            strokeLinejoin: 'round',
            opacity: 0.85,
          }),
        )
        .join('') +
      g(
        {},
        rect(590, 160, 30, 280, { rx: 15, fill: C.navy900, stroke: C.steel3, strokeWidth: 2 }),
        rect(598, 260, 14, 172, { rx: 7, fill: `url(#${id}-temp)` }),
        text(620, 480, '-40 °C to +50 °C', {
          fontSize: 16,
          fontWeight: 700,
          fill: C.white,
          textAnchor: 'end',
        }),
      ),
    defs: (id) =>
      lin(`${id}-fin`, [
        [0, C.steel2],
        [1, C.navy600],
      ]) +
      lin(`${id}-temp`, [
        [0, C.amber],
        [1, C.teal],
      ]),
  },
  {
    title: 'Field-serviceable by design',
    text: 'Hot-swappable power modules slide out from the front in minutes, without shutting the site down.',
    draw: () =>
      rect(140, 80, 300, 420, { rx: 10, fill: C.navy700, stroke: C.teal, strokeWidth: 2 }) +
      range(5)
        .map((i) =>
          i === 2
            ? rect(160, 104 + i * 76, 260, 60, {
                rx: 6,
                fill: C.navy900,
                stroke: C.teal,
                strokeWidth: 1.5,
                strokeDasharray: '6 6',
              })
            : rect(160, 104 + i * 76, 260, 60, { rx: 6, fill: C.navy800 }) +
              range(8)
                .map((k) => rect(176 + k * 22, 116 + i * 76, 12, 36, { rx: 3, fill: C.navy900 }))
                .join('') +
              circle(400, 134 + i * 76, 6, { fill: C.teal }),
        )
        .join('') +
      g(
        { transform: 'translate(300 230) rotate(-8)' },
        rect(180, 18, 260, 60, { rx: 6, fill: C.steel, stroke: C.navy900, strokeWidth: 2 }),
        ...range(8).map((k) => rect(196 + k * 22, 30, 12, 36, { rx: 3, fill: C.steel3 })),
        rect(410, 32, 14, 32, { rx: 4, fill: C.amber }),
      ) +
      path('M450 300 H540 m-16 -12 l16 12 l-16 12', {
        fill: 'none',
        stroke: C.teal,
        strokeWidth: 5,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      }) +
      g(
        {
          transform: 'translate(560 110) rotate(40)',
          fill: 'none',
          stroke: C.white,
          strokeWidth: 10,
          strokeLinecap: 'round',
        },
        path('M0 0 V120'),
        path('M-22 -8 a24 24 0 1 0 44 0 l-10 12 h-24 z', { fill: C.white, strokeWidth: 0 }),
      ) +
      text(140, 540, 'SWAP TIME: MINUTES', {
        fontSize: 16,
        fontWeight: 700,
        fill: C.teal,
        letterSpacing: 1.5,
      }),
  },
  {
    title: 'IP65-rated outdoor enclosure',
    text: 'Dust-tight and protected against water jets, ready for parking lots, rooftops and remote sites.',
    draw: () =>
      range(36)
        .map((i) => {
          const x = 90 + ((i * 97) % 560),
            y = 30 + ((i * 53) % 150);
          return line(x, y, x - 8, y + 22, {
            stroke: C.teal,
            strokeWidth: 3,
            strokeLinecap: 'round',
            opacity: 0.3 + (i % 3) * 0.15,
          });
        })
        .join('') +
      box(220, 180, 220, 300, 80, { front: C.steel, side: C.steel2, top: '#f8fafc', stroke: C.navy900 }) +
      rect(220, 180, 220, 44, { fill: C.navy800 }) +
      text(236, 208, 'POWER ROUTER', { fontSize: 14, fontWeight: 700, fill: C.white, letterSpacing: 1 }) +
      rect(244, 246, 172, 18, { rx: 4, fill: C.steel2 }) +
      rect(244, 274, 172, 18, { rx: 4, fill: C.steel2 }) +
      rect(244, 330, 172, 120, { rx: 6, fill: C.navy700 }) +
      range(4)
        .map((i) =>
          circle(280 + (i % 2) * 100, 366 + Math.floor(i / 2) * 52, 14, {
            fill: C.navy900,
            stroke: C.steel3,
            strokeWidth: 2,
          }),
        )
        .join('') +
      g(
        { transform: 'translate(530 250)' },
        path('M0 -70 L62 -46 V10 C62 52 30 78 0 92 C-30 78 -62 52 -62 10 V-46 Z', {
          fill: C.teal2,
          stroke: C.teal,
          strokeWidth: 3,
        }),
        text(0, 14, 'IP65', { fontSize: 32, fontWeight: 800, fill: C.white, textAnchor: 'middle' }),
      ) +
      rect(120, 480, 460, 4, { rx: 2, fill: C.teal, opacity: 0.5 }),
  },
];

function reliability(n) {
  const sc = SCENES[n - 1];
  const id = `rel${n}`;
  const bg = () =>
    lin(
      `${id}-bg`,
      [
        [0, C.navy900],
        [1, C.navy700],
      ],
      1,
      1,
    ) +
    rad(`${id}-gl`, [
      [0, C.teal, 0.22],
      [1, C.teal, 0],
    ]) +
    (sc.defs ? sc.defs(id) : '');
  const caption = (x, y, size, maxW) => {
    // naive word wrap for the description
    const words = sc.text.split(' ');
    const lines = [];
    let cur = '';
    const cw = size * 0.52;
    for (const w of words) {
      if ((cur + ' ' + w).trim().length * cw > maxW) {
        lines.push(cur.trim());
        cur = w;
      } else cur += ' ' + w;
    }
    lines.push(cur.trim());
    return (
      text(x, y - size * 2.6, `0${n} / 04`, {
        fontSize: size * 0.7,
        fontWeight: 700,
        fill: C.teal,
        letterSpacing: 3,
      }) +
      rect(x, y - size * 1.9, 48, 4, { rx: 2, fill: C.amber }) +
      text(x, y, sc.title, { fontSize: size * 1.6, fontWeight: 800, fill: C.white }) +
      lines
        .map((l, i) => text(x, y + size * 1.9 + i * size * 1.45, l, { fontSize: size, fill: C.steel2 }))
        .join('')
    );
  };
  svg(`reliability-${n}-desktop.svg`, {
    w: 1600,
    h: 700,
    title: `${sc.title}`,
    desc: sc.text,
    defs: bg(),
    body:
      rect(0, 0, 1600, 700, { fill: `url(#${id}-bg)` }) +
      path(
        range(21)
          .map((i) => `M${i * 80} 0V700`)
          .join('') +
          range(9)
            .map((i) => `M0 ${i * 80 + 30}H1600`)
            .join(''),
        { stroke: C.white, strokeOpacity: 0.04 },
      ) +
      ellipse(1120, 350, 520, 330, { fill: `url(#${id}-gl)` }) +
      g({ transform: 'translate(780 70)' }, sc.draw(id)) +
      caption(120, 330, 26, 660),
  });
  svg(`reliability-${n}-mobile.svg`, {
    w: 750,
    h: 1000,
    title: `${sc.title}`,
    desc: sc.text,
    defs: bg(),
    body:
      rect(0, 0, 750, 1000, { fill: `url(#${id}-bg)` }) +
      path(
        range(10)
          .map((i) => `M${i * 80 + 15} 0V1000`)
          .join('') +
          range(13)
            .map((i) => `M0 ${i * 80}H750`)
            .join(''),
        { stroke: C.white, strokeOpacity: 0.04 },
      ) +
      ellipse(375, 330, 380, 300, { fill: `url(#${id}-gl)` }) +
      g({ transform: 'translate(35 40) scale(0.97)' }, sc.draw(id)) +
      caption(56, 740, 26, 660),
  });
}

// ---------------------------------------------------------------------------------------------
// Feature icons (120x120 badges)
const ICON = {
  fill: 'none',
  stroke: C.teal,
  strokeWidth: 5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
};
const FEATURES = [
  [
    'Up to 98% efficiency',
    g(
      ICON,
      path('M28 78 A34 34 0 1 1 92 78'),
      path('M60 74 L82 50', { stroke: C.amber }),
      circle(60, 74, 5, { fill: C.amber, stroke: 'none' }),
    ) + text(60, 100, '98%', { fontSize: 16, fontWeight: 800, fill: C.white, textAnchor: 'middle' }),
  ],
  [
    'Up to 50% lower installation cost',
    g(
      ICON,
      circle(52, 56, 24),
      path('M60 46 c-4-5-18-5-18 3 s18 4 18 12 s-14 8-18 3 M52 40 v4 M52 68 v4', { strokeWidth: 4 }),
      path('M88 40 V84 M78 74 l10 10 l10-10', { stroke: C.amber }),
    ),
  ],
  [
    'Up to 70% lower utility bills',
    g(
      ICON,
      path('M34 24 H76 L88 36 V96 H34 Z'),
      path('M44 48 H64 M44 60 H78', { strokeWidth: 4, strokeOpacity: 0.6 }),
      path('M44 72 L56 80 L66 76 L80 88', { stroke: C.amber, strokeWidth: 4 }),
    ),
  ],
  [
    'Cloud commissioning in under 2 hours',
    g(
      ICON,
      path('M36 80 H84 a16 16 0 0 0 0 -32 a22 22 0 0 0 -42 -4 a18 18 0 0 0 -6 36 Z'),
      path('M50 64 l8 8 l16 -16', { stroke: C.amber }),
    ),
  ],
  [
    'Bidirectional, V2G ready',
    g(
      ICON,
      path('M26 76 V62 l8 -16 H78 l10 16 V76 Z'),
      circle(40, 78, 7, { fill: C.navy800 }),
      circle(76, 78, 7, { fill: C.navy800 }),
      path('M34 32 H84 l-8 -7 M86 98 H36 l8 7', { stroke: C.amber, strokeWidth: 4 }),
    ),
  ],
  [
    'Galvanic isolation',
    g(
      ICON,
      path('M34 30 c14 0 14 12 0 12 c14 0 14 12 0 12 c14 0 14 12 0 12 c14 0 14 12 0 12'),
      path('M86 30 c-14 0 -14 12 0 12 c-14 0 -14 12 0 12 c-14 0 -14 12 0 12 c-14 0 -14 12 0 12'),
      path('M60 24 V96', { stroke: C.amber, strokeDasharray: '6 7' }),
    ),
  ],
  [
    'Modular, programmable ports',
    g(
      ICON,
      rect(28, 28, 28, 28, { rx: 5 }),
      rect(64, 28, 28, 28, { rx: 5 }),
      rect(28, 64, 28, 28, { rx: 5 }),
      rect(64, 64, 28, 28, { rx: 5, stroke: C.amber }),
      path('M42 40 v4 M78 40 v4 M42 76 v4', { strokeWidth: 6 }),
      path('M72 78 h12 M78 72 v12', { stroke: C.amber, strokeWidth: 4 }),
    ),
  ],
];
function featureIcons() {
  FEATURES.forEach(([title, body], i) => {
    svg(`feature-${i + 1}.svg`, {
      w: 120,
      h: 120,
      title,
      body:
        circle(60, 60, 58, { fill: C.navy800 }) +
        circle(60, 60, 58, { fill: 'none', stroke: C.teal, strokeOpacity: 0.35, strokeWidth: 2 }) +
        body,
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Side-by-side block illustrations (800x600 navy cards with rounded corners)
function card(name, title, inner, extraDefs = '') {
  const id = `blk-${name}`;
  svg(`blocks/${name}.svg`, {
    w: 800,
    h: 600,
    title,
    defs:
      lin(
        `${id}-bg`,
        [
          [0, C.navy900],
          [1, C.navy700],
        ],
        1,
        1,
      ) +
      rad(`${id}-gl`, [
        [0, C.teal, 0.25],
        [1, C.teal, 0],
      ]) +
      extraDefs,
    body:
      rect(0, 0, 800, 600, { rx: 28, fill: `url(#${id}-bg)` }) +
      path(
        range(9)
          .map((i) => `M${i * 100 + 50} 20V580`)
          .join('') +
          range(6)
            .map((i) => `M20 ${i * 100 + 50}H780`)
            .join(''),
        { stroke: C.white, strokeOpacity: 0.04 },
      ) +
      ellipse(400, 300, 330, 240, { fill: `url(#${id}-gl)` }) +
      inner,
  });
}
const node = (cx, cy, label, { r = 46, color = C.teal, icon = '' } = {}) =>
  g(
    {},
    circle(cx, cy, r, { fill: C.navy800, stroke: color, strokeWidth: 3 }),
    icon,
    label
      ? text(cx, cy + r + 26, label, {
          fontSize: 17,
          fontWeight: 700,
          fill: C.white,
          textAnchor: 'middle',
          letterSpacing: 1,
        })
      : '',
  );
const routerChip = (cx, cy, s = 1, label = 'POWER ROUTER') =>
  g(
    { transform: `translate(${cx} ${cy}) scale(${s})` },
    rect(-70, -70, 140, 140, { rx: 18, fill: C.navy800, stroke: C.teal, strokeWidth: 3 }),
    omegaMark(-30, -46, 1.25, { tile: null, stroke: C.white, boltColor: C.teal }),
    text(0, 50, label, {
      fontSize: 12,
      fontWeight: 700,
      fill: C.teal,
      textAnchor: 'middle',
      letterSpacing: 1.2,
    }),
  );
const flowLine = (d, color = C.teal, dash = '2 12') =>
  path(d, { fill: 'none', stroke: color, strokeWidth: 4, strokeLinecap: 'round', strokeDasharray: dash }) +
  path(d, { fill: 'none', stroke: color, strokeOpacity: 0.25, strokeWidth: 4 });
// Small pictograms (centred on 0,0, about 50 px)
const pic = {
  sun: (x, y) =>
    g(
      {
        transform: `translate(${x} ${y})`,
        fill: 'none',
        stroke: C.amber,
        strokeWidth: 4,
        strokeLinecap: 'round',
      },
      circle(0, 0, 11),
      path(
        range(8)
          .map((i) => {
            const a = (i * Math.PI) / 4;
            return `M${r1(Math.cos(a) * 18)} ${r1(Math.sin(a) * 18)}L${r1(Math.cos(a) * 24)} ${r1(Math.sin(a) * 24)}`;
          })
          .join(''),
      ),
    ),
  battery: (x, y) =>
    g(
      {
        transform: `translate(${x} ${y})`,
        fill: 'none',
        stroke: C.teal,
        strokeWidth: 4,
        strokeLinejoin: 'round',
      },
      rect(-22, -13, 40, 26, { rx: 4 }),
      path('M20 -5 h4 v10 h-4'),
      rect(-16, -7, 20, 14, { fill: C.teal, stroke: 'none' }),
    ),
  car: (x, y, col = C.teal) =>
    g(
      {
        transform: `translate(${x} ${y})`,
        fill: 'none',
        stroke: col,
        strokeWidth: 4,
        strokeLinejoin: 'round',
      },
      path('M-24 8 V-2 l6 -12 H16 l8 12 V8 Z'),
      circle(-13, 10, 5, { fill: C.navy800 }),
      circle(13, 10, 5, { fill: C.navy800 }),
    ),
  building: (x, y) =>
    g(
      {
        transform: `translate(${x} ${y})`,
        fill: 'none',
        stroke: C.teal,
        strokeWidth: 4,
        strokeLinejoin: 'round',
      },
      rect(-18, -24, 36, 48, { rx: 2 }),
      path('M-8 -12h4M4 -12h4M-8 0h4M4 0h4M-8 12h4M4 12h4', { strokeWidth: 3 }),
    ),
  grid: (x, y) =>
    g(
      {
        transform: `translate(${x} ${y})`,
        fill: 'none',
        stroke: C.white,
        strokeWidth: 3.5,
        strokeLinejoin: 'round',
        strokeLinecap: 'round',
      },
      path('M-14 26 L0 -24 L14 26 M-9 8 H9 M-5 -8 H5 M-20 -12 H20 M-20 -12 v6 M20 -12 v6'),
    ),
  rack: (x, y) =>
    g(
      { transform: `translate(${x} ${y})`, fill: 'none', stroke: C.teal, strokeWidth: 4 },
      rect(-18, -26, 36, 52, { rx: 3 }),
      path('M-10 -14h20M-10 -4h20M-10 6h20M-10 16h20', { strokeWidth: 3 }),
    ),
  heat: (x, y) =>
    g(
      {
        transform: `translate(${x} ${y})`,
        fill: 'none',
        stroke: C.amber,
        strokeWidth: 4,
        strokeLinecap: 'round',
      },
      path('M-10 18 c-8 -10 8 -16 0 -30 M4 18 c-8 -10 8 -16 0 -30 M18 18 c-8 -10 8 -16 0 -30'),
    ),
};

function blocks() {
  const PORT_PICS = [pic.sun, pic.battery, pic.car, pic.building, pic.rack];
  card(
    'distributed-energy',
    'Distributed energy: solar, storage, vehicles and buildings connected through one Power Router',
    flowLine('M170 150 C260 150 290 240 330 270') +
      flowLine('M170 450 C260 450 290 360 330 330', C.amber) +
      flowLine('M630 150 C540 150 510 240 470 270') +
      flowLine('M630 450 C540 450 510 360 470 330') +
      node(170, 150, 'SOLAR', { icon: pic.sun(170, 150) }) +
      node(170, 450, 'STORAGE', { icon: pic.battery(170, 450) }) +
      node(630, 150, 'BUILDING', { icon: pic.building(630, 150) }) +
      node(630, 450, 'EV FLEET', { icon: pic.car(630, 450) }) +
      routerChip(400, 300),
  );
  card(
    'deploy-faster',
    'Deploy faster: one pre-engineered cabinet, commissioned from the cloud in under two hours',
    g(
      {},
      circle(250, 300, 150, { fill: C.navy800, stroke: C.teal, strokeOpacity: 0.35, strokeWidth: 3 }),
      path('M250 300 m0 -130 a130 130 0 1 1 -112.6 65', {
        fill: 'none',
        stroke: C.teal,
        strokeWidth: 14,
        strokeLinecap: 'round',
      }),
      rect(232, 126, 36, 16, { rx: 4, fill: C.teal }),
      path('M250 300 L250 210 M250 300 L305 330', {
        stroke: C.white,
        strokeWidth: 8,
        strokeLinecap: 'round',
      }),
      circle(250, 300, 10, { fill: C.amber }),
      text(250, 520, '< 2 HOURS', {
        fontSize: 24,
        fontWeight: 800,
        fill: C.white,
        textAnchor: 'middle',
        letterSpacing: 1.5,
      }),
    ) +
      ['Site survey', 'Set cabinet', 'Connect ports', 'Cloud commissioning']
        .map((t, i) =>
          g(
            {},
            circle(470, 190 + i * 76, 18, {
              fill: i < 3 ? C.teal : C.navy800,
              stroke: C.teal,
              strokeWidth: 3,
            }),
            path(`M461 ${190 + i * 76} l6 7 l12 -13`, {
              fill: 'none',
              stroke: i < 3 ? C.navy900 : C.teal,
              strokeWidth: 4,
              strokeLinecap: 'round',
              strokeLinejoin: 'round',
            }),
            text(504, 197 + i * 76, t, { fontSize: 21, fontWeight: 600, fill: C.white }),
          ),
        )
        .join('') +
      path('M470 208 V248 M470 284 V324 M470 360 V400', {
        stroke: C.teal,
        strokeWidth: 3,
        strokeDasharray: '4 6',
      }),
  );
  const kw = [60, 42, 75, 30, 52, 68, 24, 46];
  card(
    'dynamic-power-sharing',
    'Dynamic power sharing: one Power Router balances power across up to 8 vehicles',
    routerChip(400, 120, 0.8) +
      path('M400 176 V220 M90 220 H710', { stroke: C.teal, strokeWidth: 4, opacity: 0.6 }) +
      kw
        .map((k, i) => {
          const x = 120 + i * 80;
          return (
            path(`M${x} 220 V260`, { stroke: C.teal, strokeWidth: 3, opacity: 0.6 }) +
            rect(x - 16, 270, 32, 170, { rx: 6, fill: C.navy900, stroke: C.navy600, strokeWidth: 2 }) +
            rect(x - 10, 434 - (k / 80) * 158, 20, (k / 80) * 158, {
              rx: 4,
              fill: i === 2 ? C.amber : C.teal,
            }) +
            text(x, 464, `${k} kW`, { fontSize: 14, fontWeight: 700, fill: C.steel2, textAnchor: 'middle' }) +
            pic.car(x, 512, i === 2 ? C.amber : C.teal)
          );
        })
        .join(''),
  );
  card(
    'grid-services',
    'Grid services: vehicle-to-grid, virtual power plant and demand response',
    pic.grid(400, 150).replace('translate(400 150)', 'translate(400 150) scale(2.4)') +
      path('M400 230 V270', { stroke: C.white, strokeWidth: 3, opacity: 0.4 }) +
      routerChip(400, 340, 0.7) +
      flowLine('M345 340 H200', C.teal) +
      flowLine('M455 340 H600', C.amber) +
      node(160, 340, '', { r: 40, icon: pic.car(160, 340) }) +
      node(640, 340, '', { r: 40, icon: pic.battery(640, 340) }) +
      ['V2G', 'VPP', 'DEMAND RESPONSE']
        .map((t, i) => {
          const w = t.length * 13 + 36;
          const x = [180, 330, 480][i];
          return (
            rect(x, 470, w, 44, { rx: 22, fill: 'none', stroke: C.teal, strokeWidth: 2 }) +
            text(x + w / 2, 499, t, {
              fontSize: 18,
              fontWeight: 700,
              fill: C.white,
              textAnchor: 'middle',
              letterSpacing: 1,
            })
          );
        })
        .join(''),
  );
  card(
    'simple-scalable-microgrids',
    'Simple, scalable microgrids: add Power Routers as the site grows',
    [1, 2, 4]
      .map((n, k) => {
        const x0 = 120 + k * 220;
        return (
          range(n)
            .map(
              (i) =>
                rect(x0 + (i % 2) * 70, 380 - Math.floor(i / 2) * 80 - 70, 62, 70, {
                  rx: 8,
                  fill: C.navy800,
                  stroke: C.teal,
                  strokeWidth: 3,
                }) +
                rect(x0 + (i % 2) * 70 + 12, 380 - Math.floor(i / 2) * 80 - 56, 38, 5, {
                  rx: 2,
                  fill: C.teal,
                }),
            )
            .join('') +
          text(x0 + 66, 430, `${n * 200} kVA`, {
            fontSize: 20,
            fontWeight: 800,
            fill: C.white,
            textAnchor: 'middle',
          }) +
          text(x0 + 66, 456, ['PILOT', 'EXPAND', 'CAMPUS'][k], {
            fontSize: 14,
            fontWeight: 700,
            fill: C.teal,
            textAnchor: 'middle',
            letterSpacing: 1.5,
          })
        );
      })
      .join('') +
      path('M270 320 H320 m-12 -10 l12 10 l-12 10 M490 320 H540 m-12 -10 l12 10 l-12 10', {
        fill: 'none',
        stroke: C.amber,
        strokeWidth: 4,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      }) +
      path('M100 480 H700', { stroke: C.teal, strokeWidth: 2, opacity: 0.4 }),
  );
  card(
    'future-proof-infrastructure',
    'Future-proof infrastructure: spare software-defined ports ready for tomorrow’s loads',
    rect(170, 120, 460, 300, { rx: 18, fill: C.navy800, stroke: C.teal, strokeWidth: 3 }) +
      omegaMark(196, 142, 1, { tile: null, stroke: C.white, boltColor: C.teal }) +
      text(258, 176, 'POWER ROUTER', { fontSize: 18, fontWeight: 700, fill: C.white, letterSpacing: 1.5 }) +
      range(8)
        .map((i) => {
          const x = 210 + (i % 4) * 100,
            y = 230 + Math.floor(i / 4) * 96;
          const used = i < 5;
          return (
            rect(x, y, 80, 70, {
              rx: 10,
              fill: used ? C.navy700 : 'none',
              stroke: used ? C.teal : C.steel3,
              strokeWidth: 2.5,
              strokeDasharray: used ? undefined : '7 6',
            }) +
            (used
              ? PORT_PICS[i](x + 40, y + 35)
              : text(x + 40, y + 42, '+', {
                  fontSize: 30,
                  fontWeight: 300,
                  fill: C.steel3,
                  textAnchor: 'middle',
                }))
          );
        })
        .join('') +
      text(400, 480, 'Add loads and sources in software, not with new switchgear', {
        fontSize: 19,
        fill: C.steel2,
        textAnchor: 'middle',
      }),
  );
  card(
    'simplified-permitting',
    'Simplified utility permitting: a single listed interconnection point',
    g(
      {},
      rect(200, 90, 300, 390, { rx: 14, fill: C.steel }),
      rect(200, 90, 300, 64, { rx: 14, fill: C.navy700 }),
      rect(200, 130, 300, 24, { fill: C.navy700 }),
      text(224, 132, 'INTERCONNECTION', { fontSize: 20, fontWeight: 800, fill: C.white, letterSpacing: 1 }),
      ...range(6).map((i) => rect(228, 186 + i * 36, i % 3 === 2 ? 150 : 230, 12, { rx: 6, fill: C.steel2 })),
      path('M228 420 h120', { stroke: C.navy700, strokeWidth: 3 }),
    ) +
      g(
        { transform: 'translate(500 390) rotate(-12)' },
        circle(0, 0, 78, { fill: C.navy800, stroke: C.teal, strokeWidth: 5 }),
        circle(0, 0, 64, { fill: 'none', stroke: C.teal, strokeWidth: 2, strokeDasharray: '4 5' }),
        path('M-28 2 l18 18 l38 -40', {
          fill: 'none',
          stroke: C.teal,
          strokeWidth: 10,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        }),
      ) +
      text(400, 536, 'One point of common coupling · designed to meet UL 1741 SB and IEEE 1547', {
        fontSize: 17,
        fill: C.steel2,
        textAnchor: 'middle',
      }),
  );
  const bars = [100, 92, 70, 52, 38, 30];
  card(
    'lower-energy-costs',
    'Lower energy costs: up to 70% lower utility bills with solar, storage and smart load control',
    bars
      .map((b, i) =>
        rect(140 + i * 82, 460 - b * 3, 56, b * 3, {
          rx: 8,
          fill: i < 2 ? C.navy600 : C.teal,
          opacity: i < 2 ? 1 : 0.9,
        }),
      )
      .join('') +
      path('M120 460 H640', { stroke: C.steel3, strokeWidth: 3 }) +
      path('M168 150 L250 170 L332 230 L414 290 L496 334 L578 360', {
        fill: 'none',
        stroke: C.amber,
        strokeWidth: 5,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        strokeDasharray: '1 12',
      }) +
      text(660, 210, '-70%', { fontSize: 56, fontWeight: 800, fill: C.amber, textAnchor: 'end' }) +
      text(660, 240, 'utility bill (up to)', { fontSize: 17, fill: C.steel2, textAnchor: 'end' }) +
      pic.sun(640, 110) +
      text(140, 500, 'BEFORE', { fontSize: 14, fontWeight: 700, fill: C.steel3, letterSpacing: 1.5 }) +
      text(556, 500, 'WITH OHMSTEAD', { fontSize: 14, fontWeight: 700, fill: C.teal, letterSpacing: 1.5 }),
  );
  const pins = [
    [190, 250],
    [300, 190],
    [330, 330],
    [470, 220],
    [560, 300],
    [620, 180],
    [430, 400],
    [250, 420],
  ];
  card(
    'anywhere-everywhere',
    'Anywhere, everywhere: rugged IP65 Power Routers for rooftops, depots and remote sites',
    range(7)
      .map((i) => ellipse(400, 300, 300, 300 - i * 0, { fill: 'none' }))
      .join('') +
      circle(400, 300, 230, { fill: C.navy800, stroke: C.teal, strokeOpacity: 0.5, strokeWidth: 2 }) +
      [60, 120, 180]
        .map((rx) =>
          ellipse(400, 300, rx, 230, { fill: 'none', stroke: C.teal, strokeOpacity: 0.2, strokeWidth: 2 }),
        )
        .join('') +
      [-150, -75, 0, 75, 150]
        .map((dy) => {
          const hw = Math.sqrt(230 * 230 - dy * dy);
          return line(400 - hw, 300 + dy, 400 + hw, 300 + dy, {
            stroke: C.teal,
            strokeOpacity: 0.2,
            strokeWidth: 2,
          });
        })
        .join('') +
      pins
        .map(
          ([x, y], i) =>
            path(`M${x} ${y} c-14 -16 -20 -24 -20 -34 a20 20 0 0 1 40 0 c0 10 -6 18 -20 34z`, {
              fill: i % 3 === 1 ? C.amber : C.teal,
            }) + circle(x, y - 34, 7, { fill: C.navy900 }),
        )
        .join('') +
      rect(310, 500, 180, 40, { rx: 20, fill: C.teal2 }) +
      text(400, 527, 'IP65 OUTDOOR', {
        fontSize: 17,
        fontWeight: 800,
        fill: C.white,
        textAnchor: 'middle',
        letterSpacing: 1.5,
      }),
  );
  card(
    'vision',
    'Our vision: a simpler, smarter and cleaner grid built on solid-state power',
    range(6)
      .map((i) =>
        path(`M${400 - 80 - i * 45} 380 A${80 + i * 45} ${80 + i * 45} 0 0 1 ${400 + 80 + i * 45} 380`, {
          fill: 'none',
          stroke: i === 0 ? C.amber : C.teal,
          strokeWidth: i === 0 ? 6 : 3,
          strokeOpacity: i === 0 ? 1 : 0.55 - i * 0.08,
        }),
      )
      .join('') +
      circle(400, 380, 52, { fill: C.amber }) +
      rect(60, 380, 680, 180, { fill: C.navy900, opacity: 0.55 }) +
      path('M60 380 H740', { stroke: C.teal, strokeWidth: 3 }) +
      range(9)
        .map((i) =>
          line(400 + (i - 4) * 40, 380, 400 + (i - 4) * 170, 560, {
            stroke: C.teal,
            strokeOpacity: 0.25,
            strokeWidth: 2,
          }),
        )
        .join('') +
      [420, 460, 520]
        .map((y) => line(60, y, 740, y, { stroke: C.teal, strokeOpacity: 0.18, strokeWidth: 2 }))
        .join('') +
      [
        [150, 330],
        [250, 300],
        [550, 300],
        [650, 330],
      ]
        .map(
          ([x, y]) =>
            circle(x, y, 8, { fill: C.teal }) +
            circle(x, y, 18, { fill: 'none', stroke: C.teal, strokeOpacity: 0.4, strokeWidth: 2 }),
        )
        .join(''),
  );
  card(
    'difference',
    'The Ohmstead difference: one solid-state Power Router replaces a room of conventional equipment',
    text(190, 92, 'CONVENTIONAL', {
      fontSize: 16,
      fontWeight: 700,
      fill: C.steel3,
      textAnchor: 'middle',
      letterSpacing: 1.5,
    }) +
      [
        [90, 130, 90, 110],
        [200, 130, 90, 70],
        [90, 270, 60, 70],
        [165, 230, 125, 110],
        [90, 370, 200, 90],
      ]
        .map(([x, y, w, h]) => rect(x, y, w, h, { rx: 6, fill: C.navy700, stroke: C.steel3, strokeWidth: 2 }))
        .join('') +
      path('M180 185 H200 M150 305 H165 M190 340 V370 M245 200 V230', { stroke: C.steel3, strokeWidth: 3 }) +
      text(190, 500, 'Transformer · switchgear · inverters', {
        fontSize: 15,
        fill: C.steel3,
        textAnchor: 'middle',
      }) +
      path('M345 300 H445 m-18 -16 l18 16 l-18 16', {
        fill: 'none',
        stroke: C.amber,
        strokeWidth: 6,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      }) +
      text(590, 92, 'OHMSTEAD', {
        fontSize: 16,
        fontWeight: 700,
        fill: C.teal,
        textAnchor: 'middle',
        letterSpacing: 1.5,
      }) +
      routerChip(590, 300, 1.2) +
      text(590, 500, 'Up to 10x smaller · 10x less copper', {
        fontSize: 15,
        fill: C.teal,
        textAnchor: 'middle',
      }),
  );
}

// ---------------------------------------------------------------------------------------------
// People: friendly illustrated head-and-shoulders portraits (400x400)
const SKIN = {
  light: '#f2d3bd',
  fair: '#eac3a6',
  tan: '#d9a57e',
  olive: '#c99467',
  brown: '#a8714a',
  deep: '#7a4a2e',
};
const PEOPLE = [
  {
    slug: 'maya-chen',
    name: 'Maya Chen',
    skin: SKIN.fair,
    hair: '#1d1a1f',
    style: 'bob',
    top: C.navy700,
    shirt: C.white,
    bg: C.teal100,
    neck: 'blouse',
  },
  {
    slug: 'daniel-okafor',
    name: 'Daniel Okafor',
    skin: SKIN.deep,
    hair: '#151214',
    style: 'short',
    beard: 'full',
    top: '#2b3e52',
    shirt: '#dfe8f1',
    tie: C.teal2,
    bg: '#e3ecf6',
  },
  {
    slug: 'priya-raman',
    name: 'Priya Raman',
    skin: SKIN.brown,
    hair: '#231815',
    style: 'bun',
    top: C.teal2,
    shirt: C.teal2,
    bg: '#fdf1dd',
    neck: 'round',
    earring: C.amber,
  },
  {
    slug: 'marcus-hale',
    name: 'Marcus Hale',
    skin: SKIN.light,
    hair: '#8a6142',
    style: 'side',
    glasses: C.navy800,
    top: '#39424e',
    shirt: C.white,
    tie: C.navy700,
    bg: '#e6eef5',
  },
  {
    slug: 'elena-vasquez',
    name: 'Elena Vasquez',
    skin: SKIN.tan,
    hair: '#4a2a1a',
    style: 'long',
    top: '#7b2d43',
    shirt: '#7b2d43',
    bg: C.teal100,
    neck: 'v',
  },
  {
    slug: 'robert-lindqvist',
    name: 'Robert Lindqvist',
    skin: SKIN.light,
    hair: '#cfd2d6',
    style: 'receding',
    beard: 'short',
    glasses: '#5b6470',
    top: C.navy800,
    shirt: '#eef3f7',
    bg: '#edf1f4',
    neck: 'open',
  },
  {
    slug: 'samuel-adeyemi',
    name: 'Samuel Adeyemi',
    skin: SKIN.brown,
    hair: '#1b1414',
    style: 'shaved',
    glasses: '#1b1414',
    beard: 'goatee',
    top: '#1d4d7c',
    shirt: C.white,
    tie: C.amber,
    bg: '#fdf1dd',
  },
];
function shade(hex, f) {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.max(0, Math.min(255, Math.round(c * f))),
  );
  return '#' + ch.map((c) => c.toString(16).padStart(2, '0')).join('');
}
function portrait(p) {
  const id = `pp-${p.slug}`;
  const skinD = shade(p.skin, 0.86);
  const hair = p.hair;
  const back =
    {
      bob: path(
        'M122 206 C110 120 150 84 202 84 C258 84 294 122 280 206 L286 262 C262 272 240 266 230 250 L172 250 C160 266 138 272 116 262 Z',
        { fill: hair },
      ),
      long: path(
        'M118 200 C104 112 152 80 202 80 C256 80 300 116 284 204 C292 260 300 320 318 352 C280 372 240 350 232 300 L170 300 C160 350 120 372 84 352 C104 318 110 262 118 200 Z',
        { fill: hair },
      ),
      bun:
        circle(200, 86, 34, { fill: hair }) +
        path('M128 196 C122 122 158 96 202 96 C250 96 282 124 274 196 Z', { fill: hair }),
    }[p.style] ?? '';
  const cap = (yl, yr, hairline, a = {}) =>
    path(`M132 ${yl}C130 118 162 92 200 92C238 92 270 118 268 ${yr}${hairline}Z`, { fill: hair, ...a });
  const front = {
    bob: cap(186, 176, 'C252 146 218 130 188 134C168 140 148 160 132 186'),
    long: cap(192, 192, 'C258 150 230 124 204 118C200 122 198 122 196 118C170 124 142 150 132 192'),
    bun: cap(170, 170, 'C252 142 228 128 200 128C172 128 148 142 132 170'),
    short: cap(168, 168, 'C262 146 246 130 230 128C206 122 180 124 166 130C150 138 138 150 132 168'),
    side: cap(176, 176, 'C258 148 244 128 226 122C206 136 172 138 150 130C140 142 134 158 132 176'),
    receding: path(
      'M136 178 C134 150 140 130 150 124 C152 140 150 160 146 178 Z M264 178 C266 150 260 130 250 124 C248 140 250 160 254 178 Z',
      { fill: hair },
    ),
    shaved: path(
      'M139 166C139 120 166 100 200 100C234 100 261 120 261 166C250 136 228 122 200 122C172 122 150 136 139 166Z',
      { fill: hair, opacity: 0.5 },
    ),
  }[p.style];
  const beard =
    {
      full: path(
        'M140 200 C142 262 170 290 200 290 C230 290 258 262 260 200 C254 232 242 246 228 250 C214 242 186 242 172 250 C158 246 146 232 140 200 Z',
        { fill: hair },
      ),
      short: path(
        'M146 212 C150 262 174 284 200 284 C226 284 250 262 254 212 C246 240 232 254 222 256 C212 250 188 250 178 256 C168 254 154 240 146 212 Z',
        { fill: hair },
      ),
      goatee: path(
        'M184 258 C186 276 194 282 200 282 C206 282 214 276 216 258 C210 262 190 262 184 258 Z M182 244 C190 238 210 238 218 244 C210 246 190 246 182 244 Z',
        { fill: hair },
      ),
    }[p.beard] ?? '';
  const neckline = {
    blouse: path('M168 300 L200 346 L232 300 Z', { fill: p.shirt }),
    round: path('M160 304 C176 330 224 330 240 304 Z', { fill: skinD }),
    v: path('M166 300 L200 352 L234 300 Z', { fill: p.skin }),
    open:
      path('M166 300 L200 350 L234 300 Z', { fill: p.shirt }) +
      path('M186 300 L200 326 L214 300 Z', { fill: skinD }),
  }[p.neck];
  const suit = !p.neck || p.tie;
  const glasses = p.glasses
    ? g(
        { fill: 'none', stroke: p.glasses, strokeWidth: 4 },
        rect(154, 178, 38, 28, { rx: 9 }),
        rect(208, 178, 38, 28, { rx: 9 }),
        path('M192 190 C196 186 204 186 208 190 M154 188 L140 184 M246 188 L260 184'),
      )
    : '';
  svg(`people/${p.slug}.svg`, {
    w: 400,
    h: 400,
    title: `Portrait illustration of ${p.name}`,
    defs: lin(`${id}-bg`, [
      [0, p.bg],
      [1, shade(p.bg, 0.92)],
    ]),
    body:
      rect(0, 0, 400, 400, { fill: `url(#${id}-bg)` }) +
      circle(320, 84, 120, { fill: C.white, opacity: 0.35 }) +
      circle(64, 360, 90, { fill: C.white, opacity: 0.25 }) +
      back +
      // shoulders and clothing
      path('M52 400 C56 330 110 300 160 294 L240 294 C290 300 344 330 348 400 Z', { fill: p.top }) +
      (suit
        ? path('M168 294 L200 360 L232 294 Z', { fill: p.shirt }) +
          (p.tie ? path('M192 304 L208 304 L212 360 L200 376 L188 360 Z', { fill: p.tie }) : '') +
          path('M160 294 L200 370 L178 400 L136 400 Z M240 294 L200 370 L222 400 L264 400 Z', {
            fill: shade(p.top, 0.85),
          })
        : '') +
      rect(176, 236, 48, 68, { rx: 18, fill: skinD }) +
      neckline +
      (p.neck === 'blouse'
        ? path('M168 300 L200 346 L186 306 Z M232 300 L200 346 L214 306 Z', { fill: shade(p.shirt, 0.9) })
        : '') +
      // head
      ellipse(138, 196, 12, 18, { fill: skinD }) +
      ellipse(262, 196, 12, 18, { fill: skinD }) +
      path(
        'M138 180 C138 120 166 100 200 100 C234 100 262 120 262 180 C262 240 236 276 200 276 C164 276 138 240 138 180 Z',
        { fill: p.skin },
      ) +
      (p.earring ? circle(136, 220, 5, { fill: p.earring }) + circle(264, 220, 5, { fill: p.earring }) : '') +
      front +
      beard +
      // face
      path('M160 170 C168 163 180 163 188 168 M212 168 C220 163 232 163 240 170', {
        fill: 'none',
        stroke: p.style === 'receding' ? '#9aa0a6' : hair,
        strokeWidth: 4.5,
        strokeLinecap: 'round',
      }) +
      ellipse(174, 192, 5.5, 6.5, { fill: '#1c1a1d' }) +
      ellipse(226, 192, 5.5, 6.5, { fill: '#1c1a1d' }) +
      circle(176, 190, 1.6, { fill: C.white }) +
      circle(228, 190, 1.6, { fill: C.white }) +
      glasses +
      path('M200 200 C198 214 194 222 190 226 C196 230 204 230 208 226', {
        fill: 'none',
        stroke: skinD,
        strokeWidth: 3.5,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      }) +
      (p.beard === 'full' || p.beard === 'short'
        ? path('M180 246 C190 256 210 256 220 246', {
            fill: 'none',
            stroke: '#f4efe9',
            strokeWidth: 4,
            strokeLinecap: 'round',
          })
        : path('M178 242 C188 256 212 256 222 242', {
            fill: 'none',
            stroke: '#8c3f3a',
            strokeWidth: 4,
            strokeLinecap: 'round',
          })) +
      ellipse(160, 224, 12, 7, { fill: '#e8826f', opacity: 0.18 }) +
      ellipse(240, 224, 12, 7, { fill: '#e8826f', opacity: 0.18 }),
  });
}

// ---------------------------------------------------------------------------------------------
// Safety symbols of the chat widget's safety instructions (64x64, shown at 32-40 px). Drawn in the
// ISO 7010 conventions: warnings are a yellow triangle with a black border and black pictogram,
// mandatory actions a blue disc with a white pictogram; protective earth is IEC 60417-5019.
const SAFETY = { yellow: '#f9a800', black: '#111111', blue: '#005387', white: '#ffffff' };
const warningSign = (file, title, desc, pictogram) =>
  svg(`safety/${file}`, {
    w: 64,
    h: 64,
    title,
    desc,
    body:
      path('M32 5.5L60 55.5H4Z', {
        fill: SAFETY.yellow,
        stroke: SAFETY.black,
        strokeWidth: 5,
        strokeLinejoin: 'round',
      }) + pictogram,
  });
const mandatorySign = (file, title, desc, pictogram) =>
  svg(`safety/${file}`, {
    w: 64,
    h: 64,
    title,
    desc,
    body: circle(32, 32, 30, { fill: SAFETY.blue }) + pictogram,
  });

function safetySymbols() {
  // ISO 7010 W012: a lightning arrow pointing down.
  warningSign(
    'electrical-hazard.svg',
    'Warning: hazardous voltage',
    'Yellow warning triangle with a black lightning arrow.',
    path('M36.5 18L24.5 37H31.5L27 50.5L40.5 31H33.5L38.5 18Z', { fill: SAFETY.black }),
  );
  // Stored energy: a clock inside the warning triangle (wait before opening).
  warningSign(
    'stored-charge-wait.svg',
    'Stored charge: wait 45 minutes before opening',
    'Yellow warning triangle with a black clock face.',
    circle(32, 39, 11, { fill: 'none', stroke: SAFETY.black, strokeWidth: 3 }) +
      path('M32 32V39.5L37 42.5', {
        fill: 'none',
        stroke: SAFETY.black,
        strokeWidth: 3,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      }) +
      range(4)
        .map((i) => {
          const a = (i * Math.PI) / 2;
          return line(
            32 + Math.sin(a) * 8,
            39 - Math.cos(a) * 8,
            32 + Math.sin(a) * 10,
            39 - Math.cos(a) * 10,
            {
              stroke: SAFETY.black,
              strokeWidth: 2,
            },
          );
        })
        .join(''),
  );
  // IEC 60417-5019: protective earth, a stem and three shortening bars inside a circle.
  svg('safety/protective-earth.svg', {
    w: 64,
    h: 64,
    title: 'Protective earth (ground)',
    desc: 'The protective earth symbol: a vertical line over three horizontal bars of decreasing length, in a circle.',
    body: g(
      { stroke: SAFETY.black, strokeWidth: 3.5, strokeLinecap: 'round', fill: 'none' },
      circle(32, 32, 28.5, { fill: SAFETY.white }),
      line(32, 13, 32, 32),
      line(18, 32, 46, 32),
      line(23, 40, 41, 40),
      line(28, 48, 36, 48),
    ),
  });
  // ISO 7010 M004: a head wearing goggles.
  mandatorySign(
    'wear-eye-protection.svg',
    'Wear eye protection',
    'Blue mandatory sign with a white head wearing safety goggles.',
    path(
      'M32 12C22.5 12 17 19.5 17 28.5C17 36 19.5 41.5 23.5 45V53H40.5V45C44.5 41.5 47 36 47 28.5C47 19.5 41.5 12 32 12Z',
      {
        fill: SAFETY.white,
      },
    ) +
      rect(14, 27.5, 36, 3, { fill: SAFETY.blue }) +
      g(
        { fill: SAFETY.white, stroke: SAFETY.blue, strokeWidth: 2.5 },
        rect(18.5, 23.5, 12, 10, { rx: 4 }),
        rect(33.5, 23.5, 12, 10, { rx: 4 }),
      ),
  );
  // ISO 7010 M009: a protective glove.
  mandatorySign(
    'wear-insulating-gloves.svg',
    'Wear insulating gloves',
    'Blue mandatory sign with a white protective glove.',
    g(
      { fill: SAFETY.white },
      rect(22, 16, 5, 20, { rx: 2.5 }),
      rect(27.5, 12, 5, 22, { rx: 2.5 }),
      rect(33, 13, 5, 22, { rx: 2.5 }),
      rect(38.5, 17, 4.5, 19, { rx: 2.25 }),
      path('M22 30H43V40C43 44 40 47 36 47H28C24.5 47 22 44.5 22 41Z'),
      path('M22.5 34L15.5 27.5C14 26 14.5 23.5 16.5 23C17.6 22.7 18.7 23.1 19.4 24L24 30Z'),
      rect(23, 47.5, 18, 6, { rx: 1.5 }),
    ),
  );
  // ISO 7010 M002: an open book (refer to the instruction manual).
  mandatorySign(
    'read-the-manual.svg',
    'Read the manual',
    'Blue mandatory sign with a white open book.',
    path('M12 20.5C18.5 18 25 18.5 31 22V47C25 43.5 18.5 43 12 45.5Z', { fill: SAFETY.white }) +
      path('M33 22C39 18.5 45.5 18 52 20.5V45.5C45.5 43 39 43.5 33 47Z', { fill: SAFETY.white }) +
      g(
        { stroke: SAFETY.blue, strokeWidth: 1.6, strokeLinecap: 'round' },
        ...[27, 32, 37].map((y) => line(16, y - 1.5, 27, y)),
        ...[27, 32, 37].map((y) => line(37, y, 48, y - 1.5)),
      ),
  );
}

// ---------------------------------------------------------------------------------------------
// Demo feeds (apps/server/src/seed/demo-feeds.ts): cover images (1200x630) showing a motif and the
// heading, the funding-news logos (360x120 wordmarks) and the LinkedIn post images (1200x630).
function wrapWords(s, maxChars, maxLines) {
  const lines = [];
  for (const word of s.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1].replace(/[\s,.:;]+$/, '')}…`;
  }
  return lines;
}

// Each motif is drawn in a 520x420 frame placed on the right of a cover.
const MOTIFS = {
  funding: () =>
    [0, 1, 2, 3, 4]
      .map((i) =>
        rect(40 + i * 80, 330 - (i + 1) * 52, 54, (i + 1) * 52, {
          rx: 6,
          fill: i === 4 ? C.teal : C.navy600,
        }),
      )
      .join('') +
    path('M40 260 L140 220 L220 200 L300 140 L380 90 L460 40', {
      fill: 'none',
      stroke: C.amber,
      strokeWidth: 6,
      strokeLinecap: 'round',
    }) +
    circle(440, 300, 62, { fill: C.amber }) +
    text(440, 316, '$20M', { fontSize: 38, fontWeight: 800, fill: C.navy900, textAnchor: 'middle' }) +
    line(20, 332, 500, 332, { stroke: C.steel3, strokeWidth: 2 }),
  datacenter: () =>
    range(4)
      .map((i) =>
        g(
          { transform: `translate(${40 + i * 115} 60)` },
          rect(0, 0, 90, 250, { rx: 6, fill: C.navy700, stroke: C.navy600, strokeWidth: 2 }),
          range(9)
            .map(
              (j) =>
                rect(12, 16 + j * 26, 66, 14, { rx: 2, fill: C.navy900 }) +
                led(68, 23 + j * 26, j % 3 ? C.teal : C.amber),
            )
            .join(''),
        ),
      )
      .join('') +
    rect(30, 340, 460, 14, { rx: 7, fill: C.teal }) +
    text(260, 390, '800 V DC BUS', {
      fontSize: 22,
      fontWeight: 700,
      fill: C.teal,
      textAnchor: 'middle',
      letterSpacing: 3,
    }) +
    range(4)
      .map((i) => line(85 + i * 115, 310, 85 + i * 115, 340, { stroke: C.teal, strokeWidth: 4 }))
      .join(''),
  fleet: () =>
    [0, 1, 2]
      .map((i) =>
        g(
          { transform: `translate(${30 + i * 160} ${150 + (i % 2) * 30})` },
          rect(0, 40, 130, 70, { rx: 14, fill: C.steel }) +
            rect(90, 50, 30, 26, { rx: 4, fill: C.navy600 }) +
            circle(30, 112, 15, { fill: C.navy900, stroke: C.steel3, strokeWidth: 4 }) +
            circle(100, 112, 15, { fill: C.navy900, stroke: C.steel3, strokeWidth: 4 }) +
            rect(50, -30, 26, 60, { rx: 4, fill: C.navy600 }) +
            bolt(57, -20, 0.5, C.teal),
        ),
      )
      .join('') +
    path('M20 60 H500', { stroke: C.teal, strokeWidth: 4, strokeDasharray: '2 12', strokeLinecap: 'round' }) +
    text(260, 380, 'UP TO 8 VEHICLES PER ROUTER', {
      fontSize: 20,
      fontWeight: 700,
      fill: C.teal,
      textAnchor: 'middle',
      letterSpacing: 2,
    }),
  microgrid: () =>
    circle(90, 90, 40, { fill: C.amber }) +
    range(8)
      .map((i) => {
        const a = (i * Math.PI) / 4;
        return line(
          90 + Math.cos(a) * 52,
          90 + Math.sin(a) * 52,
          90 + Math.cos(a) * 68,
          90 + Math.sin(a) * 68,
          { stroke: C.amber, strokeWidth: 5, strokeLinecap: 'round' },
        );
      })
      .join('') +
    rect(380, 40, 110, 200, { rx: 6, fill: C.navy700 }) +
    range(6)
      .map((j) => rect(398, 60 + j * 28, 74, 14, { rx: 2, fill: j % 2 ? C.amber : C.navy600 }))
      .join('') +
    rect(50, 270, 120, 70, { rx: 10, fill: C.navy700, stroke: C.teal, strokeWidth: 3 }) +
    rect(72, 292, 70, 26, { rx: 4, fill: C.teal }) +
    rect(215, 170, 110, 110, { rx: 16, fill: C.navy900, stroke: C.teal, strokeWidth: 4 }) +
    bolt(250, 190, 1.1, C.teal) +
    path('M120 130 V170 H215 M325 200 H380 M110 270 V250 H215', {
      fill: 'none',
      stroke: C.teal,
      strokeWidth: 4,
      strokeDasharray: '2 10',
      strokeLinecap: 'round',
    }),
  factory: () =>
    path('M30 330 V170 L110 120 V170 L190 120 V170 L270 120 V170 L350 120 V330 Z', {
      fill: C.navy700,
      stroke: C.navy600,
      strokeWidth: 3,
    }) +
    rect(380, 60, 40, 270, { fill: C.navy600 }) +
    range(3)
      .map((i) => rect(60 + i * 95, 220, 60, 50, { rx: 4, fill: C.amber, opacity: 0.85 }))
      .join('') +
    rect(430, 200, 80, 130, { rx: 8, fill: C.steel, stroke: C.steel3, strokeWidth: 2 }) +
    led(470, 225, C.teal) +
    line(20, 332, 510, 332, { stroke: C.steel3, strokeWidth: 3 }),
  event: () =>
    rect(40, 60, 440, 240, { rx: 10, fill: C.navy700, stroke: C.navy600, strokeWidth: 3 }) +
    rect(70, 90, 240, 150, { rx: 6, fill: C.navy900 }) +
    path('M80 210 L130 170 L180 190 L230 130 L300 110', {
      fill: 'none',
      stroke: C.teal,
      strokeWidth: 5,
      strokeLinecap: 'round',
    }) +
    rect(335, 90, 120, 36, { rx: 6, fill: C.teal }) +
    rect(335, 140, 120, 14, { rx: 4, fill: C.steel3 }) +
    rect(335, 166, 90, 14, { rx: 4, fill: C.steel3 }) +
    rect(60, 300, 400, 40, { fill: C.amber }) +
    text(260, 328, 'BOOTH 412', {
      fontSize: 22,
      fontWeight: 800,
      fill: C.navy900,
      textAnchor: 'middle',
      letterSpacing: 3,
    }),
  grid: () =>
    [80, 260, 440]
      .map((x) =>
        path(
          `M${x - 50} 330 L${x} 60 L${x + 50} 330 M${x - 60} 120 H${x + 60} M${x - 45} 180 H${x + 45} M${x - 25} 250 L${x + 35} 180 M${x + 25} 250 L${x - 35} 180`,
          {
            fill: 'none',
            stroke: C.steel3,
            strokeWidth: 4,
            strokeLinejoin: 'round',
          },
        ),
      )
      .join('') +
    path('M20 120 Q170 150 200 120 T380 120 T510 120', { fill: 'none', stroke: C.teal, strokeWidth: 3 }) +
    path(
      `M20 390 ${range(49)
        .map((i) => `L${20 + i * 10} ${r1(390 - Math.sin((i / 48) * Math.PI * 4) * 28)}`)
        .join(' ')}`,
      { fill: 'none', stroke: C.amber, strokeWidth: 4, strokeLinecap: 'round' },
    ),
};

const TYPE_BADGES = {
  News: 'NEWS',
  Article: 'ARTICLE',
  PressRelease: 'PRESS RELEASE',
  CaseStudyElectrification: 'CASE STUDY · ELECTRIFICATION',
  CaseStudyDataCenters: 'CASE STUDY · DATACENTER',
};

function feedCover(file, { heading, badge, motif, title, accent = C.teal }) {
  const lines = wrapWords(heading, 23, 5);
  const id = file.replace(/[^a-z0-9]+/gi, '-');
  svg(
    file,
    {
      w: 1200,
      h: 630,
      title,
      defs: lin(
        `${id}-bg`,
        [
          [0, C.navy800],
          [1, C.navy900],
        ],
        1,
        1,
      ),
      body:
        rect(0, 0, 1200, 630, { fill: `url(#${id}-bg)` }) +
        range(11)
          .map((i) => line(i * 120, 0, i * 120, 630, { stroke: C.navy700, strokeWidth: 1 }))
          .join('') +
        rect(0, 622, 1200, 8, { fill: accent }) +
        rect(64, 64, badge.length * 13 + 36, 40, { rx: 20, fill: accent }) +
        text(82, 91, badge, { fontSize: 18, fontWeight: 700, fill: C.navy900, letterSpacing: 1.5 }) +
        lines
          .map((l, i) => text(64, 180 + i * 58, l, { fontSize: 46, fontWeight: 800, fill: C.white }))
          .join('') +
        omegaMark(64, 526, 1, { tile: C.teal2, stroke: C.white, boltColor: C.navy800 }) +
        text(126, 560, 'Ohmstead Power', { fontSize: 24, fontWeight: 700, fill: C.white }) +
        g({ transform: 'translate(660 110)' }, MOTIFS[motif]()),
    },
    feedFiles,
  );
}

// Funding-news logos: a small mark and a wordmark in each (made-up) publication's own colours.
const LOGOS = {
  'energy-ledger': {
    ink: '#1b3a5c',
    mark: (x) => rect(x, 30, 60, 60, { rx: 8, fill: '#e4572e' }) + bolt(x + 20, 38, 0.8, C.white),
  },
  gridbeat: {
    ink: '#0f5132',
    mark: (x) =>
      path(`M${x} 60 L${x + 15} 60 L${x + 25} 35 L${x + 37} 85 L${x + 47} 60 L${x + 60} 60`, {
        fill: 'none',
        stroke: '#20c997',
        strokeWidth: 7,
        strokeLinejoin: 'round',
        strokeLinecap: 'round',
      }),
  },
  'datacenter-dispatch': {
    ink: '#212529',
    mark: (x) =>
      range(3)
        .map((i) => rect(x, 32 + i * 20, 60, 14, { rx: 3, fill: i === 1 ? '#6f42c1' : '#adb5bd' }))
        .join(''),
  },
  'charge-weekly': {
    ink: '#14532d',
    mark: (x) => circle(x + 30, 60, 30, { fill: '#84cc16' }) + bolt(x + 21, 40, 0.8, '#14532d'),
  },
  'cleantech-courier': {
    ink: '#134e4a',
    mark: (x) =>
      path(`M${x + 30} 28 C${x + 70} 40 ${x + 60} 90 ${x + 30} 92 C${x} 90 ${x - 6} 50 ${x + 30} 28 Z`, {
        fill: '#14b8a6',
      }),
  },
  'triangle-business': {
    ink: '#1e293b',
    mark: (x) =>
      poly(
        [
          [x, 90],
          [x + 30, 30],
          [x + 60, 90],
        ],
        { fill: '#f59e0b' },
      ),
  },
};

function fundingLogo(file, name) {
  const slug = file.replace(/^images\/logos\/|\.svg$/g, '');
  const style = LOGOS[slug];
  if (!style) throw new Error(`no logo style for ${slug}`);
  const size = name.length > 18 ? 26 : 32;
  svg(
    file,
    {
      w: 360,
      h: 120,
      title: `${name} logo`,
      body:
        style.mark(16) +
        text(92, 60 + size * 0.36, name, {
          fontSize: size,
          fontWeight: 800,
          fill: style.ink,
          textLength: Math.min(252, name.length * size * 0.56),
          lengthAdjust: 'spacingAndGlyphs',
        }),
    },
    feedFiles,
  );
}

const LINKEDIN_MOTIFS = {
  'cary-line': 'factory',
  'series-a': 'funding',
  'summit-booth': 'event',
  hiring: 'fleet',
  'v2g-pilot': 'grid',
};

function feedArtwork() {
  const { DEMO_FEEDS, DEMO_SOCIAL } = loadDemoFeeds();
  for (const feed of DEMO_FEEDS) {
    if (!feed.cover) continue;
    feedCover(`feeds/images/${feed.key}.svg`, {
      heading: feed.heading,
      badge: TYPE_BADGES[feed.feedType],
      motif: feed.cover,
      title: feed.heading,
    });
  }
  for (const item of DEMO_SOCIAL) {
    if (!item.image) continue;
    const file = item.image.replace(/^\//, '');
    if (item.kind === 'ExternalLink') fundingLogo(file, item.heading);
    else {
      const slug = file.replace(/^feeds\/linkedin\/|\.svg$/g, '');
      feedCover(file, {
        heading: item.heading,
        badge: 'LINKEDIN',
        motif: LINKEDIN_MOTIFS[slug] ?? 'grid',
        title: `LinkedIn post: ${item.heading}`,
        accent: C.amber,
      });
    }
  }
}

// ---------------------------------------------------------------------------------------------
logo('ohmstead-logo.svg', false);
logo('ohmstead-logo-light.svg', true);
productRouterDc();
productRouterUniversal();
productBridge();
productBlade();
productRouter();
heroScene('about-hero.svg', {
  title: 'An energy network reaching to the horizon',
  desc: 'Abstract illustration of connected energy nodes over a glowing grid.',
  seed: 7,
});
heroScene('contact-hero.svg', {
  title: 'Connected energy grid',
  desc: 'Abstract illustration of a glowing power network.',
  seed: 42,
});
[1, 2, 3, 4].forEach(reliability);
featureIcons();
blocks();
PEOPLE.forEach(portrait);
safetySymbols();
feedArtwork();

for (const name of BLOCKS)
  if (!files.has(`blocks/${name}.svg`)) throw new Error(`no artwork for block ${name}`);
for (const slug of PEOPLE_SLUGS)
  if (!files.has(`people/${slug}.svg`)) throw new Error(`no portrait for ${slug}`);
for (const symbol of safetySymbolNames())
  if (!files.has(`safety/${symbol}`)) throw new Error(`no artwork for safety symbol ${symbol}`);

for (const file of feedAssetPaths().images)
  if (!feedFiles.has(file)) throw new Error(`no artwork for demo feed image ${file}`);

let total = 0;
const written = [
  ...[...files].map(([file, content]) => [join(OUT, file), file, content]),
  ...[...feedFiles].map(([file, content]) => [join(ASSETS, file), file, content]),
];
for (const [target, file, content] of written) {
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
  total += Buffer.byteLength(content);
  if (Buffer.byteLength(content) > SVG_BUDGET)
    console.warn(`warning: ${file} is ${(Buffer.byteLength(content) / 1024).toFixed(1)} KB`);
}
console.log(`wrote ${written.length} SVG files (${(total / 1024).toFixed(1)} KB) under ${ASSETS}`);
