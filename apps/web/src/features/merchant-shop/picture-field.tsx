import { useEffect, useRef, useState } from 'react';
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '@mall/contract/resource/upload-image';
import { uploadImage } from '../../shared/transport/call-api.ts';

const ACCEPTED = /^image\/(jpeg|png|webp|gif|heic|heif|avif)$/;

/**
 * The shop's logo or banner: the picture as shoppers see it, a tap to choose another, uploaded as a public image of
 * the merchant's own (the server takes no one else's). The form saves the address the upload answers.
 */
export function PictureField({
  name,
  label,
  value,
  wide,
  error,
  onChange,
}: {
  name: 'logo' | 'banner';
  label: string;
  value: string;
  wide?: boolean;
  error: string | undefined;
  onChange: (url: string) => void;
}) {
  const { t } = useTranslation('merchant-shop');
  const input = useRef<HTMLInputElement>(null);
  const [local, setLocal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  useEffect(() => (local ? () => URL.revokeObjectURL(local) : undefined), [local]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED.test(file.type)) return setProblem(t('errors.notImage'));
    if (file.size > MAX_UPLOAD_BYTES) return setProblem(t('errors.imageTooLarge', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 }));
    setProblem(undefined);
    setLocal(URL.createObjectURL(file));
    setBusy(true);
    try {
      onChange((await uploadImage(file)).url);
    } catch {
      // The transport said why; the field goes back to the picture it held.
    } finally {
      setLocal(undefined);
      setBusy(false);
    }
  };

  const shown = problem ?? error;
  return (
    <div className={`mall-mshop-picture${wide ? ' is-wide' : ''}`} data-field={name} data-invalid={shown ? 'true' : undefined}>
      <span className="mall-field-label" id={`mshop-${name}-label`}>
        {label}
      </span>
      <button
        type="button"
        className="mall-mshop-picture-tile"
        onClick={() => input.current?.click()}
        disabled={busy}
        aria-describedby={shown ? `mshop-${name}-error` : undefined}
        data-testid={`picture-${name}`}
      >
        <img src={local ?? value} alt="" />
        <span className="mall-mshop-picture-change">{t('profile.changePicture', { name: label.toLowerCase() })}</span>
        {busy && (
          <span className="mall-mshop-picture-busy" role="status" aria-label={t('profile.uploading')}>
            <DotLoading color="white" />
          </span>
        )}
      </button>
      {shown && (
        <p className="mall-field-error" id={`mshop-${name}-error`} role="alert">
          {shown}
        </p>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid={`picture-file-${name}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void choose(file);
        }}
      />
    </div>
  );
}
