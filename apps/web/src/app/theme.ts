import { FALLBACK_THEME, THEMES } from '@mall/contract/decorate/query-decorate-config';

export type ThemeName = (typeof THEMES)[number];

/** The theme to use for the config's theme name: unknown names fall back to theme-bluewhite (spec 9). */
export function resolveTheme(name: string | undefined): ThemeName {
  const value = name?.trim();
  return (THEMES as readonly string[]).includes(value ?? '') ? (value as ThemeName) : FALLBACK_THEME;
}

/** The browser chrome colour for each theme, matching its navigation bar. */
const CHROME_COLOUR: Record<ThemeName, string> = {
  'theme-sapphireblue': '#0F52BA',
  'theme-bluewhite': '#FFFFFF',
};

/** Themes are sets of CSS variables (theme.css) keyed by a class on <html>, so one switch restyles every page. */
export function applyTheme(theme: ThemeName): void {
  const root = document.documentElement;
  for (const name of THEMES) root.classList.toggle(name, name === theme);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', CHROME_COLOUR[theme]);
}
