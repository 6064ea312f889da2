import { MessageOutline, RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/use-session.ts';
import { CHAT_PLATFORM_PATH, chatWithShopPath } from './chat-paths.ts';
import '../../shared/ui/entry-card.css';
import './chat.css';

/** "Contact the shop" as a card row (an order's page): opens the chat with the order's card offered. */
export function ContactShopCard({ shopId, orderNo }: { shopId: number; orderNo?: string }) {
  const { t } = useTranslation('chat');
  return (
    <Link className="mall-card mall-chat-contact" to={chatWithShopPath(shopId, { orderNo })} data-testid="contact-shop">
      <MessageOutline aria-hidden />
      <span className="mall-chat-contact-text">{t('contact.order')}</span>
      <RightOutline aria-hidden />
    </Link>
  );
}

/** "Chat with the shop" in a shop's header. */
export function ContactShopLink({ shopId, className }: { shopId: number; className?: string }) {
  const { t } = useTranslation('chat');
  return (
    <Link className={className} to={chatWithShopPath(shopId)} data-testid="contact-shop">
      {t('contact.shopLong')} ›
    </Link>
  );
}

/** The me tab's way to the platform's customer service; shown to logged-in shoppers. */
export function ContactPlatformEntry() {
  const { t } = useTranslation('chat');
  const { token } = useSession();
  if (!token) return null;
  return (
    <Link className="mall-card mall-entry-card" to={CHAT_PLATFORM_PATH} data-testid="contact-platform-entry">
      <MessageOutline className="mall-entry-card-icon" aria-hidden />
      <span className="mall-entry-card-text">
        <strong>{t('contact.platform')}</strong>
        <span>{t('contact.platformNote')}</span>
      </span>
      <RightOutline aria-hidden className="mall-entry-card-arrow" />
    </Link>
  );
}
