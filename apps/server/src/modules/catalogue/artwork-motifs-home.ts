import { circle, ellipse, group, line, path, rect, repeat, ring, type Paint } from './artwork-paint.ts';

// Furniture, kitchenware, toys, sports and pet goods, in a 100 × 100 box.

const WOOD = '#b7834f';
const WOOD_DARK = '#8c5e33';
const LEAFY = '#6ca83a';

export const sofa = (p: Paint) =>
  rect(18, 30, 64, 30, 8, p.mainDark) +
  rect(22, 32, 27, 26, 6, p.main) +
  rect(51, 32, 27, 26, 6, p.main) +
  rect(14, 54, 72, 18, 6, p.main) +
  rect(8, 42, 14, 34, 7, p.mainDark) +
  rect(78, 42, 14, 34, 7, p.mainDark) +
  rect(16, 76, 5, 10, 1.5, WOOD_DARK) +
  rect(79, 76, 5, 10, 1.5, WOOD_DARK) +
  rect(26, 36, 12, 4, 2, '#ffffff', 0.25) +
  rect(64, 38, 10, 10, 3, p.accent);

export const chair = (p: Paint) =>
  rect(30, 12, 40, 40, 8, p.main) +
  rect(34, 16, 6, 32, 3, '#ffffff', 0.2) +
  rect(24, 50, 52, 10, 4, p.mainDark) +
  path('M28 60 L24 90 H29 L34 60Z', WOOD) +
  path('M72 60 L76 90 H71 L66 60Z', WOOD) +
  path('M38 60 L37 84 H41 L43 60Z', WOOD_DARK) +
  path('M62 60 L63 84 H59 L57 60Z', WOOD_DARK);

export const table = (p: Paint) =>
  ellipse(50, 88, 36, 4, p.dark, 0.15) +
  path('M22 52 L16 88 H21 L30 54Z', WOOD_DARK) +
  path('M78 52 L84 88 H79 L70 54Z', WOOD_DARK) +
  ellipse(50, 46, 40, 12, WOOD) +
  ellipse(50, 44, 40, 12, '#cc9a66') +
  ellipse(40, 40, 14, 3, '#ffffff', 0.2) +
  rect(56, 30, 10, 12, 2, p.main) +
  path('M58 30 Q61 20 64 30', LEAFY, 0.9);

export const bed = (p: Paint) =>
  rect(10, 30, 80, 50, 6, p.mainDark) +
  rect(10, 30, 80, 12, 6, p.dark, 0.25) +
  rect(16, 46, 30, 12, 6, '#ffffff') +
  rect(54, 46, 30, 12, 6, '#ffffff') +
  path('M10 60 H90 V82 H10Z', p.main) +
  path('M10 60 H90 V66 H10Z', p.mainLight) +
  repeat(4, (i) => line(`M${24 + i * 16} 70 v10`, p.mainDark, 1, 0.4)) +
  rect(12, 82, 6, 8, 1.5, WOOD_DARK) +
  rect(82, 82, 6, 8, 1.5, WOOD_DARK);

export const pillow = (p: Paint) =>
  ellipse(50, 84, 36, 5, p.dark, 0.15) +
  path('M14 28 Q50 18 86 28 Q94 52 86 76 Q50 86 14 76 Q6 52 14 28Z', p.main) +
  path('M14 28 Q50 18 86 28 Q60 26 40 32 Q20 40 16 60 Q12 44 14 28Z', '#ffffff', 0.25) +
  line('M20 34 Q50 26 80 34 Q86 52 80 70 Q50 78 20 70 Q14 52 20 34Z', p.mainDark, 1.2, 0.4) +
  repeat(3, (i) => circle(34 + i * 16, 52, 2, p.mainDark, 0.5));

export const plant = (p: Paint) =>
  group('rotate(-30 50 60)', path('M50 60 Q36 38 50 16 Q64 38 50 60Z', '#4f9a46')) +
  group('rotate(28 50 60)', path('M50 60 Q36 36 50 12 Q64 36 50 60Z', '#6ab04c')) +
  path('M50 60 Q40 34 50 8 Q60 34 50 60Z', '#3d8b3d') +
  group('rotate(-62 50 62)', path('M50 62 Q40 46 50 30 Q60 46 50 62Z', '#7cc25a')) +
  group('rotate(64 50 62)', path('M50 62 Q40 46 50 30 Q60 46 50 62Z', '#5fa84a')) +
  path('M30 58 H70 L64 90 H36Z', p.main) +
  rect(28, 56, 44, 8, 3, p.mainDark) +
  path('M34 64 H40 L42 88 H38Z', '#ffffff', 0.2);

export const vase = (p: Paint) =>
  line('M50 40 Q46 24 38 16 M50 40 Q52 22 58 12 M50 40 Q58 28 68 24', '#5c8a3a', 2) +
  circle(38, 14, 6, p.accent) +
  circle(58, 10, 6, p.accentDark) +
  circle(68, 22, 5, p.accent) +
  path('M42 38 H58 V46 Q74 56 70 74 Q66 90 50 90 Q34 90 30 74 Q26 56 42 46Z', p.main) +
  path('M42 46 Q32 56 34 74 Q36 84 44 88 Q32 70 42 46Z', '#ffffff', 0.25) +
  line('M34 66 Q50 72 66 66', p.mainDark, 1.5, 0.6);

