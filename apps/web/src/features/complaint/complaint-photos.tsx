import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './complaint.css';

const PhotoViewer = lazy(() => import('./photo-viewer.tsx'));

/** A complaint's photos as a grid; a tap opens them full screen. */
export function ComplaintPhotos({ images }: { images: string[] }) {
  const { t } = useTranslation('complaint');
  const [open, setOpen] = useState<number>();
  return (
    <>
      <ul className="mall-complaint-photos" data-testid="complaint-photos">
        {images.map((src, i) => (
          <li key={src}>
            <button type="button" className="mall-complaint-photo" onClick={() => setOpen(i)} aria-label={t('detail.photo', { index: i + 1, total: images.length })}>
              <img src={src} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {open !== undefined && (
        <Suspense fallback={null}>
          <PhotoViewer images={images} index={open} onClose={() => setOpen(undefined)} />
        </Suspense>
      )}
    </>
  );
}
