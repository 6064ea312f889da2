import { defineModule } from '../../platform/module.ts';
import { subscribeChatNotices } from './chat-notices.ts';
import { chatSocket } from './chat-socket.ts';
import { chatStaffRoutes } from './chat-staff.routes.ts';
import { chatRoutes } from './chat.routes.ts';

/** The chat module: conversations of shoppers with shops and the platform, their calls, the socket, system notices. */
export const chatModule = defineModule({
  name: 'chat',
  dependsOn: ['merchant', 'order', 'payment', 'resource', 'shop'],
  async register(app, deps) {
    chatRoutes(app, deps);
    chatStaffRoutes(app, deps);
    subscribeChatNotices(deps);
    await chatSocket(app, deps);
  },
});
