import { useState } from 'react';
import { Button, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TMerchantReturn } from '@mall/contract/aftersale/query-merchant-returns';
import { RETURN_REFUSE_REASON_MAX } from '@mall/contract/aftersale/return-fields';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { SheetPopup } from '../../shared/ui/sheet-popup.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useReturnAnswers } from './use-merchant-returns.ts';

/** The reason a refusal needs, entered in the sheet; its content is dropped on close (SheetPopup), so it opens fresh. */
function RefuseForm({ item, shopId, onDone }: { item: TMerchantReturn; shopId: number; onDone: () => void }) {
  const { t } = useTranslation('merchant-returns');
  const { refuse } = useReturnAnswers(shopId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();

  const submit = async () => {
    const text = reason.trim();
    if (text === '') {
      setError(t('refuse.required'));
      return;
    }
    const confirmed = await confirmDialog({
      title: t('refuse.confirmTitle'),
      content: t('refuse.confirmBody', { reason: text }),
      confirmText: t('refuse.confirm'),
      cancelText: t('refuse.cancel'),
    });
    if (!confirmed) return;
    setFormError(undefined);
    refuse.mutate(
      { returnId: item.returnId, reason: text },
      {
        onSuccess: () => {
          showToast(t('refuse.done'));
          onDone();
        },
        onError: (e) => setFormError(e.message),
      },
    );
  };

  return (
    <form
      className="mall-mreturn-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label className="mall-mreturn-form-label" htmlFor="refuse-reason">
        {t('refuse.reason')}
      </label>
      <TextArea
        id="refuse-reason"
        value={reason}
        onChange={(v) => {
          setReason(v);
          if (error) setError(undefined);
        }}
        placeholder={t('refuse.placeholder')}
        maxLength={RETURN_REFUSE_REASON_MAX}
        rows={3}
        autoSize={{ minRows: 3, maxRows: 6 }}
        showCount
        aria-invalid={error !== undefined}
        aria-describedby={error ? 'refuse-reason-error refuse-reason-note' : 'refuse-reason-note'}
        data-testid="refuse-reason"
      />
      {error && (
        <p id="refuse-reason-error" className="mall-mreturn-error" role="alert">
          {error}
        </p>
      )}
      <p id="refuse-reason-note" className="mall-mreturn-form-note">
        {t('refuse.note')}
      </p>
      {formError && (
        <p className="mall-mreturn-error" role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" block color="danger" shape="rounded" loading={refuse.isPending} data-testid="refuse-confirm">
        {t('refuse.submit')}
      </Button>
    </form>
  );
}

/** Refuses a request waiting for an answer, with the reason the shopper reads (asked once more before it goes). */
export function RefuseSheet({ item, shopId, onClose }: { item: TMerchantReturn | undefined; shopId: number; onClose: () => void }) {
  const { t } = useTranslation('merchant-returns');
  return (
    <SheetPopup visible={item !== undefined} onClose={onClose} title={t('refuse.title', { no: item?.returnNo ?? '' })} testId="refuse-sheet">
      {item && <RefuseForm item={item} shopId={shopId} onDone={onClose} />}
    </SheetPopup>
  );
}
