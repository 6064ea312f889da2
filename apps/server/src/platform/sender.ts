import type { Db } from './database.ts';
import { outbox } from './outbox.tables.ts';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  target: string;
  subject?: string;
  body: string;
}

/** Sends SMS and email. A real provider plugs in here; the default writes to the development outbox. */
export interface Sender {
  send(message: OutgoingMessage): Promise<void>;
}

export function createOutboxSender(db: Db, log: (msg: string) => void): Sender {
  return {
    async send(message) {
      await db.insert(outbox).values({ ...message, subject: message.subject ?? '' });
      log(`outbox ${message.channel} to ${message.target}: ${message.body}`);
    },
  };
}
