import type { Localized } from './languages.ts';

/**
 * The catalogue of response codes. 1000, 1002 and 1008 are the spec's (section 8); the others are ours.
 * Each domain adds its codes here, in its own range, so that the web app and the server share one list.
 */
export const CODES = {
  OK: { code: 1000, message: { en: 'Success', zh: '成功', ja: '成功' } },
  INVALID_REQUEST: { code: 1001, message: { en: 'Invalid request', zh: '请求参数错误', ja: 'リクエストが不正です' } },
  NOT_LOGGED_IN: { code: 1002, message: { en: 'Not logged in', zh: '未登录', ja: 'ログインしていません' } },
  FORBIDDEN: { code: 1003, message: { en: 'You may not do this', zh: '无权操作', ja: 'この操作は許可されていません' } },
  NOT_FOUND: { code: 1004, message: { en: 'Data not found', zh: '数据不存在', ja: 'データが見つかりません' } },
  TOO_MANY_REQUESTS: { code: 1005, message: { en: 'Too many requests, please try again later', zh: '请求过于频繁，请稍后再试', ja: 'リクエストが多すぎます。しばらくしてからお試しください' } },
  PAYLOAD_TOO_LARGE: { code: 1006, message: { en: 'The request is too large', zh: '请求内容过大', ja: 'リクエストが大きすぎます' } },
  MALFORMED_BODY: { code: 1007, message: { en: 'The request body is not valid JSON', zh: '请求体不是有效的 JSON', ja: 'リクエスト本文が正しい JSON ではありません' } },
  SESSION_REPLACED: { code: 1008, message: { en: 'You need to log in again', zh: '您需要重新登录', ja: '再度ログインしてください' } },
  UNKNOWN_CALL: { code: 1009, message: { en: 'No such call', zh: '接口不存在', ja: 'そのAPIは存在しません' } },
  UNSUPPORTED_MEDIA_TYPE: { code: 1010, message: { en: 'Unsupported content type', zh: '不支持的内容类型', ja: 'サポートされていないコンテンツタイプです' } },
  DUPLICATE_REQUEST: { code: 1011, message: { en: 'This request was already handled', zh: '请求已处理，请勿重复提交', ja: 'このリクエストは処理済みです' } },
  SERVER_ERROR: { code: 1500, message: { en: 'Something went wrong, please try again', zh: '服务器开小差了，请稍后再试', ja: 'エラーが発生しました。もう一度お試しください' } },
} as const satisfies Record<string, { code: number; message: Localized }>;

export type CodeName = keyof typeof CODES;

const byNumber = new Map<number, Localized>(Object.values(CODES).map((c) => [c.code, c.message]));

/** The message of a code in a language, or undefined for a code the catalogue does not know. */
export function messageOf(code: number, lang: keyof Localized): string | undefined {
  return byNumber.get(code)?.[lang];
}
