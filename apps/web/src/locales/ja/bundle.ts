// The launch chunk of this language: the namespaces the shell and the home page use, and antd-mobile's texts.
// Every other namespace comes in ./rest.ts, loaded before any other page opens (shared/i18n/i18n.ts).
export const texts = import.meta.glob<Record<string, unknown>>(['./common.json', './shell.json', './home.json', './catalogue.json'], {
  eager: true,
  import: 'default',
});
export const restTexts = () => import('./rest.ts');
export { default as antdLocale } from 'antd-mobile/es/locales/ja-JP';
