import { path as detailsPath, type chatConversationDetails } from '@mall/contract/chat/conversation-details';
import { path as goodsPath, type chatGoodsDetail } from '@mall/contract/chat/goods-detail';
import { path as mConversationsPath, type merchantChatConversations } from '@mall/contract/chat/merchant-conversations';
import { path as mTotalPath, type merchantChatNotifyTotal } from '@mall/contract/chat/merchant-notify-total';
import { path as mReadPath, type merchantChatRead } from '@mall/contract/chat/merchant-read';
import { path as mRecordPath, type merchantChatRecord } from '@mall/contract/chat/merchant-record';
import { path as mReplyPath, type merchantChatReply } from '@mall/contract/chat/merchant-reply';
import { path as totalPath, type chatNotifyTotal } from '@mall/contract/chat/notify-total';
import { path as orderPath, type chatOrderDetail } from '@mall/contract/chat/order-detail';
import { path as conversationsPath, type queryChatConversations } from '@mall/contract/chat/query-conversation';
import { path as recordPath, type readChatRecord } from '@mall/contract/chat/record';
import { path as reminderPath, type chatReminder } from '@mall/contract/chat/reminder';
import { path as replyPath, type replyChat } from '@mall/contract/chat/reply';
import { path as startPath, type startChat } from '@mall/contract/chat/start';
import { path as startPlatformPath, type startPlatformChat } from '@mall/contract/chat/start-platform';
import { path as mutePath, type updateChatNotify } from '@mall/contract/chat/update-conversation-notify';
import { path as readPath, type updateChatRead } from '@mall/contract/chat/update-message-status';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

export const CHAT_API = {
  start: endpointRef<typeof startChat>(startPath),
  startPlatform: endpointRef<typeof startPlatformChat>(startPlatformPath),
  details: endpointRef<typeof chatConversationDetails>(detailsPath),
  conversations: endpointRef<typeof queryChatConversations>(conversationsPath),
  record: endpointRef<typeof readChatRecord>(recordPath),
  reply: endpointRef<typeof replyChat>(replyPath),
  reminder: endpointRef<typeof chatReminder>(reminderPath),
  total: endpointRef<typeof chatNotifyTotal>(totalPath),
  read: endpointRef<typeof updateChatRead>(readPath),
  mute: endpointRef<typeof updateChatNotify>(mutePath),
  goods: endpointRef<typeof chatGoodsDetail>(goodsPath),
  order: endpointRef<typeof chatOrderDetail>(orderPath),
} as const;

/** The merchant console's side of the same conversations. */
export const MERCHANT_CHAT_API = {
  conversations: endpointRef<typeof merchantChatConversations>(mConversationsPath),
  record: endpointRef<typeof merchantChatRecord>(mRecordPath),
  reply: endpointRef<typeof merchantChatReply>(mReplyPath),
  read: endpointRef<typeof merchantChatRead>(mReadPath),
  total: endpointRef<typeof merchantChatNotifyTotal>(mTotalPath),
} as const;
