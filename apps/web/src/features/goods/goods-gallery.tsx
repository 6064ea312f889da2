import { useRef, useState } from 'react';
import { ImageViewer, Swiper, type SwiperRef } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import './goods-gallery.css';

/** Spec 9: the picture preview zooms from 1 to 4 times. */
export const PREVIEW_MAX_ZOOM = 4;

/**
 * The goods pictures as a square swiper with a "2 / 5" counter; a tap opens them full screen, pinch to zoom
 * (1 to 4 times), and the swiper follows the picture the preview was left on.
 */
export function GoodsGallery({ images, title }: { images: readonly string[]; title: string }) {
  const { t } = useTranslation('goods');
  const swiper = useRef<SwiperRef>(null);
  const [index, setIndex] = useState(0);
  const [previewing, setPreviewing] = useState(false);
  // The viewer keeps its own index from when it mounts: a new key per opening starts it at the tapped picture.
  const [openings, setOpenings] = useState(0);
  const list = images.length > 0 ? [...images] : [];

  if (list.length === 0) return <div className="mall-goods-gallery is-empty" aria-hidden />;

  return (
    <section className="mall-goods-gallery" aria-label={t('gallery.label')} data-testid="goods-gallery">
      <Swiper
        ref={swiper}
        loop={list.length > 1}
        indicator={(total, current) => (
          <span className="mall-goods-gallery-count" aria-hidden>
            {current + 1} / {total}
          </span>
        )}
        onIndexChange={setIndex}
      >
        {list.map((src, i) => (
          <Swiper.Item key={`${src}-${i}`}>
            <button
              type="button"
              className="mall-goods-gallery-slide"
              aria-label={t('gallery.open', { index: i + 1, total: list.length })}
              onClick={() => {
                setIndex(i);
                setOpenings((n) => n + 1);
                setPreviewing(true);
              }}
            >
              <img src={src} alt={i === 0 ? title : ''} {...(i === 0 ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })} decoding="async" draggable={false} />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
      <ImageViewer.Multi
        key={openings}
        images={list}
        visible={previewing}
        defaultIndex={index}
        maxZoom={PREVIEW_MAX_ZOOM}
        classNames={{ mask: 'mall-picture-viewer-mask' }}
        onIndexChange={(i) => {
          setIndex(i);
          swiper.current?.swipeTo(i);
        }}
        onClose={() => setPreviewing(false)}
      />
    </section>
  );
}

/** Pictures of a review or a description: a tap opens them all full screen at that one, zoomable 1 to 4 times. */
export function usePicturePreview() {
  const [state, setState] = useState<{ images: string[]; index: number; opening: number; visible: boolean }>({ images: [], index: 0, opening: 0, visible: false });
  const viewer = (
    <ImageViewer.Multi
      key={state.opening}
      images={state.images}
      visible={state.visible}
      defaultIndex={state.index}
      maxZoom={PREVIEW_MAX_ZOOM}
      classNames={{ mask: 'mall-picture-viewer-mask' }}
      // The pictures stay while the viewer fades out.
      onClose={() => setState((s) => ({ ...s, visible: false }))}
    />
  );
  const open = (images: readonly string[], index: number) => setState((s) => ({ images: [...images], index, opening: s.opening + 1, visible: true }));
  return { open, viewer };
}
