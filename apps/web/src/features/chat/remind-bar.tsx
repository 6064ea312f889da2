import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { REMINDER_AFTER_MS, type TChatMessage } from '@mall/contract/chat/chat-fields';
import { callApi } from '../../shared/transport/call-api.ts';
import { applyMessage, refreshListsAfterMessage } from './chat-queries.ts';
import { CHAT_API } from './chat-api.ts';

/** The shopper's own last message, when it still waits for an answer (nothing but it and notices after it). */
function waitingMessage(messages: readonly TChatMessage[]): TChatMessage | null {
  const last = messages.at(-1);
  return last && last.side === 'shopper' && last.type !== 'notice' ? last : null;
}

/**
 * "Remind them to reply" under a conversation whose last message is the shopper's own, once it has waited
 * REMINDER_AFTER_MS (the server decides; this only shows the offer when it would be accepted).
 */
export function RemindBar({ conversationId, messages }: { conversationId: number; messages: readonly TChatMessage[] }) {
  const { t } = useTranslation('chat');
  const client = useQueryClient();
  const waiting = waitingMessage(messages);
  const dueAt = waiting ? Date.parse(waiting.createdAt) + REMINDER_AFTER_MS : 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!waiting || now >= dueAt) return;
    const timer = setTimeout(() => setNow(Date.now()), dueAt - now + 500);
    return () => clearTimeout(timer);
  }, [waiting, dueAt, now]);
  const remind = useMutation({
    mutationFn: () => callApi(CHAT_API.reminder, { conversationId }),
    onSuccess: (message) => {
      applyMessage(client, conversationId, message);
      refreshListsAfterMessage(client);
      Toast.show({ content: t('remind.sent') });
    },
  });
  if (!waiting || now < dueAt) return null;
  return (
    <div className="mall-chat-remind" role="status">
      <span>{t('remind.note')}</span>
      <button type="button" className="mall-chat-remind-button" disabled={remind.isPending} onClick={() => remind.mutate()} data-testid="chat-remind">
        {t('remind.action')}
      </button>
    </div>
  );
}
