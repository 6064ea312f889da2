import enUS from 'antd-mobile/es/locales/en-US';
import jaJP from 'antd-mobile/es/locales/ja-JP';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { Lang } from '@mall/contract/platform/languages';

/** antd-mobile's own texts (pull-to-refresh, dialogs, empty blocks) in the app's language. */
export const ANTD_LOCALES: Record<Lang, typeof enUS> = { en: enUS, zh: zhCN, ja: jaJP };
