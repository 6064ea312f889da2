/**
 * Colours and drawing primitives of the generated artwork. Motifs are drawn in a 100 × 100 box with flat
 * shapes: a body colour, a darker shade for depth and a light highlight, which stays readable at thumbnail size.
 */

/** The colours one picture is painted with, all derived from a palette and, optionally, a product colour. */
export interface Paint {
  main: string;
  mainDark: string;
  mainLight: string;
  accent: string;
  accentDark: string;
  dark: string;
  light: string;
  metal: string;
  /** The two background tones and the halo behind the object. */
  bg: string;
  bgDeep: string;
}

/** A palette: [background, deeper background, main, accent, dark]. */
export type Palette = readonly [string, string, string, string, string];

export type ArtFamily = 'tech' | 'appliance' | 'wear' | 'beauty' | 'food' | 'meal' | 'health' | 'home' | 'kids' | 'sport' | 'paper' | 'pet';

export const PALETTES: Record<ArtFamily, Palette[]> = {
  tech: [
    ['#e7eefc', '#cfdcf8', '#3b5bdb', '#22b8cf', '#1c2541'],
    ['#eef1f5', '#dbe1ea', '#33415c', '#52b788', '#141b2d'],
    ['#f0edfc', '#ddd5f8', '#6741d9', '#f783ac', '#221c35'],
    ['#e4f6f3', '#c3ebe4', '#0b7285', '#ffc53d', '#102a30'],
    ['#fdf1e4', '#f9dfc0', '#364152', '#f76707', '#1b1f27'],
  ],
  appliance: [
    ['#e9f5f2', '#cde9e2', '#f8f9fa', '#20c997', '#2b3a42'],
    ['#eef3fb', '#d6e2f5', '#f1f3f5', '#4dabf7', '#2c3e50'],
    ['#fbf1ea', '#f4dccb', '#fffaf5', '#e8590c', '#3d3027'],
    ['#f2f0f9', '#dfdaf1', '#f8f7fc', '#845ef7', '#2f2a40'],
  ],
  wear: [
    ['#f7ede6', '#efd8c8', '#c8553d', '#f2a541', '#3b2a25'],
    ['#eaf0ea', '#d3e1d3', '#588157', '#dda15e', '#283618'],
    ['#f8eaee', '#f0d2db', '#c75c7d', '#ffd6a5', '#3a2330'],
    ['#e7eef6', '#cddcec', '#3d5a80', '#ee6c4d', '#1d2d44'],
    ['#f3efe7', '#e6dcc9', '#a47148', '#5e6472', '#2f2a24'],
  ],
  beauty: [
    ['#fcecef', '#f7d3db', '#e0607e', '#f6bd60', '#4a2632'],
    ['#f7effa', '#ead8f2', '#9d4edd', '#ffafcc', '#311b3f'],
    ['#fff1e8', '#fddcc8', '#e76f51', '#e9c46a', '#40241a'],
    ['#eef6f4', '#d5ebe5', '#6a994e', '#f4a261', '#223322'],
  ],
  food: [
    ['#fff4e0', '#ffe3b3', '#f08c00', '#e03131', '#4a2c0a'],
    ['#f1f8e9', '#dcedc8', '#5c940d', '#fab005', '#263b0b'],
    ['#fdeee9', '#f9d5c9', '#d9480f', '#74b816', '#3b1f12'],
    ['#fff8e1', '#ffecb3', '#c2410c', '#16a34a', '#3f2a10'],
  ],
  meal: [
    ['#fff1e6', '#ffd8bd', '#e8590c', '#c92a2a', '#3d1f0f'],
    ['#fff9db', '#ffec99', '#e67700', '#d6336c', '#3f2d05'],
    ['#fbeeee', '#f5d0d0', '#c92a2a', '#f59f00', '#3a1515'],
    ['#eef7f1', '#d2ecd9', '#2b8a3e', '#fd7e14', '#16301d'],
  ],
  health: [
    ['#e6f6f1', '#c8ece0', '#12b886', '#4dabf7', '#0f3a2f'],
    ['#e8f3fc', '#cde4f7', '#1c7ed6', '#63e6be', '#0d2a45'],
    ['#f0f7ee', '#d8ebd3', '#37b24d', '#ff8787', '#17331c'],
    ['#eef4fb', '#d9e6f6', '#4263eb', '#ffa94d', '#1a2247'],
  ],
  home: [
    ['#f5efe6', '#e8dcc8', '#8a9a5b', '#d4a373', '#2f2e25'],
    ['#f1ede8', '#e0d6cb', '#b5838d', '#6d6875', '#2e2629'],
    ['#ecf1f0', '#d3e0dd', '#52796f', '#e9c46a', '#1f2d2a'],
    ['#f6efe9', '#ecdccf', '#bc6c25', '#606c38', '#33241a'],
  ],
  kids: [
    ['#fff0f6', '#ffdeeb', '#f06595', '#4dabf7', '#3b1c2a'],
    ['#e7f5ff', '#d0ebff', '#339af0', '#fcc419', '#13293d'],
    ['#fff9db', '#fff3bf', '#fab005', '#20c997', '#3f3005'],
    ['#f3f0ff', '#e5dbff', '#7950f2', '#ff922b', '#231942'],
  ],
  sport: [
    ['#e6fcf5', '#c3fae8', '#0ca678', '#ff6b6b', '#0b3b2e'],
    ['#fff4e6', '#ffe8cc', '#f76707', '#1971c2', '#3d1f05'],
    ['#e7f5ff', '#d0ebff', '#1971c2', '#94d82d', '#0b2540'],
    ['#f8f0fc', '#f3d9fa', '#ae3ec9', '#ffd43b', '#2e1238'],
  ],
  paper: [
    ['#f4f1ea', '#e7e0cf', '#2f4b7c', '#d1495b', '#1e2430'],
    ['#eef2f3', '#d9e2e4', '#00798c', '#edae49', '#14282c'],
    ['#f7efe7', '#ecd9c6', '#7b2d26', '#3c6e71', '#2b1c1a'],
    ['#f1f3ec', '#dfe5d3', '#4f772d', '#e76f51', '#1e2a14'],
  ],
  pet: [
    ['#fdf3e7', '#f8e0c2', '#d9822b', '#5c7cfa', '#3a2510'],
    ['#eef6f8', '#d4e9ee', '#2a9d8f', '#f4a261', '#12302c'],
    ['#f7eff5', '#ebd7e6', '#9c6644', '#e56b6f', '#2e2019'],
  ],
};

