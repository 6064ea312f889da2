import { useState } from 'react';
import { ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** Spec 9: the picture preview zooms from 1 to 4 times. */
const MAX_ZOOM = 4;

/** A review's photos as thumbnails; a tap opens them full screen at the one tapped. */
export function ReviewPictures({ images }: { images: readonly string[] }) {
  const { t } = useTranslation('reviews');
  const [open, setOpen] = useState<{ index: number; key: number } | null>(null);
  const [opened, setOpened] = useState(0);
  if (images.length === 0) return null;
  return (
    <>
      <ul className="mall-ureview-pictures">
        {images.map((src, i) => (
          <li key={`${src}-${i}`}>
            <button
              type="button"
              onClick={() => {
                setOpened((n) => n + 1);
                setOpen({ index: i, key: opened + 1 });
              }}
              aria-label={t('card.openPicture', { index: i + 1, total: images.length })}
            >
              <img src={src} alt="" loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <ImageViewer.Multi key={open.key} images={[...images]} visible defaultIndex={open.index} maxZoom={MAX_ZOOM} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