export const pot = (p: Paint) =>
  rect(62, 52, 34, 8, 4, WOOD_DARK) +
  ellipse(42, 58, 36, 20, p.dark) +
  ellipse(42, 55, 33, 17, p.main) +
  ellipse(42, 55, 26, 12, '#2f2f35') +
  ellipse(34, 51, 10, 4, '#ffffff', 0.12) +
  ellipse(46, 55, 6, 4, '#f5c542') +
  ellipse(46, 55, 2.5, 2, '#f08c00');

export const mug = (p: Paint) =>
  line('M44 24 Q40 18 44 12 M56 24 Q52 18 56 12', p.metal, 2.5) +
  ring(72, 58, 12, p.main, 6) +
  rect(22, 30, 48, 58, 8, p.main) +
  rect(22, 30, 48, 8, 4, p.mainDark, 0.4) +
  circle(46, 60, 9, p.light) +
  path('M46 66 C40 61 38 58 41 55 Q44 53 46 56 Q48 53 51 55 C54 58 52 61 46 66Z', p.accent) +
  rect(26, 40, 5, 42, 2.5, '#ffffff', 0.3);

export const teddy = (p: Paint) => {
  const fur = p.main;
  return (
    circle(30, 22, 10, fur) +
    circle(70, 22, 10, fur) +
    circle(30, 22, 5, p.mainLight) +
    circle(70, 22, 5, p.mainLight) +
    ellipse(50, 70, 26, 22, fur) +
    circle(26, 66, 9, p.mainDark) +
    circle(74, 66, 9, p.mainDark) +
    circle(36, 88, 9, p.mainDark) +
    circle(64, 88, 9, p.mainDark) +
    ellipse(50, 74, 14, 12, p.mainLight) +
    circle(50, 36, 22, fur) +
    ellipse(50, 44, 10, 8, p.mainLight) +
    ellipse(50, 41, 3.5, 2.5, p.dark) +
    line('M47 47 Q50 50 53 47', p.dark, 1.4) +
    circle(42, 32, 2.6, p.dark) +
    circle(58, 32, 2.6, p.dark) +
    path('M40 54 L50 60 L60 54 L58 62 L50 58 L42 62Z', p.accent)
  );
};

const cube = (x: number, y: number, s: number, front: string, top: string, side: string) =>
  path(`M${x} ${y} h${s} v${s} h${-s}Z`, front) +
  path(`M${x} ${y} l${s * 0.3} ${-s * 0.3} h${s} l${-s * 0.3} ${s * 0.3}Z`, top) +
  path(`M${x + s} ${y} l${s * 0.3} ${-s * 0.3} v${s} l${-s * 0.3} ${s * 0.3}Z`, side);

export const blocks = (p: Paint) =>
  cube(12, 58, 30, p.main, p.mainLight, p.mainDark) +
  cube(46, 58, 30, p.accent, '#ffffff', p.accentDark) +
  cube(30, 24, 30, '#fcc419', '#ffe066', '#e0a800') +
  repeat(2, (i) => ellipse(38 + i * 12, 19, 4, 1.8, '#ffe066')) +
  circle(27, 73, 6, p.light, 0.9) +
  path('M55 80 L61 66 L67 80Z', p.light, 0.9) +
  rect(39, 33, 12, 12, 2, p.light, 0.9);

const piece = (x: number, y: number, fill: string) =>
  rect(x, y, 30, 30, 3, fill) + circle(x + 30, y + 15, 6, fill) + circle(x + 15, y + 30, 6, fill);

export const puzzle = (p: Paint) =>
  group('rotate(-8 50 50)', piece(16, 16, p.main), piece(50, 16, p.accent), piece(16, 50, p.accentDark), piece(50, 50, p.mainDark)) +
  circle(34, 34, 3, '#ffffff', 0.3);

export const toycar = (p: Paint) =>
  path('M10 62 Q10 50 20 48 L32 32 Q36 28 44 28 H62 Q70 28 74 36 L80 48 Q92 50 92 62 V70 H10Z', p.main) +
  path('M34 46 L40 34 H50 V46Z', '#cfe8ff') +
  path('M54 46 V34 H62 Q66 34 68 38 L72 46Z', '#cfe8ff') +
  rect(14, 56, 10, 5, 2, '#fff3bf') +
  rect(84, 56, 6, 5, 2, p.accent) +
  rect(44, 52, 10, 3, 1.5, p.mainDark) +
  circle(28, 72, 11, p.dark) +
  circle(28, 72, 5, p.metal) +
  circle(74, 72, 11, p.dark) +
  circle(74, 72, 5, p.metal);

const die = (x: number, y: number, a: number, fill: string, pips: number[][]) =>
  group(`rotate(${a} ${x + 17} ${y + 17})`, rect(x, y, 34, 34, 7, fill), ...pips.map(([px, py]) => circle(x + px!, y + py!, 3.4, '#1f2430')));

