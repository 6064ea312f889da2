import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAddress } from '@mall/contract/account/address-fields';
import type { TOrderDetail } from '@mall/contract/order/order-view-fields';
import type { TOrderAddressOption } from '@mall/contract/order/quote-order-address';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { addressLine } from '../../shared/format/region-line.ts';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { ORDER_API } from './order-api.ts';

/** The statuses whose parcel has not left the shop: the only ones whose address can change (the server says so too). */
export function canChangeAddress(order: Pick<TOrderDetail, 'status'>): boolean {
  return order.status === 'paying' || order.status === 'shipping';
}

/** What an address change did to an unpaid order's money: shown on the page until dismissed. */
export interface AddressChangeOutcome {
  deliveryFee: number;
  payAmount: number;
  previousDeliveryFee: number;
  previousPayAmount: number;
}

/**
 * Sending an order to another address of the shopper (`saleorder/orderaddress/edit`). The confirmation says what the
 * change does when the quote is known (`saleorder/orderaddress/quote`: the new fee and amount due, or the paid fee
 * kept), else what may follow: an unpaid order is priced again, a paid one is refused when the fee would differ
 * (4215), as it is once shipped (4213) or where the shop does not deliver (4214). A refusal shows the server's
 * message and changes nothing; either way the order is fetched again, and the new amount is shown after.
 */
export function useChangeOrderAddress(order: TOrderDetail | undefined) {
  const { t } = useTranslation('order');
  const { t: tc } = useTranslation('common');
  const queryClient = useQueryClient();
  const format = useFormatMoney();
  const [outcome, setOutcome] = useState<AddressChangeOutcome>();
  const edit = useMutation({
    mutationFn: (vars: { orderId: number; addressId: number }) => callApi(ORDER_API.editAddress, vars),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.orders });
      // The parcel's page shows the address too.
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.logistics });
    },
  });

  const money = (minor: number) => (minor === 0 ? t('detail.free') : format(minor).text);
  const feeNote = (option: TOrderAddressOption | undefined) => {
    const paying = order?.status === 'paying';
    // Refused options cannot be picked in the popup; an address just added may not be quoted yet.
    if (!order || !option || option.refusal !== null || option.deliveryFee === null || option.payAmount === null)
      return t(paying ? 'changeAddress.feeNoteUnpaid' : 'changeAddress.feeNotePaid');
    if (!paying) return t('changeAddress.quoteSame', { fee: money(option.deliveryFee) });
    return t('changeAddress.quoteUnpaid', {
      fee: money(option.deliveryFee),
      previousFee: money(order.deliveryFee),
      total: format(option.payAmount).text,
      previousTotal: format(order.payAmount).text,
    });
  };

  /** Resolves true when the order now goes to `address` (also when it already did). */
  const change = async (address: TAddress, option?: TOrderAddressOption): Promise<boolean> => {
    if (!order || edit.isPending) return false;
    if (address.id === order.address.addressId) return true;
    const where = addressLine(address);
    const ok = await confirmDialog({
      title: t('changeAddress.confirmTitle'),
      content: (
        <div className="mall-order-address-confirm">
          <p>
            <strong>{address.receiverName}</strong> {`+${address.phoneCode} ${address.mobile}`}
          </p>
          <p>{where}</p>
          <p className="mall-order-address-confirm-note">{feeNote(option)}</p>
        </div>
      ),
      confirmText: t('changeAddress.confirm'),
      cancelText: tc('actions.cancel'),
    });
    if (!ok) return false;
    try {
      const updated = await edit.mutateAsync({ orderId: order.orderId, addressId: address.id });
      if (updated.payAmount !== order.payAmount || updated.deliveryFee !== order.deliveryFee)
        setOutcome({ deliveryFee: updated.deliveryFee, payAmount: updated.payAmount, previousDeliveryFee: order.deliveryFee, previousPayAmount: order.payAmount });
      else setOutcome(undefined);
      showToast(t('changeAddress.done'));
      return true;
    } catch {
      // The server's refusal was already shown (call-api); the refetch shows the order as it is.
      return false;
    }
  };

  return { change, busy: edit.isPending, outcome, dismissOutcome: () => setOutcome(undefined) };
}
