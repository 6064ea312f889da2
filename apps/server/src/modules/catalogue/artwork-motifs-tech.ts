import { circle, ellipse, group, line, path, rect, repeat, ring, type Paint } from './artwork-paint.ts';

// Digital goods, computers and appliances, each in a 100 × 100 box resting on y ≈ 88.

export const phone = (p: Paint) =>
  rect(29, 8, 42, 84, 8, p.dark) +
  rect(32, 12, 36, 76, 5, p.main) +
  path('M32 60 Q44 50 56 58 T68 54 V83 Q68 88 63 88 H37 Q32 88 32 83Z', p.accent, 0.85) +
  rect(44, 14.5, 12, 3, 1.5, p.dark) +
  repeat(6, (i) => rect(36 + (i % 3) * 10, 24 + Math.floor(i / 3) * 10, 7, 7, 2, p.light, 0.75)) +
  path('M34 12 H50 L34 40Z', '#ffffff', 0.18);

export const tablet = (p: Paint) =>
  rect(12, 18, 76, 60, 7, p.dark) +
  rect(16, 22, 68, 52, 4, p.main) +
  path('M16 58 Q34 46 52 56 T84 50 V70 Q84 74 80 74 H20 Q16 74 16 70Z', p.accent, 0.85) +
  repeat(8, (i) => rect(22 + (i % 4) * 15, 28 + Math.floor(i / 4) * 13, 9, 9, 2.5, p.light, 0.75)) +
  rect(62, 80, 26, 3, 1.5, p.mainDark, 0.5);

export const headphones = (p: Paint) =>
  line('M24 58 V48 A26 26 0 0 1 76 48 V58', p.dark, 6) +
  line('M27 50 A23 23 0 0 1 73 50', p.mainLight, 2, 0.6) +
  rect(15, 50, 18, 32, 8, p.main) +
  rect(67, 50, 18, 32, 8, p.main) +
  rect(27, 54, 8, 24, 4, p.dark) +
  rect(65, 54, 8, 24, 4, p.dark) +
  rect(18, 56, 4, 14, 2, '#ffffff', 0.35);

export const speaker = (p: Paint) =>
  rect(28, 14, 44, 74, 16, p.main) +
  rect(28, 14, 44, 74, 16, p.mainDark, 0.25) +
  rect(30, 14, 40, 72, 15, p.main) +
  circle(50, 34, 7, p.dark) +
  circle(50, 34, 3, p.mainDark) +
  circle(50, 62, 16, p.dark) +
  circle(50, 62, 10, p.mainDark) +
  circle(50, 62, 4, p.dark) +
  circle(47, 59, 2, '#ffffff', 0.5) +
  rect(34, 18, 5, 22, 2.5, '#ffffff', 0.3);

export const watch = (p: Paint) =>
  rect(39, 6, 22, 88, 8, p.mainDark) +
  repeat(4, (i) => rect(43, 76 + i * 4, 14, 1.5, 0.7, p.dark, 0.35)) +
  rect(30, 28, 40, 44, 12, p.dark) +
  rect(34, 32, 32, 36, 9, '#111827') +
  ring(50, 50, 11, p.accent, 3) +
  line('M50 39 A11 11 0 0 1 61 50', p.main, 3) +
  rect(69, 44, 4, 10, 2, p.metal) +
  path('M35 33 H50 L35 48Z', '#ffffff', 0.12);

export const camera = (p: Paint) =>
  rect(28, 20, 22, 14, 3, p.dark) +
  rect(12, 28, 76, 52, 9, p.dark) +
  rect(12, 40, 76, 22, 0, p.main) +
  circle(50, 54, 20, p.metal) +
  circle(50, 54, 15, p.dark) +
  circle(50, 54, 10, p.mainDark) +
  circle(50, 54, 5, '#0b0f19') +
  circle(45, 49, 3, '#ffffff', 0.7) +
  rect(70, 32, 10, 6, 2, p.accent) +
  circle(22, 35, 3, p.metal);

