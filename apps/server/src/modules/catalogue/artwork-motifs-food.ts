import { circle, ellipse, group, line, path, rect, repeat, type Paint } from './artwork-paint.ts';

// Groceries and takeaway dishes, in a 100 × 100 box. Food keeps its natural colours; the palette dresses
// the packaging, the tableware and the background.

const BUN = '#e9a23b';
const BUN_DARK = '#c97f1f';
const LEAF = '#5c9e3c';
const LEAF_DARK = '#3f7a26';

export const cookie = (_p: Paint) =>
  circle(62, 42, 22, '#c88a4a') +
  circle(44, 58, 28, '#e0a862') +
  circle(44, 58, 28, '#ffffff', 0.08) +
  repeat(7, (i) => circle([34, 50, 40, 58, 30, 48, 56][i]!, [46, 48, 62, 64, 66, 74, 54][i]!, 3.4, '#5a3a22')) +
  repeat(3, (i) => circle([62, 72, 56][i]!, [30, 44, 40][i]!, 2.6, '#5a3a22')) +
  path('M24 48 Q30 36 42 32', '#ffffff', 0.2);

export const nut = (p: Paint) =>
  ellipse(50, 80, 34, 6, p.mainDark, 0.25) +
  repeat(6, (i) => {
    const x = [34, 54, 70, 44, 62, 30][i]!;
    const y = [48, 40, 54, 66, 70, 70][i]!;
    return group(`rotate(${[-30, 15, 50, -70, 20, 10][i]} ${x} ${y})`, ellipse(x, y, 13, 8, i % 2 ? '#b57a45' : '#c98d52'), line(`M${x - 8} ${y} Q${x} ${y - 2} ${x + 8} ${y}`, '#8a5a2f', 1.2, 0.7));
  });

export const chips = (p: Paint) =>
  path('M22 14 H78 L74 86 H26Z', p.main) +
  repeat(8, (i) => path(`M${22 + i * 7} 14 l3.5 -5 l3.5 5Z`, p.main)) +
  repeat(8, (i) => path(`M${26 + i * 6} 86 l3 5 l3 -5Z`, p.main)) +
  path('M22 14 H34 L30 86 H26Z', '#ffffff', 0.18) +
  circle(50, 54, 17, p.light) +
  repeat(3, (i) => ellipse(44 + i * 6, 54 + (i % 2) * 4, 8, 5, '#f3c04a')) +
  rect(34, 24, 32, 10, 3, p.accent);

export const ricebag = (p: Paint) =>
  path('M28 24 Q24 14 34 14 H66 Q76 14 72 24 L80 84 Q80 90 74 90 H26 Q20 90 20 84Z', '#efe3c8') +
  path('M28 24 Q24 14 34 14 H66 Q76 14 72 24Z', '#e2d2ad') +
  line('M34 22 Q50 28 66 22', '#a48a55', 2) +
  rect(30, 40, 40, 36, 4, p.main) +
  repeat(5, (i) => ellipse(40 + i * 5, 58 - (i % 2) * 4, 2, 4, '#ffffff')) +
  rect(36, 46, 28, 3, 1.5, p.light, 0.8) +
  path('M26 30 L22 84 Q22 88 26 88Z', '#ffffff', 0.3);

export const tealeaf = (p: Paint) =>
  group('rotate(-28 44 52)', path('M44 16 Q70 38 44 88 Q18 38 44 16Z', LEAF), line('M44 22 V84', LEAF_DARK, 1.6), line('M44 40 L54 32 M44 52 L56 44 M44 64 L54 58 M44 46 L34 38 M44 58 L32 52', LEAF_DARK, 1.2, 0.7)) +
  group('rotate(34 62 56)', path('M62 26 Q82 44 62 84 Q42 44 62 26Z', '#7cb342'), line('M62 32 V80', LEAF_DARK, 1.4)) +
  ellipse(50, 88, 26, 4, p.mainDark, 0.2);

