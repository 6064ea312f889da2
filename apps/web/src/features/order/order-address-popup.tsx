import { useEffect, useEffectEvent } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { AddOutline, CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { TAddress } from '@mall/contract/account/address-fields';
import type { TOrderDetail } from '@mall/contract/order/order-view-fields';
import type { TOrderAddressOption } from '@mall/contract/order/quote-order-address';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { addressLine } from '../../shared/format/region-line.ts';
import { addressPickAddPath, takePickedAddress } from '../../shared/session/address-pick.ts';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { SheetPopup } from '../../shared/ui/sheet-popup.tsx';
import { useOrderAddressQuote } from './use-order-address-quote.ts';
import './order.css';

/** The shopper's address book, as the page asks for it (the account feature's query, the same as the book's and the checkout's). */
export type AddressBook = Pick<UseQueryResult<TAddress[]>, 'data' | 'isError' | 'error' | 'isFetching' | 'refetch'>;

export interface OrderAddressPopupProps {
  visible: boolean;
  addresses: AddressBook;
  /** The address book entry the order goes to now (null when that entry was deleted since). */
  currentAddressId: number | null;
  /** True while a change is being made: the list takes no other tap. */
  busy: boolean;
  /** What a change to each address would do (by address id), once known; refused addresses cannot be picked. */
  options?: ReadonlyMap<number, TOrderAddressOption>;
  /** A paid order keeps its delivery fee, so its rows say "unchanged" rather than a new total. */
  paid: boolean;
  onPick: (address: TAddress) => void;
  /** Opens the address book's add page; the new address comes back as the pick. */
  onAdd: () => void;
  onClose: () => void;
}

/**
 * Where an order can go instead: the shopper's address book, the order's current address marked, and "Add a new
 * address" at the bottom.
 */
export function OrderAddressPopup({ visible, addresses, currentAddressId, busy, options, paid, onPick, onAdd, onClose }: OrderAddressPopupProps) {
  const { t } = useTranslation('order');
  const list = addresses.data;
  let body;
  if (!list && addresses.isError) body = <LoadFailed description={addresses.error?.message ?? ''} onRetry={() => void addresses.refetch()} />;
  else if (!list) body = <ListSkeleton rows={2} lines={2} />;
  else
    body = (
      <ul className="mall-order-address-options" data-testid="order-address-options">
        {list.map((address) => {
          const current = address.id === currentAddressId;
          const option = current ? undefined : options?.get(address.id);
          return (
            <li key={address.id}>
              <button
                type="button"
                className={current ? 'mall-order-address-option is-current' : 'mall-order-address-option'}
                disabled={busy || (option?.refusal ?? null) !== null}
                onClick={() => onPick(address)}
                aria-current={current || undefined}
                data-testid="order-address-option"
                data-address-id={address.id}
              >
                <span className="mall-order-address-who">
                  <strong>{address.receiverName}</strong>
                  <span>{`+${address.phoneCode} ${address.mobile}`}</span>
                  {address.isDefault && <span className="mall-order-address-tag">{t('address.default')}</span>}
                </span>
                <span className="mall-order-address-where">{addressLine(address)}</span>
                {current && (
                  <span className="mall-order-address-current">
                    <CheckCircleFill aria-hidden /> {t('changeAddress.current')}
                  </span>
                )}
                {option && <OptionNote option={option} paid={paid} />}
              </button>
            </li>
          );
        })}
        {list.length === 0 && <li className="mall-order-address-none">{t('changeAddress.none')}</li>}
      </ul>
    );
  return (
    <SheetPopup
      visible={visible}
      title={t('changeAddress.title')}
      onClose={onClose}
      testId="order-address-popup"
      foot={
        <Button block shape="rounded" color="primary" fill="outline" disabled={busy} onClick={onAdd} data-testid="order-address-add">
          <AddOutline /> {t('changeAddress.add')}
        </Button>
      }
    >
      {body}
    </SheetPopup>
  );
}

/** Under an address: its delivery fee and the order's total there, or why the order cannot go there. */
function OptionNote({ option, paid }: { option: TOrderAddressOption; paid: boolean }) {
  const { t } = useTranslation('order');
  const format = useFormatMoney();
  const money = (minor: number) => (minor === 0 ? t('detail.free') : format(minor).text);
  let text;
  if (option.refusal === 'undeliverable') text = t('changeAddress.undeliverable');
  else if (option.refusal === 'fee_changed') text = t('changeAddress.feeChanged', { fee: money(option.deliveryFee ?? 0) });
  else if (option.refusal === 'out_of_range') text = t('changeAddress.outOfRange');
  else if (option.refusal === 'address_unplaced') text = t('changeAddress.unplaced');
  else if (paid) text = t('changeAddress.feeSame', { fee: money(option.deliveryFee ?? 0) });
  else text = t('changeAddress.fee', { fee: money(option.deliveryFee ?? 0), total: format(option.payAmount ?? 0).text });
  return (
    <span className={option.refusal ? 'mall-order-address-quote is-refused' : 'mall-order-address-quote'} data-testid="order-address-quote">
      {text}
    </span>
  );
}

export interface OrderAddressChooserProps {
  order: TOrderDetail;
  /** The shopper's address book (the page asks for it). */
  addresses: AddressBook;
  visible: boolean;
  busy: boolean;
  /** The change flow (use-change-order-address.tsx), with what the change would do when known; resolves true when the order now goes there. */
  onChange: (address: TAddress, option?: TOrderAddressOption) => Promise<boolean>;
  onOpen: (open: boolean) => void;
}

/**
 * The popup of an order whose address may change, and the way back from "Add a new address": that opens the address
 * book's add page in pick mode (shared/session/address-pick.ts), which steps back here with the new address as
 * the choice; it is taken once the book has been fetched again (the save made it stale), then changed to like a tap.
 * Mounted only for paying and shipping orders, so other orders never ask for the book.
 */
export function OrderAddressChooser({ order, addresses, visible, busy, onChange, onOpen }: OrderAddressChooserProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const fresh = addresses.data !== undefined && !addresses.isFetching;
  const options = useOrderAddressQuote(order.orderId, visible, addresses.data?.map((a) => a.id));
  const applyPicked = useEffectEvent(() => {
    const picked = takePickedAddress();
    const address = picked === undefined ? undefined : addresses.data?.find((a) => a.id === picked);
    if (address) void onChange(address, options?.get(address.id));
  });
  useEffect(() => {
    if (fresh) applyPicked();
  }, [fresh]);

  return (
    <OrderAddressPopup
      visible={visible}
      addresses={addresses}
      currentAddressId={order.address.addressId}
      busy={busy}
      options={options}
      paid={order.status !== 'paying'}
      onPick={(address) =>
        void onChange(address, options?.get(address.id)).then((changed) => {
          if (changed) onOpen(false);
        })
      }
      onAdd={() => {
        onOpen(false);
        void navigate(addressPickAddPath(`${location.pathname}${location.search}`, 1));
      }}
      onClose={() => onOpen(false)}
    />
  );
}
