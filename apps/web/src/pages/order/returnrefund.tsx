import type { PageProps } from '../../shared/ui/page.tsx';
import { ReturnFormPage } from './return-form-page.tsx';

/** Refund only: the form for the units chosen on order/returnapply (?orderId=&lines=). */
export default function ReturnKindPage(props: PageProps) {
  return <ReturnFormPage {...props} name="order/returnrefund" kind="refund" />;
}