export const gamepad = (p: Paint) =>
  path('M26 34 Q50 28 74 34 Q92 38 92 60 Q92 80 78 80 Q68 80 63 66 H37 Q32 80 22 80 Q8 80 8 60 Q8 38 26 34Z', p.main) +
  path('M26 34 Q50 28 74 34 Q84 36 88 44 Q70 38 50 38 Q30 38 12 44 Q16 36 26 34Z', '#ffffff', 0.2) +
  rect(23, 44, 6, 18, 1.5, p.dark) +
  rect(17, 50, 18, 6, 1.5, p.dark) +
  circle(70, 45, 3.6, p.accent) +
  circle(77, 52, 3.6, p.light) +
  circle(63, 52, 3.6, p.light) +
  circle(70, 59, 3.6, p.accentDark) +
  circle(40, 60, 5, p.dark) +
  circle(58, 60, 5, p.dark);

export const laptop = (p: Paint) =>
  rect(18, 18, 64, 46, 4, p.dark) +
  rect(22, 22, 56, 38, 2, p.main) +
  path('M22 50 Q36 40 50 48 T78 44 V60 H22Z', p.accent, 0.8) +
  path('M22 22 H40 L22 40Z', '#ffffff', 0.15) +
  path('M8 66 H92 L88 74 Q87 76 84 76 H16 Q13 76 12 74Z', p.metal) +
  rect(42, 66, 16, 3, 1.5, p.mainDark, 0.4);

export const keyboard = (p: Paint) =>
  rect(8, 32, 84, 40, 6, p.dark) +
  rect(8, 32, 84, 6, 3, '#ffffff', 0.12) +
  repeat(33, (i) => rect(13 + (i % 11) * 7, 38 + Math.floor(i / 11) * 8, 5.5, 6, 1.2, i % 7 === 3 ? p.accent : p.main)) +
  rect(27, 62, 46, 6, 1.2, p.mainLight) +
  rect(13, 62, 12, 6, 1.2, p.main) +
  rect(75, 62, 12, 6, 1.2, p.main);

export const mouse = (p: Paint) =>
  line('M50 24 Q50 12 62 10 T80 6', p.dark, 2.5) +
  path('M50 22 Q72 22 72 50 V66 Q72 88 50 88 Q28 88 28 66 V50 Q28 22 50 22Z', p.main) +
  line('M50 22 V46', p.mainDark, 2) +
  line('M28 46 Q50 50 72 46', p.mainDark, 1.5, 0.6) +
  rect(47.5, 28, 5, 10, 2.5, p.dark) +
  path('M33 40 Q34 28 46 25 Q38 32 37 46Z', '#ffffff', 0.35);

export const monitor = (p: Paint) =>
  rect(10, 14, 80, 52, 4, p.dark) +
  rect(14, 18, 72, 44, 2, p.main) +
  circle(66, 34, 9, p.accent, 0.9) +
  path('M14 62 L36 40 L50 52 L60 44 L86 62Z', p.mainDark) +
  path('M14 18 H34 L14 38Z', '#ffffff', 0.15) +
  rect(45, 66, 10, 12, 1, p.metal) +
  rect(30, 78, 40, 6, 3, p.metal);

export const plug = (p: Paint) =>
  rect(41, 12, 4, 12, 1.5, p.metal) +
  rect(55, 12, 4, 12, 1.5, p.metal) +
  rect(30, 22, 40, 36, 8, p.light) +
  rect(30, 22, 40, 36, 8, p.dark, 0.08) +
  rect(32, 22, 36, 34, 7, p.light) +
  rect(44, 36, 12, 5, 2.5, p.accent) +
  line('M50 58 Q50 74 34 76 T26 88', p.main, 5) +
  rect(20, 84, 12, 7, 2, p.dark);

