import type { PageProps } from '../../shared/ui/page.tsx';
import { ReturnFormPage } from './return-form-page.tsx';

/** Exchange: the form for the units chosen on order/returnapply (?orderId=&lines=). */
export default function ReturnKindPage(props: PageProps) {
  return <ReturnFormPage {...props} name="order/returnexchange" kind="exchange" />;
}
