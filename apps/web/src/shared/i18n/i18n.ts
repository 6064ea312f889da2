import i18next from 'i18next';
import type { Lang } from '@mall/contract/platform/languages';
import type { antdLocale as antdLocaleShape } from '../../locales/en/bundle.ts';

/** The app's one i18next instance; React binds to it in app/providers, plain modules (transport, dialogs) use it directly. */
export const i18n = i18next.createInstance();

void i18n.init({
  lng: 'en',
  // Every string exists in all three languages (a unit test checks), so only the active language is ever loaded.
  fallbackLng: false,
  defaultNS: 'common',
  ns: [],
  resources: {},
  partialBundledLanguages: true,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  // The launch gate waits for texts itself; a component must never suspend for them (nothing above it would catch it).
  react: { useSuspense: false },
});

type AntdLocale = typeof antdLocaleShape;

type Texts = Record<string, Record<string, unknown>>;

interface Bundle {
  texts: Texts;
  restTexts: () => Promise<{ texts: Texts }>;
  antdLocale: AntdLocale;
}

const loaders: Record<Lang, () => Promise<Bundle>> = {
  en: () => import('../../locales/en/bundle.ts'),
  zh: () => import('../../locales/zh/bundle.ts'),
  ja: () => import('../../locales/ja/bundle.ts'),
};

const antdLocales = new Map<Lang, AntdLocale>();
const bundles = new Map<Lang, Bundle>();
const restLoaded = new Set<Lang>();
/** Set once any page past the home page has needed every namespace; a language switch then loads them all. */
let allWanted = false;

function addTexts(lang: Lang, texts: Texts): void {
  for (const [file, values] of Object.entries(texts)) i18n.addResourceBundle(lang, namespaceOf(file), values, true, true);
}

async function loadRest(lang: Lang): Promise<void> {
  const bundle = bundles.get(lang);
  if (!bundle || restLoaded.has(lang)) return;
  addTexts(lang, (await bundle.restTexts()).texts);
  restLoaded.add(lang);
}

/**
 * Every namespace of the active language. The launch loads only what the shell and the home page use (the first
 * screen's budget); every other page waits for this as it loads (app/routes.ts), so none shows a missing text.
 */
export async function loadAllTexts(): Promise<void> {
  allWanted = true;
  const lang = i18n.language as Lang;
  if (bundles.has(lang)) await loadRest(lang);
}

/** antd-mobile's texts for a language, once activateLanguage has loaded it. */
export function antdLocaleOf(lang: Lang): AntdLocale | undefined {
  return antdLocales.get(lang);
}

/** `./common.json` -> `common` */
function namespaceOf(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.json$/, '');
}

/** The `lang` attribute of <html>, so the browser picks CJK fonts and line breaking for the language. */
const HTML_LANG: Record<Lang, string> = { en: 'en', zh: 'zh-CN', ja: 'ja' };

let latestRequest = 0;

/**
 * Loads a language's texts (once) and makes it the active language. When calls overlap (the launch guess and then
 * the mall's default), the last one asked for wins, whichever chunk arrives first.
 */
export async function activateLanguage(lang: Lang): Promise<Lang> {
  const request = ++latestRequest;
  if (!bundles.has(lang)) {
    const bundle = await loaders[lang]();
    addTexts(lang, bundle.texts);
    antdLocales.set(lang, bundle.antdLocale);
    bundles.set(lang, bundle);
  }
  if (allWanted) await loadRest(lang);
  if (request !== latestRequest) return lang;
  showLanguage(lang);
  return lang;
}

/**
 * Makes a language already loaded by activateLanguage the active one, at once: the launch gate calls it on every
 * switch, because the query that loads a language runs once a visit and a switch back (en → ja → en) finds it done.
 */
export function showLanguage(lang: Lang): void {
  if (!bundles.has(lang)) return;
  // With every text in memory (initAsync false, no backend) the change happens before this returns; it is made
  // even to the language already set, so that what reads the loaded bundle (antd-mobile's texts) renders again.
  void i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
}