export const dice = (p: Paint) =>
  ellipse(50, 84, 38, 5, p.dark, 0.15) +
  die(14, 40, -14, p.light, [[9, 9], [17, 17], [25, 25]]) +
  die(50, 28, 16, p.main, [[9, 9], [25, 9], [9, 25], [25, 25], [17, 17]]) +
  die(44, 56, 6, p.accent, [[10, 10], [24, 24]]);

export const dumbbell = (p: Paint) =>
  ellipse(50, 80, 40, 5, p.dark, 0.15) +
  group(
    'rotate(-12 50 52)',
    rect(24, 48, 52, 8, 3, p.metal),
    rect(14, 32, 12, 40, 4, p.main),
    rect(6, 38, 10, 28, 4, p.mainDark),
    rect(74, 32, 12, 40, 4, p.main),
    rect(84, 38, 10, 28, 4, p.mainDark),
    rect(16, 36, 3, 30, 1.5, '#ffffff', 0.3),
    rect(76, 36, 3, 30, 1.5, '#ffffff', 0.3),
  );

export const yogamat = (p: Paint) =>
  path('M30 70 H90 V84 H30Z', p.main) +
  rect(30, 70, 60, 4, 0, p.mainLight) +
  ellipse(30, 60, 22, 24, p.main) +
  ring(30, 60, 16, p.mainDark, 3) +
  ring(30, 60, 9, p.mainDark, 3) +
  circle(30, 60, 3, p.mainDark) +
  line('M14 44 Q30 30 48 46', p.accent, 3);

export const tent = (p: Paint) =>
  line('M8 86 H92', p.mainDark, 2, 0.5) +
  path('M50 16 L88 86 H12Z', p.main) +
  path('M50 16 L88 86 H66Z', p.mainDark) +
  path('M50 40 L62 86 H38Z', p.dark) +
  path('M50 40 L56 86 H50Z', p.accent, 0.8) +
  line('M50 16 V8', p.dark, 2) +
  path('M50 8 L60 11 L50 14Z', p.accent);

export const ball = (_p: Paint) =>
  circle(50, 50, 36, '#e8702a') +
  path('M22 30 Q30 20 44 16 Q30 28 26 46Z', '#ffffff', 0.25) +
  line('M14 50 H86 M50 14 V86', '#3b2314', 2.2) +
  line('M24 24 Q40 50 24 76 M76 24 Q60 50 76 76', '#3b2314', 2.2);

export const racket = (p: Paint) =>
  group(
    'rotate(-30 50 50)',
    `<ellipse cx="50" cy="30" rx="19" ry="24" fill="#ffffff" fill-opacity="0.35" stroke="${p.main}" stroke-width="4"/>`,
    repeat(5, (i) => line(`M${38 + i * 6} 9 V51`, p.metal, 0.8)),
    repeat(6, (i) => line(`M32 ${14 + i * 6.5} H68`, p.metal, 0.8)),
    rect(48, 54, 4, 22, 2, p.dark),
    rect(46, 74, 8, 18, 3, p.mainDark),
  ) +
  circle(80, 76, 5, p.light) +
  path('M76 72 L66 56 L86 60Z', '#f1f3f5');

export const paw = (p: Paint) =>
  path('M50 48 Q68 48 72 66 Q74 82 60 80 Q50 78 40 80 Q26 82 28 66 Q32 48 50 48Z', p.main) +
  ellipse(28, 42, 8, 10, p.main) +
  ellipse(42, 30, 8, 11, p.main) +
  ellipse(58, 30, 8, 11, p.main) +
  ellipse(72, 42, 8, 10, p.main) +
  ellipse(44, 60, 6, 3, '#ffffff', 0.25);

export const petbowl = (p: Paint) =>
  ellipse(50, 46, 34, 9, '#8a5a2f') +
  repeat(9, (i) => circle(28 + (i % 5) * 11, 44 + Math.floor(i / 5) * 5, 4, i % 2 ? '#b5763b' : '#9a5f2c')) +
  path('M12 46 Q12 48 16 50 L22 78 Q24 84 32 84 H68 Q76 84 78 78 L84 50 Q88 48 88 46 Q88 58 50 58 Q12 58 12 46Z', p.main) +
  path('M36 68 a4 4 0 1 1 0 -6 h8 a4 4 0 1 1 0 6Z', p.light) +
  path('M18 54 L24 78 Q22 66 20 54Z', '#ffffff', 0.3);

export const bone = (p: Paint) =>
  group(
    'rotate(-30 50 50)',
    rect(28, 43, 44, 14, 4, p.mainLight),
    circle(26, 42, 9, p.mainLight),
    circle(26, 58, 9, p.mainLight),
    circle(74, 42, 9, p.mainLight),
    circle(74, 58, 9, p.mainLight),
    rect(30, 46, 40, 3, 1.5, '#ffffff', 0.5),
  ) +
  ellipse(50, 86, 30, 4, p.dark, 0.15);
