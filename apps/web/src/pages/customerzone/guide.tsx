import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHAT_PLATFORM_PATH } from '../../features/chat/chat-paths.ts';
import { HelpLinks } from '../../features/complaint/help-links.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import './guide.css';

/** The guide's topics, each with the page where the shopper does it. */
const TOPICS = [
  { key: 'buy', to: '/pages/category/index' },
  { key: 'pay', to: '/pages/order/order' },
  { key: 'track', to: '/pages/order/order' },
  { key: 'return', to: '/pages/order/order' },
  { key: 'points', to: '/pages/score/index' },
  { key: 'contact', to: CHAT_PLATFORM_PATH },
] as const;

/** The shoppers' guide (spec route customerzone/guide): how buying, paying, delivery, returns and points work here. */
export default function CustomerGuidePage() {
  const { t } = useTranslation('share');
  return (
    <Page name="customerzone/guide">
      <PageNavBar title={t('guide.title')} />
      <main className="mall-page-body mall-guide">
        <p className="mall-guide-intro">{t('guide.intro')}</p>
        {TOPICS.map(({ key, to }) => (
          <section key={key} className="mall-card mall-guide-topic" aria-labelledby={`guide-${key}`}>
            <h2 id={`guide-${key}`}>{t(`guide.topics.${key}.title`)}</h2>
            <p>{t(`guide.topics.${key}.text`)}</p>
            <Link to={to} className="mall-guide-link">
              {t(`guide.topics.${key}.link`)}
              <RightOutline aria-hidden />
            </Link>
          </section>
        ))}
        <HelpLinks title={t('guide.help')} />
      </main>
    </Page>
  );
}
