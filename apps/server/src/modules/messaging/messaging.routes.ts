import type { FastifyInstance } from 'fastify';
import { queryUnreadTotal as unreadTotal } from '@mall/contract/messaging/query-unread-total';
import { queryUserMessages as userMessages } from '@mall/contract/messaging/query-user-messages';
import { readUserMessage as readMessage } from '@mall/contract/messaging/read-user-message';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import { queryUnreadTotal, queryUserMessages, readUserMessage } from './user-message.service.ts';

export function messagingRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, userMessages, ({ body, ctx }) => queryUserMessages(deps.db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, readMessage, ({ body, ctx }) => readUserMessage(deps.db, userOf(ctx), body));
  registerEndpoint(app, deps, unreadTotal, ({ ctx }) => queryUnreadTotal(deps.db, userOf(ctx)));
}