export const coffee = (p: Paint) =>
  path('M28 26 H72 L66 88 H34Z', p.light) +
  path('M28 26 H72 L66 88 H34Z', '#000000', 0.04) +
  path('M30 44 H70 L67 70 H33Z', p.main) +
  circle(50, 57, 6, p.light, 0.9) +
  rect(24, 18, 52, 9, 4, p.dark) +
  rect(34, 12, 32, 7, 3, p.dark) +
  path('M31 30 H36 L38 84 H35Z', '#ffffff', 0.5);

/** A bag of roasted beans with its one-way valve, and beans spilt in front: coffee to brew, not a cup to go. */
export const coffeebeans = (p: Paint) =>
  ellipse(50, 88, 34, 5, p.mainDark, 0.2) +
  path('M30 24 L26 84 Q26 88 30 88 H70 Q74 88 74 84 L70 24Z', p.main) +
  path('M30 24 L34 14 H66 L70 24Z', p.mainDark) +
  circle(50, 36, 4, p.light, 0.9) +
  rect(36, 48, 28, 20, 3, '#ffffff', 0.85) +
  line('M41 56 H59 M41 61 H54', p.mainDark, 2, 0.6) +
  repeat(5, (i) => {
    const x = [24, 36, 50, 64, 76][i]!;
    const y = [86, 90, 88, 90, 86][i]!;
    return group(`rotate(${[-30, 20, -10, 40, -50][i]} ${x} ${y})`, ellipse(x, y, 6, 4.5, '#6f4423'), line(`M${x - 5} ${y} Q${x} ${y - 2} ${x + 5} ${y}`, '#3e2412', 1.2));
  });

export const teacup = (p: Paint) =>
  line('M40 22 Q36 16 40 10 M52 22 Q48 16 52 10', p.metal, 2.5) +
  ellipse(50, 82, 36, 7, p.mainDark) +
  ellipse(50, 80, 34, 6, p.main) +
  line('M74 44 Q88 44 86 56 Q84 66 70 64', p.main, 5) +
  path('M20 34 H80 Q80 74 56 78 H44 Q20 74 20 34Z', p.main) +
  ellipse(50, 34, 30, 6, '#b5651d') +
  ellipse(50, 34, 30, 6, '#d9a066', 0.5) +
  path('M24 40 Q26 60 40 72 Q28 66 24 40Z', '#ffffff', 0.35);

export const apple = (_p: Paint) =>
  path('M50 28 Q64 18 76 28 Q90 42 80 66 Q72 88 58 84 Q50 80 42 84 Q28 88 20 66 Q10 42 24 28 Q36 18 50 28Z', '#d93a3a') +
  path('M24 34 Q18 50 24 64 Q22 44 32 34Z', '#ffffff', 0.3) +
  line('M50 28 Q50 18 54 12', '#6b4226', 3) +
  path('M54 18 Q66 8 74 16 Q64 24 54 18Z', LEAF) +
  path('M56 80 Q70 76 76 62 Q74 78 58 84Z', '#a62828', 0.6);

export const carrot = (_p: Paint) =>
  repeat(3, (i) =>
    group(
      `rotate(${-20 + i * 20} 50 90)`,
      line('M50 22 Q42 8 38 4 M50 22 Q52 8 54 2 M50 22 Q58 10 64 8', LEAF, 3),
      path('M40 24 Q50 18 60 24 L52 88 Q50 92 48 88Z', i === 1 ? '#f28c28' : '#f59f3a'),
      line('M44 36 H50 M47 50 H53 M46 64 H51', '#c96b12', 1.2),
    ),
  );

export const fish = (p: Paint) =>
  ellipse(50, 82, 32, 5, p.mainDark, 0.2) +
  path('M14 50 Q40 20 70 42 L88 28 Q84 50 88 72 L70 58 Q40 80 14 50Z', '#f08a5d') +
  path('M14 50 Q40 34 70 46 L70 54 Q40 66 14 50Z', '#ffb38a') +
  repeat(4, (i) => line(`M${30 + i * 9} 38 Q${34 + i * 9} 50 ${30 + i * 9} 62`, '#ffffff', 1.6, 0.7)) +
  circle(24, 47, 2.5, p.dark);

