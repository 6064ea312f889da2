import { useEffect, useRef, useState } from 'react';
import { DotLoading } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { DocumentKind } from '@mall/contract/merchant/application-fields';
import { MAX_UPLOAD_BYTES } from '@mall/contract/resource/upload-image';
import { uploadImage } from '../../shared/transport/call-api.ts';
import { showToast } from '../../shared/ui/toast.ts';

const ACCEPTED = /^image\/(jpeg|png|webp|gif|heic|heif|avif)$/;

/**
 * One identity or licence document: a tile showing the picture once chosen, uploaded as a private file (only the
 * shopper and the platform's reviewers can open it). Tapping again replaces it.
 */
export function DocumentPicker({
  kind,
  value,
  error,
  onChange,
}: {
  kind: DocumentKind;
  value: { url: string; preview: string } | undefined;
  error: string | undefined;
  onChange: (value: { url: string; preview: string }) => void;
}) {
  const { t } = useTranslation('merchant');
  const input = useRef<HTMLInputElement>(null);
  const [local, setLocal] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => (local ? () => URL.revokeObjectURL(local) : undefined), [local]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED.test(file.type)) return showToast(t('errors.notImage'));
    if (file.size > MAX_UPLOAD_BYTES) return showToast(t('errors.imageTooLarge', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 }));
    const shown = URL.createObjectURL(file);
    setLocal(shown);
    setBusy(true);
    try {
      const uploaded = await uploadImage(file, { purpose: 'private' });
      onChange({ url: uploaded.url, preview: uploaded.previewUrl ?? shown });
    } catch {
      // The transport showed why; the tile goes back to what it held.
    } finally {
      // What is shown from now on is what the server keeps (through its signed link).
      setLocal(undefined);
      setBusy(false);
    }
  };

  const picture = local ?? value?.preview;
  const label = t(`documents.${kind}`);
  return (
    <div className="mall-apply-document" data-document={kind} data-invalid={error ? 'true' : undefined}>
      <button
        type="button"
        className="mall-apply-document-tile"
        onClick={() => input.current?.click()}
        disabled={busy}
        aria-label={value ? t('documents.replace', { name: label }) : t('documents.add', { name: label })}
        aria-describedby={error ? `document-error-${kind}` : undefined}
      >
        {picture ? <img src={picture} alt="" /> : <AddOutline aria-hidden fontSize={28} />}
        {busy && (
          <span className="mall-apply-document-busy" role="status" aria-label={t('documents.uploading')}>
            <DotLoading color="white" />
          </span>
        )}
      </button>
      <span className="mall-apply-document-name">{label}</span>
      {error && (
        <span className="mall-field-error" id={`document-error-${kind}`} role="alert">
          {t(`errors.${error}` as 'errors.document')}
        </span>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid={`document-file-${kind}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void choose(file);
        }}
      />
    </div>
  );
}
