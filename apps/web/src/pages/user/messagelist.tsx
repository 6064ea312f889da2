import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MessageCard } from '../../features/messaging/message-parts.tsx';
import { isMessageKind, useMessagePages, useReadMessages } from '../../features/messaging/use-messages.ts';
import { useUnreadTotal } from '../../features/messaging/use-unread-total.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import './messages.css';
import { ListMore } from '../../shared/ui/list-more.tsx';

/** The user's messages (all, or one kind with ?kind=), a page at a time as the list scrolls; pull to refresh. */
export default function MessageListPage({ query }: PageProps) {
  const { t } = useTranslation('messaging');
  const navigate = useNavigate();
  const kind = isMessageKind(query.kind) ? query.kind : undefined;
  const pages = useMessagePages(kind);
  const unread = useUnreadTotal();
  const read = useReadMessages();
  const messages = pages.data?.pages.flatMap((page) => page.list) ?? [];
  const unreadHere = kind ? unread.data?.byKind[kind] : unread.data?.total;
  const canMarkAll = messages.some((m) => !m.read) || (unreadHere ?? 0) > 0;

  const markAll = () =>
    read.mutate(kind ? { all: true, kind } : { all: true }, {
      onSuccess: () => showToast(t('allMarkedRead')),
    });

  const right = (
    <button type="button" className="mall-nav-text-action" disabled={!canMarkAll || read.isPending} onClick={markAll}>
      {t('markAllRead')}
    </button>
  );

  let body;
  if (pages.isPending) body = <ListSkeleton rows={4} />;
  else if (pages.isError) body = <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  else if (messages.length === 0) body = <EmptyState title={t('emptyTitle')} description={t('listEmptyDescription')} />;
  else
    body = (
      <>
        <ul className="mall-message-list" data-testid="message-list">
          {messages.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} onOpen={() => void navigate(`/pages/user/messagedetail?id=${message.id}`)} />
            </li>
          ))}
        </ul>
        <ListMore pages={pages} />
      </>
    );

  return (
    <Page name="user/messagelist">
      <PageNavBar title={kind ? t(`kinds.${kind}`) : t('allTitle')} right={right} />
      <PageRefresh onRefresh={() => Promise.all([pages.refetch(), unread.refetch()])}>
        <main className="mall-page-body mall-messages-body">{body}</main>
      </PageRefresh>
    </Page>
  );
}
