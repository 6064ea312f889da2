import { useState } from 'react';
import { ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TMerchantCertificate, TShopQualification } from '@mall/contract/shop/shop-fields';
import { shopIdParam } from '../../features/catalogue/shop-paths.ts';
import { useShopMerchantCert } from '../../features/catalogue/use-shop.ts';
import { formatDate } from '../../shared/format/date-time.ts';
import { isApiError } from '../../shared/transport/api-error.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import './shop.css';

/** Spec 9: image preview zooms from 1 to 4 times. */
const MAX_ZOOM = 4;

type Doc = (TShopQualification | TMerchantCertificate) & { index: number };

function DocList({ title, docs, onOpen, testId }: { title: string; docs: readonly Doc[]; onOpen: (index: number) => void; testId: string }) {
  const { t, i18n } = useTranslation('shop');
  return (
    <section className="mall-card mall-shop-section" data-testid={testId}>
      <h3 className="mall-shop-section-title">{title}</h3>
      {docs.length === 0 ? (
        <p className="mall-shop-address-line">{t('cert.none')}</p>
      ) : (
        <ul className="mall-shop-docs">
          {docs.map((doc) => (
            <li key={`${doc.kind}-${doc.id}`} className="mall-shop-doc">
              <button type="button" className="mall-shop-doc-thumb" onClick={() => onOpen(doc.index)} aria-label={t('cert.view', { name: doc.name })}>
                <img src={doc.image} alt="" loading="lazy" width={96} height={68} />
              </button>
              <div className="mall-shop-doc-text">
                <h4 className="mall-shop-doc-name">{doc.name}</h4>
                <p>{t('cert.number', { number: doc.number })}</p>
                {'holder' in doc && <p>{t('cert.holder', { holder: doc.holder })}</p>}
                <p>{doc.validUntil ? t('cert.validUntil', { date: formatDate(doc.validUntil, i18n.language) }) : t('cert.noExpiry')}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A shop's licences and its merchant's certificates (?shopId=), each picture opening a zoomable preview. */
export default function ShopMerchantCertPage({ query }: PageProps) {
  const { t } = useTranslation('shop');
  const shopId = shopIdParam(query.shopId) ?? 0;
  const cert = useShopMerchantCert(shopId);
  const [viewing, setViewing] = useState<number | undefined>(undefined);
  const data = cert.data;

  let body;
  if (shopId === 0 || (cert.isError && isApiError(cert.error) && cert.error.code === 1004))
    body = <EmptyState title={t('missing.title')} description={t('missing.description')} />;
  else if (cert.isPending) body = <ListSkeleton rows={3} />;
  else if (cert.isError) body = <LoadFailed description={cert.error.message} onRetry={() => void cert.refetch()} />;
  else if (data) {
    // One numbering over both lists, so the preview swipes through every picture of the page.
    const quals: Doc[] = data.qualifications.map((q, i) => ({ ...q, index: i }));
    const certs: Doc[] = data.certificates.map((c, i) => ({ ...c, index: quals.length + i }));
    const images = [...quals, ...certs].map((d) => d.image);
    body = (
      <>
        <section className="mall-card mall-shop-section">
          <h3 className="mall-shop-section-title">{data.shopName}</h3>
          <dl className="mall-shop-rows">
            <dt>{t('cert.merchant')}</dt>
            <dd>{data.merchant.name}</dd>
            <dt>{t('detail.kind')}</dt>
            <dd>{t(`detail.merchantKind.${data.merchant.kind}`)}</dd>
          </dl>
        </section>
        <DocList title={t('cert.qualifications')} docs={quals} onOpen={setViewing} testId="shop-qualifications" />
        <DocList title={t('cert.certificates')} docs={certs} onOpen={setViewing} testId="merchant-certificates" />
        <p className="mall-shop-address-line">{t('cert.note')}</p>
        {viewing !== undefined && (
          <ImageViewer.Multi images={images} defaultIndex={viewing} visible maxZoom={MAX_ZOOM} onClose={() => setViewing(undefined)} />
        )}
      </>
    );
  }

  return (
    <Page name="shop/shopmerchantcert">
      <PageNavBar title={t('cert.title')} />
      <PageRefresh onRefresh={() => cert.refetch()}>
        <main className="mall-page-body mall-shop-body">{body}</main>
      </PageRefresh>
    </Page>
  );
}
