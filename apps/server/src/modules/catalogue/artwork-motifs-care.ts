import { circle, ellipse, group, line, path, rect, repeat, type Paint } from './artwork-paint.ts';

// Cosmetics, medicines, baby goods and bottles, in a 100 × 100 box.

export const jar = (p: Paint) =>
  rect(22, 46, 56, 40, 10, p.main) +
  rect(22, 46, 56, 40, 10, '#000000', 0.04) +
  rect(24, 32, 52, 16, 5, p.accent) +
  rect(24, 44, 52, 4, 1, p.accentDark) +
  rect(32, 58, 36, 16, 3, p.light) +
  rect(38, 63, 24, 2.5, 1.2, p.main) +
  rect(42, 68, 16, 2, 1, p.accent) +
  rect(26, 50, 5, 30, 2.5, '#ffffff', 0.35);

export const compact = (p: Paint) =>
  rect(10, 26, 80, 50, 9, p.dark) +
  rect(14, 30, 72, 42, 6, '#2b2b33') +
  repeat(6, (i) =>
    circle(27 + (i % 3) * 23, 42 + Math.floor(i / 3) * 18, 8, [p.main, p.accent, p.mainLight, p.accentDark, p.mainDark, '#e9c9a8'][i]!),
  ) +
  repeat(6, (i) => circle(24 + (i % 3) * 23, 39 + Math.floor(i / 3) * 18, 2.2, '#ffffff', 0.35));

export const dropper = (p: Paint) =>
  ellipse(50, 16, 7, 9, p.dark) +
  rect(43, 22, 14, 10, 2, p.accent) +
  rect(36, 32, 28, 6, 2, p.accentDark) +
  rect(30, 38, 40, 50, 8, p.main, 0.9) +
  rect(30, 60, 40, 28, 8, p.mainDark, 0.45) +
  rect(36, 50, 28, 18, 2, p.light) +
  rect(41, 55, 18, 2.5, 1.2, p.mainDark) +
  rect(44, 60, 12, 2, 1, p.accent) +
  rect(33, 42, 4, 40, 2, '#ffffff', 0.45);

export const tube = (p: Paint) =>
  path('M30 10 H70 L64 72 H36Z', p.main) +
  repeat(3, (i) => rect(30, 10 + i * 3, 40, 1.4, 0.7, p.mainDark, 0.5)) +
  rect(36, 36, 28, 20, 3, p.light) +
  circle(50, 46, 5, p.accent) +
  rect(38, 72, 24, 16, 3, p.dark) +
  path('M33 12 H40 L40 70 H37Z', '#ffffff', 0.3);

export const lipstick = (p: Paint) =>
  path('M41 46 V26 Q41 18 50 14 Q59 16 59 22 V46Z', p.main) +
  path('M41 26 Q41 18 50 14 L48 30 Q44 30 41 26Z', '#ffffff', 0.3) +
  rect(38, 44, 24, 14, 2, '#d4af6a') +
  rect(34, 56, 32, 32, 3, p.dark) +
  rect(37, 60, 4, 24, 2, '#ffffff', 0.15) +
  rect(34, 56, 32, 3, 1, '#d4af6a', 0.9);

export const perfume = (p: Paint) =>
  rect(38, 12, 24, 16, 3, p.dark) +
  rect(44, 28, 12, 8, 1, '#d4af6a') +
  rect(24, 36, 52, 52, 12, p.main, 0.82) +
  rect(28, 50, 44, 34, 9, p.mainDark, 0.35) +
  rect(36, 54, 28, 14, 2, p.light, 0.9) +
  rect(41, 59, 18, 2.5, 1.2, p.dark, 0.7) +
  rect(28, 40, 6, 40, 3, '#ffffff', 0.4);

export const pumpbottle = (p: Paint) =>
  path('M50 16 H30 V22 H50Z', p.dark) +
  rect(46, 16, 8, 14, 1, p.dark) +
  rect(40, 28, 20, 8, 3, p.dark) +
  rect(28, 36, 44, 52, 10, p.main) +
  rect(34, 50, 32, 24, 3, p.light) +
  rect(39, 56, 22, 2.5, 1.2, p.mainDark) +
  rect(42, 62, 16, 2, 1, p.accent) +
  rect(32, 40, 5, 40, 2.5, '#ffffff', 0.35);

export const bottle = (p: Paint) =>
  rect(41, 8, 18, 10, 3, p.dark) +
  path('M40 18 H60 V24 Q72 30 72 42 V82 Q72 88 66 88 H34 Q28 88 28 82 V42 Q28 30 40 24Z', p.main, 0.92) +
  rect(28, 50, 44, 22, 0, p.light) +
  rect(28, 58, 44, 5, 0, p.accent) +
  path('M32 34 Q34 28 40 26 V84 H34 Q32 84 32 80Z', '#ffffff', 0.3);

