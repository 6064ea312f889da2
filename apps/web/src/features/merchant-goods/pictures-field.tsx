import { useRef, useState } from 'react';
import { DotLoading } from 'antd-mobile';
import { AddOutline, CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { MERCHANT_GOODS_LIMITS as L } from '@mall/contract/catalogue/merchant-goods-fields';
import { MAX_UPLOAD_BYTES } from '@mall/contract/resource/upload-image';
import { uploadImage } from '../../shared/transport/call-api.ts';
import { showToast } from '../../shared/ui/toast.ts';

const ACCEPTED = /^image\/(jpeg|png|webp|gif|heic|heif|avif)$/;

/**
 * The goods' pictures: up to nine tiles, the first the list picture. Chosen files are uploaded one by one as public
 * pictures (the server re-encodes and resizes them); a tile can be removed or made the first.
 */
export function PicturesField({
  value,
  error,
  onChange,
  onAdd,
}: {
  value: readonly string[];
  error: string | undefined;
  onChange: (pictures: string[]) => void;
  /** One more uploaded picture, added to the list as it is then (uploads finish one after another). */
  onAdd: (url: string) => void;
}) {
  const { t } = useTranslation('merchant-goods');
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);

  const add = async (files: File[]) => {
    const room = L.pictures - value.length - uploading;
    for (const file of files.slice(0, Math.max(0, room))) {
      if (!ACCEPTED.test(file.type)) {
        showToast(t('errors.notImage'));
        continue;
      }
      if (file.size > MAX_UPLOAD_BYTES) {
        showToast(t('errors.imageTooLarge', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 }));
        continue;
      }
      setUploading((n) => n + 1);
      try {
        const { url } = await uploadImage(file, { purpose: 'public' });
        onAdd(url);
      } catch {
        // The transport showed why; the other files still go.
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  return (
    <div className="mall-mgoods-pictures-field" data-field="pictures" data-invalid={error ? 'true' : undefined}>
      <p className="mall-mgoods-field-title" id="mgoods-pictures">
        {t('edit.pictures')}
      </p>
      <p className="mall-mgoods-note">{t('edit.picturesNote')}</p>
      <ul className="mall-mgoods-pictures" aria-labelledby="mgoods-pictures" data-testid="goods-pictures">
        {value.map((url, i) => (
          <li key={url} className="mall-mgoods-picture">
            <img src={url} alt={t('edit.picture', { n: i + 1 })} />
            <button type="button" className="mall-mgoods-picture-remove" onClick={() => onChange(value.filter((u) => u !== url))}>
              <CloseOutline aria-hidden />
              <span className="mall-visually-hidden">{t('edit.removePicture', { n: i + 1 })}</span>
            </button>
            {i > 0 && (
              <button type="button" className="mall-mgoods-picture-first" onClick={() => onChange([url, ...value.filter((u) => u !== url)])}>
                1
                <span className="mall-visually-hidden"> {t('edit.movePictureFirst', { n: i + 1 })}</span>
              </button>
            )}
          </li>
        ))}
        {Array.from({ length: uploading }, (_, i) => (
          <li key={`uploading-${i}`} className="mall-mgoods-picture mall-mgoods-picture--busy" role="status">
            <DotLoading />
            <span className="mall-visually-hidden">{t('edit.uploading')}</span>
          </li>
        ))}
        {value.length + uploading < L.pictures && (
          <li className="mall-mgoods-picture">
            <button type="button" className="mall-mgoods-picture-add" onClick={() => input.current?.click()} aria-describedby={error ? 'mgoods-pictures-error' : undefined}>
              <AddOutline aria-hidden fontSize={26} />
              <span className="mall-visually-hidden">{t('edit.addPicture')}</span>
            </button>
          </li>
        )}
      </ul>
      {error && (
        <p className="mall-field-error" id="mgoods-pictures-error" role="alert">
          {error}
        </p>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid="goods-picture-file"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void add(files);
        }}
      />
    </div>
  );
}
