import { useRef, useState } from 'react';
import { Button, ImageUploader, TextArea, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RETURN_DESCRIPTION_MAX, RETURN_IMAGES_MAX, type ReturnKind } from '@mall/contract/aftersale/return-fields';
import type { TQueryOrderReturnsResponse, TReturnableLine } from '@mall/contract/aftersale/query-order-returns';
import { randomRequestKey } from '../../shared/transport/request-key.ts';
import { uploadImage } from '../../shared/transport/call-api.ts';
import { BottomBar } from '../../shared/ui/bottom-bar.tsx';
import { FormField } from '../../shared/ui/form-field.tsx';
import { Price } from '../../shared/ui/price.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { returnDetailPath, type ReturnUnits } from './aftersale-paths.ts';
import { useApplyReturn, useGoodsSkus, useReturnReasons } from './use-aftersale.ts';
import { useImageCheck } from '../../shared/ui/use-image-check.ts';
import './aftersale.css';

/** An exchange's choice for one line: the goods' other options, those out of stock shown but not offered. */
function ExchangeChoice({ line, value, onChange, error }: { line: TReturnableLine; value: number | undefined; onChange: (skuId: number) => void; error: string | undefined }) {
  const { t } = useTranslation('aftersale');
  const goods = useGoodsSkus(line.goodsId, true);
  const id = `exchange-${line.orderLineId}`;
  const options = (goods.data?.skus ?? []).filter((s) => s.id !== line.skuId);
  return (
    <FormField label={t('form.exchangeFor')} name={id} htmlFor={id} error={error}>
      <select id={id} className="mall-return-select" value={value ?? ''} onChange={(e) => onChange(Number(e.target.value))} data-testid="return-exchange-sku">
        <option value="">{t('form.chooseSku')}</option>
        {options.map((s) => (
          <option key={s.id} value={s.id} disabled={s.stock === 0}>
            {s.stock === 0 ? `${s.specName} (${t('form.outOfStock')})` : s.specName}
          </option>
        ))}
      </select>
    </FormField>
  );
}

const TITLE: Record<ReturnKind, 'form.titleRefund' | 'form.titleReturn' | 'form.titleExchange'> = { refund: 'form.titleRefund', return: 'form.titleReturn', exchange: 'form.titleExchange' };

/**
 * The form of one kind (`order/returnrefund`, `order/returnandrefund`, `order/returnexchange`) for units chosen on
 * `order/returnapply`: the reason (from the server's list), a description, up to six photos, and for an exchange the
 * option wanted per line. One request key per form: a retried submit after a lost answer finds the same request.
 */
export function ReturnForm({ kind, facts, units }: { kind: ReturnKind; facts: TQueryOrderReturnsResponse; units: ReturnUnits }) {
  const { t } = useTranslation('aftersale');
  const navigate = useNavigate();
  const reasons = useReturnReasons();
  const apply = useApplyReturn();
  const key = useRef(randomRequestKey());
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [images, setImages] = useState<ImageUploadItem[]>([]);
  const [uploading, setUploading] = useState(0);
  const [exchange, setExchange] = useState<Record<number, number>>({});
  const [errors, setErrors] = useState<{ reason?: string; exchange?: Record<number, string>; form?: string }>({});
  const chosen = units.map((u) => ({ ...u, line: facts.lines.find((l) => l.orderLineId === u.orderLineId)! }));

  const check = useImageCheck();

  const submit = () => {
    if (uploading > 0) return showToast(t('form.uploading'));
    const missing: Record<number, string> = {};
    if (kind === 'exchange') for (const u of units) if (!exchange[u.orderLineId]) missing[u.orderLineId] = t('form.chooseSku');
    const next = { reason: reason ? undefined : t('form.chooseReason'), exchange: missing };
    setErrors(next);
    if (next.reason || Object.keys(missing).length > 0) return;
    apply.mutate(
      {
        orderId: facts.orderId,
        kind,
        reason,
        description: description.trim(),
        images: images.map((i) => i.url),
        lines: units.map((u) => ({ ...u, ...(kind === 'exchange' ? { exchangeSkuId: exchange[u.orderLineId]! } : {}) })),
        requestKey: key.current,
      },
      {
        onSuccess: (made) => {
          showToast(t('form.submitted'));
          void navigate(returnDetailPath(made.returnId), { replace: true });
        },
        onError: (error) => setErrors({ form: error.message }),
      },
    );
  };

  return (
    <>
      <main className="mall-page-body mall-return-body" data-testid="return-form" data-kind={kind}>
        <section className="mall-card mall-return-section">
          <h2 className="mall-return-section-title">{t(TITLE[kind])}</h2>
          <ul className="mall-return-lines">
            {chosen.map(({ line, quantity }) => (
              <li key={line.orderLineId} className="mall-return-line">
                <img className="mall-return-line-image" src={line.image} alt="" width={64} height={64} loading="lazy" />
                <div className="mall-return-line-text">
                  <p className="mall-return-line-title">{line.title}</p>
                  {line.specName && <p className="mall-return-line-spec">{line.specName}</p>}
                  {kind === 'exchange' && (
                    <ExchangeChoice line={line} value={exchange[line.orderLineId]} onChange={(skuId) => setExchange((e) => ({ ...e, [line.orderLineId]: skuId }))} error={errors.exchange?.[line.orderLineId]} />
                  )}
                </div>
                <div className="mall-return-line-figures">
                  <Price minor={line.unitPrice} size="small" />
                  <span className="mall-return-line-qty">×{quantity}</span>
                </div>
              </li>
            ))}
          </ul>
          {kind !== 'exchange' && <p className="mall-return-note">{t('form.refundNote')}</p>}
        </section>
        <section className="mall-card mall-return-section">
          <FormField label={t('form.reason')} name="reason" htmlFor="return-reason" error={errors.reason}>
            <select id="return-reason" className="mall-return-select" value={reason} onChange={(e) => setReason(e.target.value)} data-testid="return-reason">
              <option value="">{t('form.chooseReason')}</option>
              {(reasons.data ?? []).map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={t('form.description')} name="description" htmlFor="return-description">
            <TextArea
              id="return-description"
              value={description}
              onChange={setDescription}
              placeholder={t('form.descriptionPlaceholder')}
              maxLength={RETURN_DESCRIPTION_MAX}
              rows={3}
              showCount
              data-testid="return-description"
            />
          </FormField>
          <div className="mall-return-photos">
            <p className="mall-return-section-title">{t('form.photos', { count: RETURN_IMAGES_MAX })}</p>
            <ImageUploader
              value={images}
              onChange={setImages}
              upload={async (file) => ({ url: (await uploadImage(file)).url })}
              beforeUpload={check}
              onUploadQueueChange={(tasks) => setUploading(tasks.filter((task) => task.status === 'pending').length)}
              accept="image/*"
              multiple
              maxCount={RETURN_IMAGES_MAX}
              showFailed
            />
          </div>
          {errors.form && (
            <p className="mall-return-error" role="alert">
              {errors.form}
            </p>
          )}
        </section>
      </main>
      <BottomBar className="mall-return-bar">
        <Button block color="primary" shape="rounded" loading={apply.isPending} disabled={apply.isPending} onClick={submit} data-testid="return-submit">
          {t('form.submit')}
        </Button>
      </BottomBar>
    </>
  );
}
