import { path as unreadPath, type queryUnreadTotal } from '@mall/contract/messaging/query-unread-total';
import { path as listPath, type queryUserMessages } from '@mall/contract/messaging/query-user-messages';
import { path as readPath, type readUserMessage } from '@mall/contract/messaging/read-user-message';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

export const MESSAGING_API = {
  unreadTotal: endpointRef<typeof queryUnreadTotal>(unreadPath),
  list: endpointRef<typeof queryUserMessages>(listPath),
  read: endpointRef<typeof readUserMessage>(readPath),
} as const;