export const noodles = (p: Paint) =>
  line('M60 10 L34 46 M70 12 L42 48', '#a0683a', 3) +
  path('M12 44 H88 Q88 80 60 86 H40 Q12 80 12 44Z', p.main) +
  ellipse(50, 44, 38, 9, '#f3d28b') +
  repeat(5, (i) => line(`M${24 + i * 11} 40 q5 5 10 0`, '#e0b65e', 2)) +
  circle(38, 42, 6, '#b5653a') +
  circle(60, 41, 5, '#b5653a') +
  path('M46 38 l6 -3 l3 5 l-6 3Z', LEAF) +
  ellipse(70, 44, 5, 3, '#f9e7b5') +
  path('M16 50 Q20 72 40 82 Q22 72 16 50Z', '#ffffff', 0.3) +
  rect(36, 86, 28, 4, 2, p.mainDark);

export const ricebowl = (p: Paint) =>
  path('M12 48 H88 Q88 82 60 88 H40 Q12 82 12 48Z', p.main) +
  path('M14 48 Q50 20 86 48Z', '#fbfaf5') +
  path('M30 46 Q40 30 54 36 Q60 44 50 48Z', '#c0622f') +
  circle(62, 40, 5, '#e8b04a') +
  circle(70, 44, 4, '#6ca83a') +
  circle(40, 38, 3, '#e8552f') +
  path('M16 54 Q20 74 40 84 Q22 74 16 54Z', '#ffffff', 0.3) +
  rect(36, 88, 28, 3, 1.5, p.mainDark);

export const bowl = (p: Paint) =>
  ellipse(50, 80, 38, 7, p.mainDark, 0.2) +
  path('M14 44 H86 Q86 76 58 82 H42 Q14 76 14 44Z', p.light) +
  path('M14 44 H86 Q86 52 84 58 H16 Q14 52 14 44Z', p.main) +
  repeat(5, (i) => circle(26 + i * 12, 66, 3, p.accent, 0.85)) +
  ellipse(50, 44, 36, 7, p.mainLight) +
  ellipse(50, 44, 30, 5, p.light) +
  rect(40, 82, 20, 4, 2, p.main);

export const dumpling = (p: Paint) =>
  ellipse(50, 70, 42, 14, p.main) +
  ellipse(50, 68, 38, 11, p.light) +
  repeat(3, (i) => {
    const x = [32, 68, 50][i]!;
    const y = [62, 62, 54][i]!;
    return (
      path(`M${x - 16} ${y + 6} Q${x - 14} ${y - 14} ${x} ${y - 16} Q${x + 14} ${y - 14} ${x + 16} ${y + 6} Q${x} ${y + 12} ${x - 16} ${y + 6}Z`, '#f6ecd6') +
      line(`M${x - 8} ${y - 10} q2 4 4 0 q2 4 4 0 q2 4 4 0`, '#d9c49a', 1.5) +
      path(`M${x - 14} ${y + 4} Q${x} ${y + 9} ${x + 14} ${y + 4} Q${x} ${y + 11} ${x - 14} ${y + 4}Z`, '#e4d2ad')
    );
  });

export const burger = (_p: Paint) =>
  path('M16 48 Q16 16 50 16 Q84 16 84 48Z', BUN) +
  path('M22 40 Q24 22 44 19 Q30 26 28 42Z', '#ffffff', 0.25) +
  repeat(7, (i) => ellipse([34, 46, 58, 66, 40, 52, 28][i]!, [28, 24, 26, 34, 36, 34, 38][i]!, 2.4, 1.3, '#fff3d6')) +
  path('M12 50 Q20 44 28 50 T44 50 T60 50 T76 50 T90 50 L88 56 H12Z', LEAF) +
  path('M16 54 H84 L74 66 L66 58 H16Z', '#f7c531') +
  rect(14, 58, 72, 12, 6, '#6b3b23') +
  path('M16 72 H84 Q84 86 70 86 H30 Q16 86 16 72Z', BUN_DARK);

export const pizza = (_p: Paint) =>
  circle(50, 52, 38, '#d99a4e') +
  circle(50, 52, 32, '#e8553f') +
  circle(50, 52, 30, '#f7d264') +
  repeat(6, (i) => circle(50 + Math.cos(i * 1.05 + 0.3) * 18, 52 + Math.sin(i * 1.05 + 0.3) * 18, 5.5, '#c0392b')) +
  circle(50, 52, 5.5, '#c0392b') +
  repeat(4, (i) => ellipse(50 + Math.cos(i * 1.6) * 10, 52 + Math.sin(i * 1.6) * 10, 3.5, 2, LEAF)) +
  line('M50 52 L88 52 M50 52 L69 19 M50 52 L31 85', '#d99a4e', 1.4, 0.8);

