import { ImageViewer } from 'antd-mobile';

export interface PhotoViewerProps {
  images: string[];
  index: number;
  onClose: () => void;
}

/** A complaint's photos full screen, swipe between them, pinch to zoom; loaded on the first tap on a photo. */
export default function PhotoViewer({ images, index, onClose }: PhotoViewerProps) {
  return <ImageViewer.Multi images={images} visible defaultIndex={index} maxZoom={4} onClose={onClose} />;
}
