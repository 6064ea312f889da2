import { ImageViewer } from 'antd-mobile';

/** Spec 9: the picture preview zooms from 1 to 4 times. */
export const PREVIEW_MAX_ZOOM = 4;

export interface PictureViewerProps {
  images: string[];
  index: number;
  visible: boolean;
  onIndexChange?: (index: number) => void;
  onClose: () => void;
}

/**
 * Pictures full screen, swipe between them, pinch to zoom 1 to 4 times. Loaded on the first tap on a picture
 * (goods-gallery.tsx): its gesture and spring libraries are not needed to show a goods page.
 */
export default function PictureViewer({ images, index, visible, onIndexChange, onClose }: PictureViewerProps) {
  return (
    <ImageViewer.Multi
      images={images}
      visible={visible}
      defaultIndex={index}
      maxZoom={PREVIEW_MAX_ZOOM}
      classNames={{ mask: 'mall-picture-viewer-mask' }}
      {...(onIndexChange ? { onIndexChange } : {})}
      onClose={onClose}
    />
  );
}