export const drumstick = (p: Paint) =>
  ellipse(50, 84, 34, 5, p.mainDark, 0.2) +
  group(
    'rotate(-35 50 50)',
    rect(46, 60, 8, 26, 4, '#f7f1e3'),
    circle(46, 88, 5, '#f7f1e3'),
    circle(54, 88, 5, '#f7f1e3'),
    path('M50 10 Q76 14 72 44 Q70 62 54 64 H46 Q30 62 28 44 Q24 14 50 10Z', '#d4862d'),
    repeat(6, (i) => circle(36 + (i % 3) * 12, 24 + Math.floor(i / 3) * 18, 3.5, '#b9691b', 0.8)),
    path('M34 22 Q40 14 50 13 Q40 22 38 40Z', '#ffffff', 0.2),
  );

export const sushi = (p: Paint) =>
  ellipse(50, 74, 44, 12, p.dark) +
  rect(12, 64, 76, 10, 5, p.dark) +
  repeat(2, (i) => {
    const x = 30 + i * 34;
    return (
      rect(x - 15, 44, 30, 20, 9, '#fbfaf5') +
      path(`M${x - 18} 46 Q${x} 28 ${x + 18} 44 Q${x + 16} 52 ${x} 50 Q${x - 16} 52 ${x - 18} 46Z`, '#f57c4c') +
      line(`M${x - 10} 42 l6 6 M${x - 2} 38 l6 7 M${x + 6} 38 l5 6`, '#ffd2bf', 1.6)
    );
  });

export const bento = (p: Paint) =>
  rect(10, 22, 80, 62, 8, p.dark) +
  rect(14, 26, 72, 54, 5, '#2a2a30') +
  rect(16, 28, 38, 50, 3, '#fbfaf5') +
  repeat(6, (i) => ellipse(24 + (i % 3) * 11, 40 + Math.floor(i / 3) * 22, 1.2, 0.8, '#333')) +
  circle(35, 53, 5, '#d64545') +
  rect(56, 28, 28, 24, 3, '#c26a2f') +
  line('M58 34 H82 M58 40 H82 M58 46 H82', '#8f4a1c', 1.4) +
  rect(56, 54, 13, 24, 3, '#f4c542') +
  rect(71, 54, 13, 24, 3, LEAF);

export const bubbletea = (p: Paint) =>
  line('M58 4 L54 30', p.accent, 4) +
  path('M34 22 Q50 10 66 22Z', '#f8f9fa', 0.9) +
  rect(30, 22, 40, 5, 2, p.dark) +
  path('M31 27 H69 L64 88 H36Z', '#fbf2e4', 0.95) +
  path('M32 40 H68 L64 88 H36Z', '#d9a066') +
  repeat(12, (i) => circle(40 + (i % 4) * 7, 72 + Math.floor(i / 4) * 5, 2.8, '#3b2314')) +
  path('M33 30 H38 L40 84 H37Z', '#ffffff', 0.5) +
  rect(36, 50, 28, 10, 3, p.main, 0.9);

export const cake = (p: Paint) =>
  ellipse(50, 84, 40, 6, p.mainDark, 0.4) +
  rect(18, 40, 64, 42, 6, '#fff4e8') +
  rect(18, 54, 64, 6, 0, p.mainLight) +
  rect(18, 68, 64, 6, 0, p.mainLight) +
  ellipse(50, 40, 32, 8, '#ffffff') +
  repeat(5, (i) => circle(24 + i * 13, 46, 4, '#ffffff')) +
  repeat(3, (i) => path(`M${34 + i * 16} 36 Q${28 + i * 16} 28 ${34 + i * 16} 24 Q${40 + i * 16} 28 ${34 + i * 16} 36Z`, '#e03131')) +
  repeat(3, (i) => path(`M${31 + i * 16} 25 l3 -4 l3 4Z`, LEAF));
