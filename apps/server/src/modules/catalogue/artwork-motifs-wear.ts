import { circle, ellipse, line, path, rect, repeat, type Paint } from './artwork-paint.ts';

// Clothes, shoes and bags, in a 100 × 100 box.

const TEE = 'M35 14 L18 22 L8 40 L21 47 L28 38 V86 H72 V38 L79 47 L92 40 L82 22 L65 14 Q58 24 50 24 Q42 24 35 14Z';
const LONG = 'M35 14 L20 20 Q14 40 12 80 H24 L28 40 V86 H72 V40 L76 80 H88 Q86 40 80 20 L65 14 Q58 24 50 24 Q42 24 35 14Z';

export const tshirt = (p: Paint) =>
  path(TEE, p.main) +
  path('M28 38 V86 H40 Q34 60 36 38Z', p.mainDark, 0.25) +
  line('M35 14 Q50 28 65 14', p.mainDark, 3) +
  rect(42, 40, 16, 12, 3, p.accent, 0.85);

export const sweater = (p: Paint) =>
  path(LONG, p.main) +
  rect(28, 80, 44, 6, 1, p.mainDark) +
  rect(12, 76, 12, 5, 1, p.mainDark) +
  rect(76, 76, 12, 5, 1, p.mainDark) +
  repeat(5, (i) => line(`M${36 + i * 7} 34 V76`, p.mainDark, 1.2, 0.3)) +
  line('M35 14 Q50 28 65 14', p.mainDark, 4);

export const hoodie = (p: Paint) =>
  path('M36 16 Q50 2 64 16 L60 22 Q50 14 40 22Z', p.mainDark) +
  path(LONG, p.main) +
  path('M36 14 Q50 34 64 14 Q58 26 50 26 Q42 26 36 14Z', p.mainDark) +
  line('M46 26 V40', p.light, 1.5) +
  line('M54 26 V40', p.light, 1.5) +
  path('M36 60 H64 L68 76 H32Z', p.mainDark, 0.45) +
  rect(28, 80, 44, 6, 1, p.mainDark, 0.6);

export const shirt = (p: Paint) =>
  path(LONG, p.main) +
  path('M28 40 V86 H40 Q34 60 36 40Z', p.mainDark, 0.2) +
  path('M35 14 L50 30 L40 36 L32 20Z', p.light) +
  path('M65 14 L50 30 L60 36 L68 20Z', p.light) +
  line('M50 30 V86', p.mainDark, 1.5) +
  repeat(5, (i) => circle(53, 38 + i * 10, 1.6, p.light)) +
  rect(58, 44, 9, 8, 1.5, p.mainDark, 0.35);

export const dress = (p: Paint) =>
  path('M40 10 V18 Q36 24 38 36 H62 Q64 24 60 18 V10 L56 10 Q54 18 50 18 Q46 18 44 10Z', p.main) +
  path('M38 40 H62 L84 86 Q50 92 16 86Z', p.main) +
  path('M38 40 H48 L34 88 Q24 88 16 86Z', '#ffffff', 0.15) +
  rect(37, 35, 26, 6, 2, p.accent) +
  repeat(4, (i) => line(`M${44 + i * 4} 44 L${36 + i * 9} 86`, p.mainDark, 1, 0.35));

export const skirt = (p: Paint) =>
  rect(30, 16, 40, 8, 2, p.mainDark) +
  path('M30 24 H70 L86 84 Q50 90 14 84Z', p.main) +
  repeat(6, (i) => line(`M${34 + i * 6.4} 26 L${22 + i * 11} 86`, p.mainDark, 1.2, 0.45)) +
  circle(50, 20, 2, p.light);

export const coat = (p: Paint) =>
  path('M36 10 L18 18 Q12 44 12 84 H24 L28 42 V90 H72 V42 L76 84 H88 Q88 44 82 18 L64 10 L50 24Z', p.main) +
  path('M36 10 L50 24 L44 58 L34 26Z', p.mainDark) +
  path('M64 10 L50 24 L56 58 L66 26Z', p.mainDark) +
  line('M50 24 V90', p.mainDark, 1.5) +
  rect(28, 56, 44, 5, 1.5, p.dark, 0.55) +
  repeat(3, (i) => circle(56, 66 + i * 8, 1.8, p.dark)) +
  rect(31, 70, 10, 2, 1, p.mainDark);

