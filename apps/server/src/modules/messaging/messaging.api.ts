// What other modules may use of the messaging module.
export { queryUnreadTotal, sendUserMessage, WELCOME_MESSAGE } from './user-message.service.ts';
