import { createErrorBlock } from 'antd-mobile';
import { EmptyIllustration, OfflineIllustration } from './illustrations.tsx';

/** antd-mobile's ErrorBlock with the shop's own, lighter illustrations. */
export const ErrorBlock = createErrorBlock({
  default: <OfflineIllustration />,
  busy: <OfflineIllustration />,
  disconnected: <OfflineIllustration />,
  empty: <EmptyIllustration />,
});