function parse(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `a` moved towards `b` by `t` (0 … 1). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parse(a);
  const [br, bg, bb] = parse(b);
  const ch = (x: number, y: number) => Math.round(x + (y - x) * t).toString(16).padStart(2, '0');
  return `#${ch(ar, br)}${ch(ag, bg)}${ch(ab, bb)}`;
}

function lightness(hex: string): number {
  const [r, g, b] = parse(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** The paint for a palette; `product` replaces the main colour (a SKU's colour). */
export function paintOf([bg, bgDeep, main0, accent, dark]: Palette, product?: string): Paint {
  const main = product ?? main0;
  // Very light products (white, beige) get a darker shade so their shape still reads on a light ground.
  const shade = lightness(main) > 0.85 ? 0.28 : 0.22;
  return {
    main,
    mainDark: mix(main, '#000000', shade),
    mainLight: mix(main, '#ffffff', 0.45),
    accent,
    accentDark: mix(accent, '#000000', 0.2),
    dark,
    light: '#fbfbf8',
    metal: '#c9ced6',
    bg,
    bgDeep,
  };
}

const op = (o?: number) => (o === undefined ? '' : ` opacity="${o}"`);

export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, o?: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${op(o)}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, o?: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${op(o)}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, o?: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${op(o)}/>`;
export const path = (d: string, fill: string, o?: number) => `<path d="${d}" fill="${fill}"${op(o)}/>`;
export const line = (d: string, color: string, width: number, o?: number) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${op(o)}/>`;
export const ring = (cx: number, cy: number, r: number, color: string, width: number, o?: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="${width}"${op(o)}/>`;
export const group = (transform: string, ...children: string[]) => `<g transform="${transform}">${children.join('')}</g>`;

/** Repeats a shape: `count` copies made by `draw(i)`. */
export const repeat = (count: number, draw: (i: number) => string) => Array.from({ length: count }, (_, i) => draw(i)).join('');
