import { circle, line, path, rect, repeat, type Paint } from './artwork-paint.ts';

// Icons for shortcuts that lead to pages rather than goods: coupons, score gifts, nearby shops, deals, news, home.

export const ticket = (p: Paint) =>
  path('M10 30 H90 V44 A8 8 0 0 0 90 58 V72 H10 V58 A8 8 0 0 0 10 44Z', p.main) +
  repeat(6, (i) => rect(64, 33 + i * 6.5, 2, 3.5, 1, p.light, 0.8)) +
  rect(20, 40, 36, 8, 4, p.light) +
  rect(20, 54, 24, 6, 3, p.light, 0.7) +
  circle(78, 51, 6, p.accent);

export const gift = (p: Paint) =>
  rect(16, 40, 68, 16, 4, p.mainDark) +
  rect(20, 54, 60, 34, 4, p.main) +
  rect(45, 40, 10, 48, 0, p.accent) +
  path('M50 40 Q30 16 24 30 Q22 40 50 40Z', p.accent) +
  path('M50 40 Q70 16 76 30 Q78 40 50 40Z', p.accentDark);

export const pin = (p: Paint) =>
  path('M50 88 Q22 56 22 38 A28 28 0 0 1 78 38 Q78 56 50 88Z', p.main) +
  circle(50, 38, 11, p.light) +
  path('M30 26 Q36 14 48 12 Q36 20 34 34Z', '#ffffff', 0.3);

export const bolt = (p: Paint) =>
  circle(50, 50, 38, p.main) +
  path('M56 14 L28 56 H48 L42 86 L72 42 H52Z', p.light) +
  path('M56 14 L28 56 H40Z', p.accent, 0.35);

export const news = (p: Paint) =>
  rect(14, 18, 72, 66, 6, p.light) +
  rect(14, 18, 72, 66, 6, p.dark, 0.06) +
  rect(22, 26, 56, 10, 3, p.main) +
  rect(22, 42, 24, 24, 3, p.accent) +
  repeat(4, (i) => rect(52, 43 + i * 6, 26, 3, 1.5, p.dark, 0.35)) +
  repeat(2, (i) => rect(22, 72 + i * 6, 56, 3, 1.5, p.dark, 0.35));

export const house = (p: Paint) =>
  path('M50 14 L88 46 H78 V86 H22 V46 H12Z', p.main) +
  path('M50 14 L88 46 H78 L50 22 L22 46 H12Z', p.mainDark) +
  rect(42, 60, 16, 26, 3, p.accent) +
  rect(28, 52, 10, 10, 2, p.light) +
  rect(62, 52, 10, 10, 2, p.light) +
  line('M66 22 V32', p.dark, 6);
