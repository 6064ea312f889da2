import type { ArtKind } from '@mall/contract/catalogue/catalogue-kinds';
import { randomFor, type Random } from '../../platform/seeded-random.ts';
import { isMotif, MOTIFS, type Motif } from './artwork-motifs.ts';
import { circle, ellipse, group, line, paintOf, PALETTES, path, rect, repeat, ring, type Paint } from './artwork-paint.ts';

/**
 * Pictures of the demo catalogue, drawn as SVG from a key and never fetched from anywhere. A key is
 * `{subject}-{seed}` or `{subject}-{seed}-{rrggbb}`: the subject is a motif (goods, reviews, categories, shops,
 * banners), `face` (avatars) or a document kind (certificates); the seed picks palette and decoration; the
 * colour, when given, paints the product (a SKU's colour). The same key always gives the same picture.
 */

const KEY = /^([a-z]{2,16})-([a-z0-9]{1,24})(?:-([0-9a-f]{6}))?$/;
const DOCUMENTS = ['license', 'permit', 'idcard'] as const;

/** The URL of a picture; what the tables store. */
export function artUrl(kind: ArtKind, subject: string, seed: string, colour?: string): string {
  const hex = colour ? `-${colour.replace('#', '').toLowerCase()}` : '';
  return `/media/art/${kind}/${subject}-${seed.toLowerCase()}${hex}.svg`;
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;

const gradient = (id: string, from: string, to: string, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

function paintFor(motif: Motif, rng: Random, colour?: string): Paint {
  return paintOf(rng.pick(PALETTES[MOTIFS[motif].family]), colour ? `#${colour}` : undefined);
}

/** A quiet background decoration, one of a few, so neighbouring pictures on a list do not look alike. */
function decoration(p: Paint, rng: Random, w: number, h: number): string {
  switch (rng.int(0, 3)) {
    case 0:
      return circle(w / 2, h * 0.48, Math.min(w, h) * 0.38, '#ffffff', 0.5);
    case 1:
      return circle(w * 0.18, h * 0.2, w * 0.22, p.bgDeep, 0.9) + circle(w * 0.86, h * 0.86, w * 0.28, '#ffffff', 0.45);
    case 2:
      return repeat(36, (i) => circle(w * (0.1 + (i % 6) * 0.16), h * (0.1 + Math.floor(i / 6) * 0.16), w * 0.008, p.dark, 0.08)) +
        circle(w / 2, h * 0.5, Math.min(w, h) * 0.34, '#ffffff', 0.4);
    default:
      return path(`M0 ${h * 0.72} Q${w * 0.3} ${h * 0.58} ${w * 0.6} ${h * 0.7} T${w} ${h * 0.64} V${h} H0Z`, p.bgDeep, 0.9) +
        circle(w * 0.78, h * 0.22, w * 0.1, '#ffffff', 0.6);
  }
}

function goodsArt(motif: Motif, rng: Random, colour?: string): string {
  const p = paintFor(motif, rng, colour);
  return svg(
    400,
    400,
    `<defs>${gradient('g', p.bg, p.bgDeep)}</defs><rect width="400" height="400" fill="url(#g)"/>` +
      decoration(p, rng, 400, 400) +
      ellipse(200, 292, 110, 13, p.dark, 0.12) +
      group('translate(70 62) scale(2.6)', MOTIFS[motif].draw(p)),
  );
}

/** A shopper's photo: the goods on a table against a wall, a little tilted and warmer. */
function reviewArt(motif: Motif, rng: Random, colour?: string): string {
  const p = paintFor(motif, rng, colour);
  const wall = rng.pick(['#efe9e1', '#e8edf1', '#f1ece4', '#e9efe9']);
  const table = rng.pick(['#c89f74', '#d8c3a5', '#a7b8c4', '#e6e1d8']);
  const tilt = rng.int(-9, 9);
  return svg(
    400,
    400,
    `<defs>${gradient('w', wall, p.bg, 0, 1)}<radialGradient id="v" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient></defs>` +
      `<rect width="400" height="400" fill="url(#w)"/>` +
      path('M0 270 L400 250 V400 H0Z', table) +
      path('M0 270 L400 250 V262 L0 282Z', '#ffffff', 0.18) +
      group(`rotate(${tilt} 200 200)`, ellipse(200, 300, 100, 14, '#000000', 0.16), group('translate(90 86) scale(2.2)', MOTIFS[motif].draw(p))) +
      path('M250 0 L400 0 L400 140Z', '#ffffff', 0.2) +
      `<rect width="400" height="400" fill="url(#v)"/>`,
  );
}

function categoryArt(motif: Motif, rng: Random): string {
  const p = paintFor(motif, rng);
  return svg(
    200,
    200,
    `<defs>${gradient('c', p.bg, p.bgDeep)}</defs>` +
      circle(100, 100, 96, 'url(#c)') +
      circle(132, 58, 22, '#ffffff', 0.45) +
      group('translate(35 32) scale(1.3)', MOTIFS[motif].draw(p)),
  );
}

function shopArt(motif: Motif, rng: Random): string {
  const p = paintFor(motif, rng);
  return svg(
    200,
    200,
    `<defs>${gradient('s', p.main === p.light ? p.accent : p.bgDeep, p.bg)}</defs>` +
      rect(0, 0, 200, 200, 40, p.dark) +
      rect(0, 0, 200, 200, 40, 'url(#s)', 0.25) +
      circle(100, 100, 74, p.bg) +
      ring(100, 100, 82, p.accent, 4, 0.9) +
      group('translate(44 42) scale(1.12)', MOTIFS[motif].draw(p)),
  );
}

/** A wide banner: a colour field with soft shapes on the left (where the app writes the title) and the motif. */
function bannerArt(motif: Motif, rng: Random): string {
  const p = paintFor(motif, rng);
  const from = p.main === p.light ? p.accent : p.main;
  return svg(
    750,
    300,
    `<defs>${gradient('b', from, p.accent, 1, 0.4)}</defs><rect width="750" height="300" fill="url(#b)"/>` +
      circle(rng.int(60, 200), rng.int(-40, 40), rng.int(90, 140), '#ffffff', 0.12) +
      circle(rng.int(240, 360), rng.int(240, 320), rng.int(70, 120), '#ffffff', 0.1) +
      repeat(5, (i) => circle(40 + i * 34, 250, 5, '#ffffff', 0.35)) +
      circle(560, 150, 128, '#ffffff', 0.92) +
      ring(560, 150, 142, '#ffffff', 3, 0.45) +
      ellipse(560, 244, 84, 9, p.dark, 0.12) +
      group('translate(452 46) scale(2.16)', MOTIFS[motif].draw(p)),
  );
}

const SKIN = ['#f6d3b8', '#eebf99', '#d9a27a', '#b97c55'];
const HAIR = ['#2b2020', '#5a3a22', '#8b5e3c', '#d9a45b', '#3b3f58'];

function avatarArt(rng: Random): string {
  const p = paintOf(rng.pick(Object.values(PALETTES).flat()));
  const skin = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const style = rng.int(0, 3);
  const hairShape = [
    path('M52 92 Q50 40 100 38 Q150 40 148 92 Q136 62 100 60 Q64 62 52 92Z', hair),
    path('M48 110 Q42 38 100 36 Q158 38 152 110 L146 150 Q140 80 100 66 Q60 80 54 150Z', hair),
    path('M54 88 Q56 44 100 42 Q146 44 146 88 Q120 56 90 70 Q70 62 54 88Z', hair) + circle(100, 36, 16, hair),
    path('M50 96 Q48 44 100 40 Q152 44 150 96 Q146 70 128 66 L120 58 L112 66 L100 56 L88 66 L80 58 L72 66 Q54 70 50 96Z', hair),
  ][style]!;
  return svg(
    200,
    200,
    circle(100, 100, 100, p.bg) +
      path('M40 200 Q44 150 100 146 Q156 150 160 200Z', p.main) +
      rect(88, 126, 24, 26, 10, skin) +
      ellipse(100, 100, 46, 52, skin) +
      hairShape +
      circle(82, 104, 5, '#2b2020') +
      circle(118, 104, 5, '#2b2020') +
      circle(84, 102, 1.6, '#ffffff') +
      circle(120, 102, 1.6, '#ffffff') +
      ellipse(72, 120, 8, 5, '#f08a8a', 0.35) +
      ellipse(128, 120, 8, 5, '#f08a8a', 0.35) +
      line('M88 126 Q100 136 112 126', '#7a3b2e', 3.5),
  );
}

function certificateArt(kind: (typeof DOCUMENTS)[number], rng: Random): string {
  const p = paintOf(rng.pick(PALETTES.paper));
  const ink = kind === 'permit' ? '#1c5fb8' : '#b3261e';
  const text = (x: number, y: number, w: number, o = 0.55) => rect(x, y, w, 9, 4.5, p.dark, o);
  if (kind === 'idcard') {
    return svg(
      600,
      380,
      rect(0, 0, 600, 380, 24, '#eaf2f8') +
        rect(0, 0, 600, 70, 24, ink, 0.85) +
        rect(0, 46, 600, 24, 0, ink, 0.85) +
        rect(40, 104, 150, 190, 12, '#d7e3ee') +
        circle(115, 170, 38, '#9fb3c8') +
        path('M55 294 Q60 226 115 222 Q170 226 175 294Z', '#9fb3c8') +
        repeat(5, (i) => text(220, 110 + i * 38, [260, 200, 300, 180, 240][i]!)) +
        rect(220, 314, 320, 14, 7, p.dark, 0.7),
    );
  }
  return svg(
    600,
    420,
    rect(0, 0, 600, 420, 10, '#fbf8f1') +
      `<rect x="16" y="16" width="568" height="388" rx="6" fill="none" stroke="${ink}" stroke-width="5"/>` +
      `<rect x="28" y="28" width="544" height="364" rx="4" fill="none" stroke="${ink}" stroke-width="1.5" stroke-opacity="0.6"/>` +
      circle(300, 74, 22, ink, 0.9) +
      path('M300 58 L305 70 L318 70 L308 78 L312 90 L300 82 L288 90 L292 78 L282 70 L295 70Z', '#fbe7a1') +
      rect(200, 108, 200, 16, 8, p.dark, 0.8) +
      repeat(6, (i) => text(70, 150 + i * 32, [120, 110, 130, 100, 120, 90][i]!, 0.35) + text(220, 150 + i * 32, [300, 240, 280, 200, 260, 180][i]!)) +
      ring(470, 330, 46, ink, 4, 0.85) +
      ring(470, 330, 38, ink, 1.5, 0.7) +
      path('M470 306 L476 322 L493 322 L479 332 L484 348 L470 338 L456 348 L461 332 L447 322 L464 322Z', ink, 0.85),
  );
}

/** The SVG for a kind and key, or null when the key does not name a picture of that kind. */
export function renderArt(kind: string, key: string): string | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const [, subject, seed, colour] = match as unknown as [string, string, string, string | undefined];
  const rng = randomFor(`${kind}:${subject}-${seed}`);
  switch (kind) {
    case 'avatar':
      return subject === 'face' && !colour ? avatarArt(rng) : null;
    case 'certificate':
      return (DOCUMENTS as readonly string[]).includes(subject) && !colour ? certificateArt(subject as (typeof DOCUMENTS)[number], rng) : null;
    case 'goods':
      return isMotif(subject) ? goodsArt(subject, rng, colour) : null;
    case 'review':
      return isMotif(subject) ? reviewArt(subject, rng, colour) : null;
    case 'category':
      return isMotif(subject) && !colour ? categoryArt(subject, rng) : null;
    case 'shop':
      return isMotif(subject) && !colour ? shopArt(subject, rng) : null;
    case 'banner':
      return isMotif(subject) && !colour ? bannerArt(subject, rng) : null;
    default:
      return null;
  }
}