export const babybottle = (p: Paint) =>
  path('M44 20 Q44 8 50 8 Q56 8 56 20 L60 26 H40Z', '#f6c7a4') +
  rect(34, 24, 32, 10, 3, p.accent) +
  rect(32, 34, 36, 54, 10, '#eef5fb', 0.95) +
  rect(32, 52, 36, 36, 10, '#ffffff') +
  rect(32, 52, 36, 4, 0, '#f1f3f5') +
  repeat(4, (i) => rect(58, 40 + i * 10, 7, 1.6, 0.8, p.main)) +
  circle(44, 70, 5, p.mainLight) +
  rect(35, 38, 4, 44, 2, '#ffffff', 0.6);

export const pillbottle = (p: Paint) =>
  rect(28, 14, 44, 18, 4, p.light) +
  repeat(6, (i) => rect(31 + i * 7, 16, 2, 14, 1, p.dark, 0.12)) +
  rect(30, 32, 40, 54, 7, p.main) +
  rect(34, 44, 32, 28, 3, p.light) +
  rect(46, 50, 8, 16, 1.5, p.accent) +
  rect(42, 54, 16, 8, 1.5, p.accent) +
  group('rotate(-30 82 82)', rect(74, 78, 18, 8, 4, p.accent), rect(83, 78, 9, 8, 4, p.light)) +
  circle(18, 84, 5, p.light);

export const formula = (p: Paint) =>
  rect(26, 22, 48, 64, 6, p.light) +
  rect(26, 22, 48, 64, 6, '#000000', 0.05) +
  ellipse(50, 22, 24, 5, p.metal) +
  rect(26, 40, 48, 30, 0, p.main) +
  path('M50 64 C40 56 36 50 42 46 Q46 44 50 48 Q54 44 58 46 C64 50 60 56 50 64Z', p.light) +
  rect(30, 76, 40, 3, 1.5, p.accent) +
  rect(29, 26, 4, 56, 2, '#ffffff', 0.4);

export const diaper = (p: Paint) =>
  path('M22 20 Q20 14 26 14 H74 Q80 14 78 20 L82 84 Q82 90 76 90 H24 Q18 90 18 84Z', p.main) +
  repeat(8, (i) => path(`M${22 + i * 7} 14 l3.5 -4 l3.5 4Z`, p.mainDark)) +
  circle(50, 52, 18, p.light) +
  circle(50, 50, 9, '#f6c7a4') +
  circle(46.5, 49, 1.3, p.dark) +
  circle(53.5, 49, 1.3, p.dark) +
  line('M47 53 Q50 55.5 53 53', p.dark, 1.2) +
  rect(32, 76, 36, 6, 3, p.accent);

export const pill = (p: Paint) =>
  group(
    'rotate(-12 50 50)',
    rect(16, 24, 58, 48, 6, '#dde3ea'),
    rect(16, 24, 58, 48, 6, '#ffffff', 0.25),
    repeat(8, (i) => circle(26 + (i % 4) * 13, 38 + Math.floor(i / 4) * 20, 5.5, '#ffffff', 0.85)),
    repeat(8, (i) => ellipse(26 + (i % 4) * 13, 38 + Math.floor(i / 4) * 20, 3.6, 3.6, i === 5 ? '#dde3ea' : p.main)),
  ) +
  group('rotate(35 78 80)', rect(68, 76, 22, 9, 4.5, p.accent), rect(79, 76, 11, 9, 4.5, p.light)) +
  circle(24, 84, 5, p.light) +
  line('M20.5 84 H27.5', p.metal, 1);

export const capsule = (p: Paint) =>
  repeat(5, (i) => {
    const x = [34, 62, 46, 26, 68][i]!;
    const y = [34, 30, 56, 70, 66][i]!;
    const a = [-30, 25, 60, -10, -45][i]!;
    return group(`rotate(${a} ${x} ${y})`, rect(x - 16, y - 7, 32, 14, 7, p.light), rect(x - 16, y - 7, 16, 14, 7, p.main), rect(x - 12, y - 4.5, 10, 3, 1.5, '#ffffff', 0.45));
  }) +
  ellipse(48, 84, 9, 6, '#f2b53c') +
  ellipse(46, 82, 3, 2, '#ffffff', 0.5);

export const mask = (p: Paint) =>
  line('M24 40 Q6 40 8 56 Q10 68 24 64', p.metal, 2.5) +
  line('M76 40 Q94 40 92 56 Q90 68 76 64', p.metal, 2.5) +
  path('M22 34 Q50 26 78 34 V66 Q50 80 22 66Z', p.mainLight) +
  path('M22 34 Q50 26 78 34 V40 Q50 32 22 40Z', p.main, 0.5) +
  repeat(3, (i) => line(`M24 ${46 + i * 7} Q50 ${40 + i * 7} 76 ${46 + i * 7}`, p.main, 1.4, 0.8)) +
  line('M40 31 Q50 28 60 31', p.metal, 2);

export const firstaid = (p: Paint) =>
  line('M40 26 V18 H60 V26', p.dark, 4) +
  rect(14, 26, 72, 58, 9, p.main) +
  rect(14, 26, 72, 12, 6, p.mainDark, 0.4) +
  rect(44, 42, 12, 32, 2, p.light) +
  rect(34, 52, 32, 12, 2, p.light) +
  rect(18, 30, 5, 50, 2.5, '#ffffff', 0.2);
