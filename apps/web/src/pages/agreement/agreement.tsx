import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAgreements } from '../../features/resource/use-resources.ts';
import { formatDate } from '../../shared/format/date-time.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import '../../features/resource/agreement.css';

/** The platform's agreements, each opening its text. */
export default function AgreementListPage() {
  const { t, i18n } = useTranslation('common');
  const navigate = useNavigate();
  const agreements = useAgreements();
  let body;
  if (agreements.isPending) body = <ListSkeleton rows={2} lines={1} />;
  else if (agreements.isError) body = <LoadFailed description={agreements.error.message} onRetry={() => void agreements.refetch()} />;
  else if (agreements.data.length === 0) body = <EmptyState title={t('agreement.noneTitle')} description={t('agreement.noneDescription')} />;
  else
    body = (
      <List className="mall-card mall-agreement-list" mode="card" style={{ margin: 0 }}>
        {agreements.data.map((a) => (
          <List.Item
            key={a.code}
            data-agreement={a.code}
            description={<span className="mall-agreement-list-meta">{`${t('agreement.version', { version: a.version })} · ${t('agreement.updated', { date: formatDate(a.updatedAt, i18n.language) })}`}</span>}
            onClick={() => void navigate(`/pages/agreement/detail?code=${encodeURIComponent(a.code)}`)}
          >
            {a.title}
          </List.Item>
        ))}
      </List>
    );
  return (
    <Page name="agreement/agreement">
      <PageNavBar title={t('agreement.listTitle')} />
      <main className="mall-page-body">{body}</main>
    </Page>
  );
}
