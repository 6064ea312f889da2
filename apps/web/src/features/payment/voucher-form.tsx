import { useState } from 'react';
import { Button, ImageUploader, TextArea, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '../../shared/transport/call-api.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { useImageCheck } from '../../shared/ui/use-image-check.ts';
import './payment.css';

/** The contract's limits of a voucher (submit-payment-voucher.ts). */
export const VOUCHER_MAX_IMAGES = 6;
export const VOUCHER_NOTE_MAX = 200;

export interface VoucherFormProps {
  submitting: boolean;
  onSubmit: (voucher: { images: string[]; note: string }) => void;
}

/**
 * The transfer's proof: pictures (uploaded one by one with resource/cos/upload as they are picked) and a one-line
 * note, sent together for the merchant to check.
 */
export function VoucherForm({ submitting, onSubmit }: VoucherFormProps) {
  const { t } = useTranslation('payment');
  const [images, setImages] = useState<ImageUploadItem[]>([]);
  const [uploading, setUploading] = useState(0);
  const [note, setNote] = useState('');

  const check = useImageCheck();

  const submit = () => {
    if (uploading > 0) return showToast(t('offline.uploading'));
    if (images.length === 0) return showToast(t('offline.needImage'));
    // One line of text (the contract refuses control characters).
    onSubmit({ images: images.map((i) => i.url), note: note.replace(/\s+/g, ' ').trim() });
  };

  return (
    <section className="mall-card mall-pay-voucher" data-testid="voucher-form">
      <h2 className="mall-pay-section-title">{t('offline.voucher')}</h2>
      <p className="mall-pay-hint">{t('offline.voucherHint')}</p>
      <ImageUploader
        value={images}
        onChange={setImages}
        upload={async (file) => ({ url: (await uploadImage(file)).url })}
        beforeUpload={check}
        onUploadQueueChange={(tasks) => setUploading(tasks.filter((task) => task.status === 'pending').length)}
        accept="image/*"
        multiple
        maxCount={VOUCHER_MAX_IMAGES}
        showFailed
      />
      <label className="mall-pay-field">
        <span className="mall-pay-field-label">{t('offline.note')}</span>
        <TextArea value={note} onChange={setNote} placeholder={t('offline.notePlaceholder')} maxLength={VOUCHER_NOTE_MAX} rows={2} autoSize={{ minRows: 2, maxRows: 4 }} showCount data-testid="voucher-note" />
      </label>
      <Button block color="primary" shape="rounded" size="large" loading={submitting} disabled={submitting} onClick={submit} data-testid="voucher-submit">
        {t('offline.submit')}
      </Button>
    </section>
  );
}
