import { useTranslation } from 'react-i18next';
import { MerchantChat } from '../../features/chat/merchant-chat.tsx';
import { MerchantConsolePage } from '../../features/merchant/console-frame.tsx';
import { idParam } from '../../shared/catalogue-ui/catalogue-links.ts';
import type { PageProps } from '../../shared/ui/page.tsx';

/** The shop's chats with shoppers (?conversationId= opens one to answer). */
export default function MerchantChatPage({ query }: PageProps) {
  const { t } = useTranslation('chat');
  return (
    <MerchantConsolePage name="merchant/chat" title={t('merchant.title')} right="chat">
      {(shop) => <MerchantChat shopId={shop.shopId} conversationId={idParam(query.conversationId)} />}
    </MerchantConsolePage>
  );
}
