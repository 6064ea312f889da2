import { lazy, Suspense, useRef, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './goods-gallery.css';

const PictureViewer = lazy(() => import('./picture-viewer.tsx'));

/**
 * The goods pictures as a square strip that snaps picture by picture (CSS scroll snapping, no swiper library),
 * with a "2 / 5" counter; a tap opens them full screen, zoomable 1 to 4 times, and the strip follows the
 * picture the preview was left on.
 */
export function GoodsGallery({ images, title }: { images: readonly string[]; title: string }) {
  const { t } = useTranslation('goods');
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [viewer, setViewer] = useState<{ opening: number; visible: boolean }>({ opening: 0, visible: false });
  const list = [...images];

  if (list.length === 0) return <div className="mall-goods-gallery is-empty" aria-hidden />;

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const { scrollLeft, clientWidth } = event.currentTarget;
    if (clientWidth > 0) setIndex(Math.min(list.length - 1, Math.max(0, Math.round(scrollLeft / clientWidth))));
  };
  const showPicture = (i: number) => {
    setIndex(i);
    const el = strip.current;
    el?.scrollTo?.({ left: i * el.clientWidth, behavior: 'instant' as ScrollBehavior });
  };

  return (
    <section className="mall-goods-gallery" aria-label={t('gallery.label')} data-testid="goods-gallery">
      <div className="mall-goods-gallery-strip" ref={strip} onScroll={onScroll}>
        {list.map((src, i) => (
          <button
            key={`${src}-${i}`}
            type="button"
            className="mall-goods-gallery-slide"
            aria-label={t('gallery.open', { index: i + 1, total: list.length })}
            onClick={() => {
              setIndex(i);
              setViewer((v) => ({ opening: v.opening + 1, visible: true }));
            }}
          >
            <img src={src} alt={i === 0 ? title : ''} {...(i === 0 ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })} decoding="async" draggable={false} />
          </button>
        ))}
      </div>
      {list.length > 1 && (
        <span className="mall-goods-gallery-count" aria-hidden>
          {index + 1} / {list.length}
        </span>
      )}
      {viewer.opening > 0 && (
        <Suspense fallback={null}>
          {/* The viewer keeps its own index from when it mounts: a new key per opening starts it at the tapped picture. */}
          <PictureViewer key={viewer.opening} images={list} index={index} visible={viewer.visible} onIndexChange={showPicture} onClose={() => setViewer((v) => ({ ...v, visible: false }))} />
        </Suspense>
      )}
    </section>
  );
}

/** Pictures of a review or a description: a tap opens them all full screen at that one, zoomable 1 to 4 times. */
export function usePicturePreview() {
  const [state, setState] = useState<{ images: string[]; index: number; opening: number; visible: boolean }>({ images: [], index: 0, opening: 0, visible: false });
  const viewer =
    state.opening > 0 ? (
      <Suspense fallback={null}>
        <PictureViewer
          key={state.opening}
          images={state.images}
          index={state.index}
          visible={state.visible}
          // The pictures stay while the viewer fades out.
          onClose={() => setState((s) => ({ ...s, visible: false }))}
        />
      </Suspense>
    ) : null;
  const open = (images: readonly string[], index: number) => setState((s) => ({ images: [...images], index, opening: s.opening + 1, visible: true }));
  return { open, viewer };
}