export const lamp = (p: Paint) =>
  circle(50, 50, 22, p.accent, 0.22) +
  path('M34 14 H66 L78 44 H22Z', p.main) +
  path('M34 14 H46 L40 44 H22Z', '#ffffff', 0.2) +
  rect(48, 44, 4, 38, 2, p.dark) +
  ellipse(50, 84, 18, 5, p.dark) +
  ellipse(50, 46, 8, 3, p.accent);

export const pen = (p: Paint) =>
  group(
    'rotate(-38 50 50)',
    rect(44, 6, 12, 20, 4, p.mainDark),
    rect(56, 10, 3, 28, 1.5, p.metal),
    rect(44, 26, 12, 52, 2, p.main),
    rect(44, 24, 12, 4, 0, p.metal),
    path('M44 78 H56 L50 94Z', p.metal),
    path('M48.5 86 H51.5 L50 94Z', p.dark),
    rect(46, 30, 3, 44, 1.5, '#ffffff', 0.3),
  );

export const book = (p: Paint) =>
  rect(26, 14, 52, 74, 3, p.mainDark) +
  rect(29, 17, 48, 68, 2, p.light) +
  repeat(4, (i) => rect(74, 20 + i * 16, 2, 12, 1, p.metal, 0.7)) +
  rect(22, 12, 52, 72, 3, p.main) +
  rect(22, 12, 8, 72, 2, p.mainDark) +
  rect(36, 26, 30, 16, 2, p.light) +
  rect(40, 31, 22, 2.5, 1, p.main) +
  rect(40, 36, 14, 2, 1, p.accent) +
  path('M60 12 H68 V30 L64 26 L60 30Z', p.accent);

export const kettle = (p: Paint) =>
  line('M70 40 Q86 42 84 58 Q82 70 70 72', p.dark, 6) +
  path('M30 34 L22 26 Q18 24 18 30 L28 48Z', p.main) +
  path('M32 30 H68 Q74 60 72 80 H28 Q26 60 32 30Z', p.main) +
  path('M32 30 H44 Q38 60 40 80 H28 Q26 60 32 30Z', '#ffffff', 0.25) +
  ellipse(50, 30, 19, 5, p.mainDark) +
  rect(46, 21, 8, 7, 3, p.dark) +
  rect(24, 80, 52, 8, 3, p.dark) +
  circle(62, 64, 3, p.accent);

export const ricecooker = (p: Paint) =>
  rect(16, 42, 68, 44, 16, p.main) +
  rect(16, 42, 68, 44, 16, p.dark, 0.06) +
  path('M18 48 Q50 16 82 48Z', p.accent) +
  path('M24 44 Q36 30 50 28 Q34 34 30 46Z', '#ffffff', 0.35) +
  rect(42, 24, 16, 6, 3, p.dark) +
  rect(36, 58, 28, 16, 4, p.dark) +
  circle(44, 66, 2.5, p.accent) +
  rect(50, 64, 10, 3, 1.5, p.light, 0.8) +
  rect(20, 84, 12, 4, 2, p.dark) +
  rect(68, 84, 12, 4, 2, p.dark);

export const blender = (p: Paint) =>
  path('M32 12 H68 L63 62 H37Z', '#dff3ff', 0.75) +
  path('M35 38 Q50 32 65 38 L63 62 H37Z', p.accent, 0.85) +
  path('M35 12 H42 L40 60 H38Z', '#ffffff', 0.5) +
  line('M68 18 Q80 20 78 34 Q76 44 66 44', p.dark, 4) +
  rect(30, 8, 40, 6, 3, p.dark) +
  path('M34 62 H66 L70 88 H30Z', p.main) +
  circle(50, 75, 6, p.dark) +
  line('M50 75 L53 71', p.light, 1.6);

export const fan = (p: Paint) =>
  rect(47, 56, 6, 26, 3, p.dark) +
  ellipse(50, 84, 20, 5, p.dark) +
  circle(50, 38, 30, p.light, 0.55) +
  ring(50, 38, 30, p.metal, 2.5) +
  repeat(3, (i) => group(`rotate(${i * 120 + 20} 50 38)`, path('M50 38 Q38 22 48 12 Q60 14 54 34Z', p.main))) +
  circle(50, 38, 6, p.dark) +
  circle(50, 38, 2.5, p.accent);

