/*
 * The shop's two empty-state illustrations, drawn small: antd-mobile's stock ones cost ~5 KB gzipped of the first
 * screen. Same soft blue palette as antd-mobile's, so they sit well in both themes.
 */
const SHADE = '#E6EDF9';
const FILL = '#D6E4FB';
const LINE = '#8FB2EE';

export function EmptyIllustration() {
  return (
    <svg viewBox="0 0 200 160" role="img" aria-hidden="true">
      <ellipse cx="100" cy="146" rx="64" ry="8" fill={SHADE} />
      <path d="M80 60V48a20 20 0 0 1 40 0v12" fill="none" stroke={LINE} strokeWidth="6" strokeLinecap="round" />
      <path d="M52 58h96l9 78a6 6 0 0 1-6 7H49a6 6 0 0 1-6-7z" fill={FILL} />
      <path d="M58 66h84l7 66H51z" fill="#E8F0FD" />
      <circle cx="80" cy="76" r="4" fill={LINE} />
      <circle cx="120" cy="76" r="4" fill={LINE} />
      <path d="M84 106q16 10 32 0" fill="none" stroke={LINE} strokeWidth="4" strokeLinecap="round" />
      <path d="M163 34v12M157 40h12" stroke={LINE} strokeWidth="3" strokeLinecap="round" />
      <circle cx="36" cy="50" r="5" fill="none" stroke={LINE} strokeWidth="3" />
    </svg>
  );
}

export function OfflineIllustration() {
  return (
    <svg viewBox="0 0 200 160" role="img" aria-hidden="true">
      <ellipse cx="100" cy="146" rx="64" ry="8" fill={SHADE} />
      <g fill={FILL}>
        <circle cx="76" cy="96" r="24" />
        <circle cx="106" cy="80" r="32" />
        <circle cx="136" cy="100" r="22" />
        <rect x="52" y="96" width="106" height="26" rx="13" />
      </g>
      <path d="M66 56l74 74" stroke="#fff" strokeWidth="12" strokeLinecap="round" />
      <path d="M66 56l74 74" stroke={LINE} strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}
