import { createErrorBlock } from 'antd-mobile';
import { disconnectedImage, emptyImage } from 'antd-mobile/es/components/error-block/images';

/**
 * antd-mobile's ErrorBlock with only the two illustrations the shop uses: the stock component carries all four
 * (about 9 KB gzipped of SVG) into the first screen.
 */
export const ErrorBlock = createErrorBlock({
  default: disconnectedImage,
  busy: disconnectedImage,
  disconnected: disconnectedImage,
  empty: emptyImage,
});
