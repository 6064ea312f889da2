import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChatConversationList } from '../../features/chat/chat-list.tsx';
import { useMallName } from '../../features/decorate/use-mall-name.ts';
import { MessageKindRow } from '../../features/messaging/message-parts.tsx';
import { MESSAGE_KINDS } from '../../features/messaging/messaging-queries.ts';
import { useLatestByKind } from '../../features/messaging/use-messages.ts';
import { useUnreadTotal } from '../../features/messaging/use-unread-total.ts';
import { buildLoginRedirect } from '../../shared/session/login-redirect.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import './message.css';

function Inbox() {
  const { t } = useTranslation('messaging');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const latest = useLatestByKind();
  const unread = useUnreadTotal();

  if (latest.isPending) return <ListSkeleton rows={1} lines={5} />;
  if (latest.isError) return <LoadFailed description={latest.error.message} onRetry={() => void latest.refetch()} />;

  const hasAny = MESSAGE_KINDS.some((kind) => latest.data[kind] !== undefined);
  return (
    <>
      <section className="mall-card mall-inbox" aria-label={t('inboxTitle')} data-testid="message-kinds">
        {MESSAGE_KINDS.map((kind) => (
          <MessageKindRow
            key={kind}
            kind={kind}
            unread={unread.data?.byKind[kind] ?? 0}
            latest={latest.data[kind]}
            onOpen={() => void navigate(`/pages/user/messagelist?kind=${kind}`)}
          />
        ))}
      </section>
      {hasAny ? (
        <button type="button" className="mall-inbox-all" onClick={() => void navigate('/pages/user/messagelist')}>
          {t('viewAll')}
        </button>
      ) : null}
      <ChatConversationList
        whenNone={
          hasAny ? undefined : (
            <EmptyState title={t('emptyTitle')} description={t('emptyDescription')} action={{ label: tc('actions.goShopping'), onClick: () => void navigate('/') }} />
          )
        }
      />
    </>
  );
}

/** The messages tab: the kinds of notices with their unread counts, and the chats with shops and the platform (pull to refresh). */
export default function MessagePage() {
  const { t } = useTranslation('messaging');
  const { t: tc } = useTranslation('common');
  const mallName = useMallName();
  const navigate = useNavigate();
  const { token } = useSession();
  return (
    <Page name="index/message">
      <PageNavBar title={mallName} back={false} />
      <main className="mall-page-body mall-inbox-body">
        {token ? (
          <PageRefresh>
            <Inbox />
          </PageRefresh>
        ) : (
          <EmptyState
            title={t('emptyTitle')}
            description={t('loggedOutDescription')}
            action={{ label: tc('actions.logIn'), onClick: () => void navigate(buildLoginRedirect('/pages/index/message')) }}
          />
        )}
      </main>
    </Page>
  );
}
