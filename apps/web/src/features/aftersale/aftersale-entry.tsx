import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { returnApplyPath, returnDetailPath } from './aftersale-paths.ts';
import { useOrderReturns } from './use-aftersale.ts';
import './aftersale.css';

/**
 * The order page's after-sales card: the way to apply (when the order allows a kind and some units are left) and the
 * requests already made, each opening its detail.
 */
export function AftersaleEntry({ orderId }: { orderId: number }) {
  const { t } = useTranslation('aftersale');
  const navigate = useNavigate();
  const facts = useOrderReturns(orderId);
  const data = facts.data;
  if (!data) return null;
  const canApply = data.kinds.length > 0 && data.lines.some((l) => l.available > 0);
  if (!canApply && data.returns.length === 0) return null;
  return (
    <section className="mall-card mall-aftersale-entry" data-testid="aftersale-entry">
      <header className="mall-aftersale-entry-head">
        <h2 className="mall-aftersale-entry-title">{t('entry.title')}</h2>
        {canApply && (
          <Button size="small" shape="rounded" color="primary" fill="outline" onClick={() => void navigate(returnApplyPath(orderId))} data-testid="aftersale-apply">
            {t('entry.apply')}
          </Button>
        )}
      </header>
      {data.returns.length > 0 && (
        <ul className="mall-aftersale-entry-list" aria-label={t('entry.requests')}>
          {data.returns.map((r) => (
            <li key={r.returnId}>
              <Link to={returnDetailPath(r.returnId)} className="mall-aftersale-entry-row" data-testid="aftersale-request">
                <span>{t(`kind.${r.kind}`)}</span>
                <span className={`mall-return-status mall-return-status--${r.status}`}>{t(`status.${r.status}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
