// What other modules may use of the chat module (storing a message in a conversation, opening the platform's).
export { storeMessage, type NewMessage } from './send-message.ts';
export { openDemandConversation, openPlatformConversation } from './conversations.ts';
