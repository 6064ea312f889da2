/** The chat page: a conversation, or one with a shop (about a goods or an order), or with the platform. */
export const CHAT_PATH = '/pages/chat/chat';

export function chatWithShopPath(shopId: number, about?: { goodsId?: number | undefined; orderNo?: string | undefined }): string {
  const q = new URLSearchParams({ shopId: String(shopId) });
  if (about?.goodsId) q.set('goodsId', String(about.goodsId));
  if (about?.orderNo) q.set('orderNo', about.orderNo);
  return `${CHAT_PATH}?${q.toString()}`;
}
export const chatConversationPath = (conversationId: number) => `${CHAT_PATH}?conversationId=${conversationId}`;
export const CHAT_PLATFORM_PATH = `${CHAT_PATH}?platform=1`;
