import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGoodsDetail } from '../../features/goods/use-goods-detail.ts';
import { HEALTH_PATHS } from '../../features/health/health-api.ts';
import { useHealthGoods } from '../../features/health/use-health.ts';
import { idParam } from '../../shared/catalogue-ui/catalogue-links.ts';
import { formatDate } from '../../shared/format/date-time.ts';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { isApiError } from '../../shared/transport/api-error.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import '../../features/health/health.css';

/**
 * A medicine (spec route health/otcgoodsdetail?goodsId=): picture, name, price, the regulatory facts (approval number,
 * dosage form, specification, usage, contraindications, per-order limit) and the pharmacy's drug licence. An OTC
 * medicine is bought on its goods page; a prescription-only one says so and offers a request for a quote instead.
 */
export default function OtcGoodsDetailPage({ query }: PageProps) {
  const { t, i18n } = useTranslation('health');
  const navigate = useNavigate();
  const money = useFormatMoney();
  const goodsId = idParam(query.goodsId);
  const goods = useGoodsDetail(goodsId);
  const health = useHealthGoods(goodsId);

  let body;
  const missing = (e: unknown) => isApiError(e) && e.code === 1004;
  if (goodsId === undefined || (goods.isError && missing(goods.error)) || (health.isError && missing(health.error))) body = <EmptyState title={t('detail.notFound')} />;
  else if (goods.isPending || health.isPending) body = <ListSkeleton rows={3} />;
  else if (goods.isError || health.isError) {
    body = (
      <LoadFailed
        description={(goods.error ?? health.error)?.message}
        onRetry={() => {
          void goods.refetch();
          void health.refetch();
        }}
      />
    );
  } else {
    const { facts, licence } = health.data;
    const rx = facts.drugClass === 'rx';
    const g = goods.data;
    body = (
      <main className="mall-health-body">
        <section className="mall-card mall-health-demand" aria-labelledby="otc-title">
          <img src={g.image} alt="" width={750} height={750} style={{ width: '100%', height: 'auto', borderRadius: 8 }} />
          <h2 id="otc-title" className="mall-health-heading">
            {g.title}
          </h2>
          <p>
            <span className="mall-health-price">{money(g.priceMin).text}</span>{' '}
            {facts.drugClass !== null && <span className={`mall-health-badge${rx ? ' is-rx' : ''}`}>{t(rx ? 'list.rx' : 'list.otc')}</span>}
          </p>
          {rx ? (
            <>
              <p className="mall-health-notice" data-testid="rx-notice">
                {t('detail.rxNotice')}
              </p>
              <Button color="primary" shape="rounded" onClick={() => void navigate(HEALTH_PATHS.requestFor(g.id))} data-testid="rx-request">
                {t('detail.request')}
              </Button>
            </>
          ) : (
            <Button color="primary" shape="rounded" onClick={() => void navigate(`/pages/goods/goodsdetail?goodsId=${g.id}`)} data-testid="otc-buy">
              {t('detail.buy')}
            </Button>
          )}
        </section>
        <section className="mall-card mall-health-demand" aria-labelledby="otc-facts">
          <h2 id="otc-facts" className="mall-health-heading">
            {t('detail.facts')}
          </h2>
          <dl className="mall-health-facts">
            <dt>{t('detail.approval')}</dt>
            <dd>{facts.approvalNumber || '—'}</dd>
            <dt>{t('detail.dosageForm')}</dt>
            <dd>{facts.dosageForm || '—'}</dd>
            <dt>{t('detail.spec')}</dt>
            <dd>{facts.specification || '—'}</dd>
            <dt>{t('detail.usage')}</dt>
            <dd>{facts.usage || '—'}</dd>
            <dt>{t('detail.contra')}</dt>
            <dd>{facts.contraindications || '—'}</dd>
            <dt>{t('detail.limit')}</dt>
            <dd>{facts.perOrderLimit === null ? t('detail.noLimit') : t('detail.limitValue', { count: facts.perOrderLimit })}</dd>
          </dl>
        </section>
        <section className="mall-card mall-health-demand" aria-labelledby="otc-licence">
          <h2 id="otc-licence" className="mall-health-heading">
            {t('detail.licence')}
          </h2>
          {licence ? (
            <>
              <p>
                {licence.shopName} · <span className="mall-health-badge">{t(licence.verified ? 'detail.verified' : 'detail.unverified')}</span>
              </p>
              <p className="mall-health-meta">{t('detail.licenceNo', { number: licence.number })}</p>
              {licence.validUntil && <p className="mall-health-meta">{t('detail.validUntil', { date: formatDate(licence.validUntil, i18n.language) })}</p>}
              <img src={licence.image} alt={t('detail.licenceImage', { shop: licence.shopName })} width={240} height={160} style={{ maxWidth: '100%', height: 'auto' }} />
            </>
          ) : (
            <p className="mall-health-meta">{t('detail.noLicence')}</p>
          )}
        </section>
      </main>
    );
  }
  return (
    <Page name="health/otcgoodsdetail">
      <PageNavBar title={t('detail.title')} />
      {body}
    </Page>
  );
}
