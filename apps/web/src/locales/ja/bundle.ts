// One chunk per language: every namespace of this language, and antd-mobile's texts in it, loaded together.
export const texts = import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });
export { default as antdLocale } from 'antd-mobile/es/locales/ja-JP';
