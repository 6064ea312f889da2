import { useEffect } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MessageKindIcon } from '../../features/messaging/message-parts.tsx';
import { useMessage, useReadMessages } from '../../features/messaging/use-messages.ts';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { internalPath } from '../../shared/ui/internal-path.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import './messages.css';

function parseId(value: string | undefined): number | undefined {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** One message in full (?id=); opening it marks it read. */
export default function MessageDetailPage({ query }: PageProps) {
  const { t, i18n } = useTranslation('messaging');
  const navigate = useNavigate();
  const id = parseId(query.id);
  const message = useMessage(id);
  const { mutate: markRead } = useReadMessages();
  const unreadId = message.data && !message.data.read ? message.data.id : undefined;

  useEffect(() => {
    if (unreadId !== undefined) markRead({ id: unreadId });
  }, [unreadId, markRead]);

  let body;
  if (id === undefined || message.data === null) body = <EmptyState title={t('notFoundTitle')} description={t('notFoundDescription')} action={{ label: t('backToList'), onClick: () => void navigate('/pages/user/messagelist', { replace: true }) }} />;
  else if (message.isPending) body = <ListSkeleton rows={1} lines={5} />;
  else if (message.isError) body = <LoadFailed description={message.error.message} onRetry={() => void message.refetch()} />;
  else {
    const m = message.data;
    const target = m.link ? internalPath(m.link) : undefined;
    body = (
      <article className="mall-card mall-message-detail" data-testid="message-detail">
        <header className="mall-message-detail-head">
          <MessageKindIcon kind={m.kind} />
          <span className="mall-message-detail-kind">
            <span>{t(`kinds.${m.kind}`)}</span>
            <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, i18n.language)}</time>
          </span>
        </header>
        <h2 className="mall-message-detail-title">{m.title}</h2>
        <p className="mall-message-detail-content">{m.content}</p>
        {target && (
          <Button className="mall-message-detail-action" block color="primary" shape="rounded" onClick={() => void navigate(target)}>
            {t('openLink')}
          </Button>
        )}
      </article>
    );
  }

  return (
    <Page name="user/messagedetail">
      <PageNavBar title={t('detailTitle')} />
      <main className="mall-page-body">{body}</main>
    </Page>
  );
}
