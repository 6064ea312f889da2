import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParcelFields } from '../../shared/ui/parcel-fields.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useDeliverReturn, useShippingCompanies } from './use-aftersale.ts';

/** The shopper's parcel back: the company and the tracking number; the carrier then follows it to the shop. */
export function ReturnDeliverForm({ returnId }: { returnId: number }) {
  const { t } = useTranslation('aftersale');
  const companies = useShippingCompanies(true);
  const deliver = useDeliverReturn();
  const parcel = useParcelFields(companies.data, 'return');
  const [problem, setProblem] = useState<string>();

  const submit = () => {
    const sent = parcel.read();
    if (!sent) return;
    setProblem(undefined);
    deliver.mutate({ returnId, ...sent }, { onSuccess: () => showToast(t('detail.sent')), onError: (error) => setProblem(error.message) });
  };

  return (
    <section className="mall-card mall-return-section" data-testid="return-deliver">
      <h2 className="mall-return-section-title">{t('detail.deliver')}</h2>
      {parcel.fields}
      {problem && (
        <p className="mall-return-error" role="alert">
          {problem}
        </p>
      )}
      <Button block color="primary" shape="rounded" loading={deliver.isPending} onClick={submit} data-testid="return-deliver-submit">
        {t('detail.send')}
      </Button>
    </section>
  );
}