export const trousers = (p: Paint) =>
  rect(26, 10, 48, 9, 2, p.mainDark) +
  path('M26 19 H74 L78 90 H56 L50 40 L44 90 H22Z', p.main) +
  path('M26 19 H36 L30 90 H22Z', '#ffffff', 0.12) +
  line('M50 19 V40', p.mainDark, 1.5) +
  line('M30 24 Q36 30 42 24', p.mainDark, 1.2) +
  line('M70 24 Q64 30 58 24', p.mainDark, 1.2) +
  repeat(4, (i) => rect(30 + i * 12, 10, 3, 9, 1, p.dark, 0.4));

export const shorts = (p: Paint) =>
  rect(24, 22, 52, 9, 2, p.mainDark) +
  path('M24 31 H76 L82 72 H56 L50 48 L44 72 H18Z', p.main) +
  line('M50 31 V48', p.mainDark, 1.5) +
  rect(18, 68, 26, 4, 1, p.mainDark, 0.6) +
  rect(56, 68, 26, 4, 1, p.mainDark, 0.6) +
  line('M47 24 Q44 34 40 36', p.light, 1.5) +
  line('M53 24 Q56 34 60 36', p.light, 1.5);

export const sneaker = (p: Paint) =>
  path('M8 70 H88 Q94 70 92 78 Q91 82 86 82 H14 Q8 82 8 76Z', p.light) +
  rect(8, 78, 86, 4, 2, p.dark, 0.3) +
  path('M12 70 Q10 48 24 44 L42 38 Q52 36 56 44 Q64 56 80 58 Q92 60 90 70Z', p.main) +
  path('M24 62 Q46 54 74 64 Q60 52 48 50Z', p.accent) +
  repeat(4, (i) => line(`M${40 + i * 5} ${44 + i * 3} l6 -5`, p.light, 2)) +
  path('M12 70 Q10 52 18 46 L22 68Z', p.mainDark, 0.6);

export const loafer = (p: Paint) =>
  path('M8 72 H90 Q94 72 92 78 Q91 82 86 82 H14 Q8 82 8 76Z', p.dark) +
  path('M12 72 Q10 56 22 52 Q40 48 56 50 Q76 54 86 62 Q92 66 90 72Z', p.main) +
  path('M44 50 Q52 50 60 54 Q58 60 46 60 Q40 58 44 50Z', p.mainDark) +
  rect(46, 54, 10, 3, 1.5, p.accent) +
  line('M16 60 Q26 54 40 53', '#ffffff', 2, 0.3);

export const boot = (p: Paint) =>
  path('M28 10 H58 V54 Q72 56 84 66 Q92 72 90 80 H28Z', p.main) +
  path('M44 24 H56 V52 Q50 56 44 52Z', p.mainDark) +
  rect(28, 80, 62, 8, 3, p.dark) +
  rect(40, 6, 8, 10, 2, p.mainDark) +
  path('M30 12 H36 V78 H30Z', '#ffffff', 0.14);

export const backpack = (p: Paint) =>
  line('M38 20 Q50 4 62 20', p.dark, 4) +
  rect(22, 18, 56, 70, 16, p.main) +
  path('M22 40 Q50 30 78 40', p.mainDark, 0.5) +
  rect(30, 54, 40, 28, 8, p.mainDark) +
  line('M34 60 H66', p.light, 1.5) +
  rect(47, 58, 6, 5, 1.5, p.accent) +
  rect(26, 24, 6, 30, 3, '#ffffff', 0.2);

export const handbag = (p: Paint) =>
  line('M34 40 Q34 14 50 14 Q66 14 66 40', p.mainDark, 5) +
  path('M18 38 H82 L76 84 Q75 88 70 88 H30 Q25 88 24 84Z', p.main) +
  path('M18 38 H82 L80 52 Q50 60 20 52Z', p.mainDark, 0.55) +
  rect(45, 50, 10, 8, 2, p.accent) +
  path('M20 40 H30 L28 86 H26Z', '#ffffff', 0.15);

export const suitcase = (p: Paint) =>
  line('M44 20 V8 H56 V20', p.dark, 3) +
  rect(26, 20, 48, 62, 7, p.main) +
  repeat(3, (i) => rect(36 + i * 12, 24, 4, 54, 2, p.mainDark, 0.4)) +
  rect(26, 20, 48, 62, 7, '#000000', 0.04) +
  rect(29, 24, 4, 54, 2, '#ffffff', 0.25) +
  circle(34, 86, 4, p.dark) +
  circle(66, 86, 4, p.dark) +
  rect(40, 46, 20, 6, 2, p.accent) +
  ellipse(50, 20, 14, 2, p.mainDark, 0.5);