export const purifier = (p: Paint) =>
  rect(26, 10, 48, 78, 12, p.main) +
  rect(26, 10, 48, 78, 12, p.dark, 0.05) +
  repeat(5, (i) => rect(34, 16 + i * 4, 32, 1.8, 0.9, p.dark, 0.3)) +
  circle(50, 48, 10, p.dark) +
  ring(50, 48, 7, p.accent, 2) +
  repeat(6, (i) => rect(32, 66 + i * 3.4, 36, 1.8, 0.9, p.dark, 0.22)) +
  rect(29, 14, 4, 40, 2, '#ffffff', 0.5);

export const vacuum = (p: Paint) =>
  line('M64 12 L44 78', p.dark, 4) +
  rect(58, 6, 14, 10, 5, p.dark) +
  group('rotate(18 58 42)', rect(50, 26, 16, 34, 7, p.main), rect(52, 30, 5, 20, 2.5, '#ffffff', 0.35), circle(58, 54, 3, p.accent)) +
  path('M28 78 H62 Q68 78 68 84 V86 H24 V84 Q24 78 28 78Z', p.dark) +
  rect(28, 86, 36, 2, 1, p.accent);

export const hairdryer = (p: Paint) =>
  group('rotate(14 44 56)', rect(36, 48, 15, 38, 7, p.main), rect(39, 56, 4, 20, 2, '#ffffff', 0.3), circle(43.5, 80, 2.5, p.accent)) +
  rect(22, 26, 56, 26, 13, p.main) +
  rect(74, 30, 12, 18, 4, p.dark) +
  circle(26, 39, 15, p.mainDark) +
  circle(26, 39, 9, p.dark) +
  repeat(3, (i) => ring(26, 39, 3 + i * 2.5, p.metal, 0.8, 0.6)) +
  rect(38, 29, 30, 5, 2.5, '#ffffff', 0.3);

export const toothbrush = (p: Paint) =>
  ellipse(50, 86, 20, 4, p.dark, 0.25) +
  rect(32, 74, 36, 12, 6, p.mainDark) +
  rect(43, 30, 14, 50, 7, p.main) +
  rect(46.5, 14, 7, 20, 3.5, p.light) +
  rect(45, 6, 10, 14, 4, p.light) +
  repeat(3, (i) => rect(46 + i * 3, 2, 2, 7, 1, p.accent)) +
  circle(50, 48, 3.5, p.accent) +
  rect(46, 36, 3, 34, 1.5, '#ffffff', 0.35);

export const thermometer = (p: Paint) =>
  group(
    'rotate(-35 50 50)',
    rect(42, 8, 16, 70, 8, p.light),
    rect(42, 8, 16, 70, 8, p.dark, 0.07),
    rect(44.5, 20, 11, 18, 2.5, p.dark),
    rect(46, 23, 8, 5, 1, p.accent),
    circle(50, 48, 3, p.main),
    rect(47.5, 76, 5, 14, 2.5, p.metal),
  );

export const bpmonitor = (p: Paint) =>
  line('M58 58 Q76 60 76 44 Q76 30 86 28', p.dark, 2.5) +
  rect(66, 16, 26, 18, 8, p.main) +
  rect(10, 40, 50, 42, 8, p.light) +
  rect(10, 40, 50, 42, 8, p.dark, 0.06) +
  rect(16, 46, 38, 18, 3, p.dark) +
  rect(19, 50, 16, 7, 1, p.accent) +
  rect(38, 50, 12, 3, 1, p.light, 0.7) +
  rect(38, 56, 8, 3, 1, p.light, 0.5) +
  circle(26, 72, 4, p.main) +
  circle(42, 72, 4, p.metal);
