import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { buildLoginRedirect } from '../../shared/session/login-redirect.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ErrorBlock } from '../../shared/ui/error-block.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { CartBottomBar } from './cart-bottom-bar.tsx';
import { CartLineItem } from './cart-line-item.tsx';
import { CartShopGroup } from './cart-shop-group.tsx';
import { CartSkeleton } from './cart-skeleton.tsx';
import { buyableLines, CART_CHECKOUT_PATH, deliveryHint, pickState, type Cart, type CartLine } from './cart-state.ts';
import { CartUnbuyable } from './cart-unbuyable.tsx';
import { useCart, useCartDeliveryFee, useChangeCartQuantity, usePickCart, useRemoveCartLines } from './use-cart.ts';
import './cart.css';

export interface CartViewProps {
  /** The route's name for <Page>: the cart tab, or the cart opened from a goods page. */
  name: 'index/cart' | 'goods/goodscart';
  /** The goods page's cart has a back arrow and no tab bar under it. */
  fromGoods: boolean;
  /** Goods to suggest under the cart (another feature's, so the page brings them). */
  recommendations: ReactNode;
  /** Opens the SKU picker for a line (the goods feature's, so the page brings it). */
  onChangeSpec: (line: CartLine) => void;
}

/** Lines marked for deletion in edit mode (apart from the purchase picks, which live on the server). */
function useMarks() {
  const [marked, setMarked] = useState<ReadonlySet<number>>(new Set());
  return {
    marked,
    toggle: (id: number) =>
      setMarked((m) => {
        const next = new Set(m);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    /** Marks or unmarks several lines at once (a shop's, or all). */
    set: (ids: readonly number[], on: boolean) =>
      setMarked((m) => {
        const next = new Set(m);
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    clear: () => setMarked(new Set()),
  };
}

/**
 * The cart, as a whole page: shops with their lines, the unbuyable lines, the bottom bar with the total and the
 * checkout, an edit mode in the navigation bar for deleting several lines; a login prompt for visitors.
 */
export function CartView({ name, fromGoods, recommendations, onChangeSpec }: CartViewProps) {
  const { t } = useTranslation('cart');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token } = useSession();
  const cart = useCart();
  const count = cart.data?.count ?? 0;
  const fees = useCartDeliveryFee(count > 0);
  const [editing, setEditing] = useState(false);
  const marks = useMarks();

  const refresh = () => queryClient.refetchQueries({ queryKey: QUERY_ROOTS.cart });
  const title = count > 0 ? t('titleCount', { count }) : t('title');
  const editButton =
    token && count > 0 ? (
      <button
        type="button"
        className="mall-nav-text-action"
        onClick={() => {
          marks.clear();
          setEditing(!editing);
        }}
        data-testid="cart-edit"
      >
        {editing ? t('done') : t('edit')}
      </button>
    ) : null;

  let body: ReactNode;
  let bar: ReactNode = null;
  if (!token) {
    body = (
      <section className="mall-empty-state mall-card" data-testid="cart-visitor">
        <ErrorBlock status="empty" title={t('visitorTitle')} description={t('visitorDescription')}>
          <Button className="mall-empty-state-action" color="primary" shape="rounded" onClick={() => void navigate(buildLoginRedirect(fromGoods ? '/pages/goods/goodscart' : '/pages/index/cart'))}>
            {tc('actions.logIn')}
          </Button>
        </ErrorBlock>
      </section>
    );
  } else if (cart.isPending) {
    body = <CartSkeleton />;
  } else if (cart.isError) {
    body = <LoadFailed description={cart.error.message} onRetry={() => void cart.refetch()} />;
  } else if (count === 0) {
    body = (
      <EmptyState title={t('emptyTitle')} description={t('emptyDescription')} action={{ label: tc('actions.goShopping'), onClick: () => void navigate('/') }} />
    );
  } else {
    body = <CartLines cart={cart.data} editing={editing} marks={marks} delivery={fees.data} onChangeSpec={onChangeSpec} />;
    bar = <CartBar cart={cart.data} editing={editing} marks={marks} fees={fees.data} aboveTabs={!fromGoods} onDone={() => setEditing(false)} />;
  }

  return (
    <Page name={name}>
      <PageNavBar title={title} back={fromGoods} right={editButton} />
      <PageRefresh onRefresh={refresh}>
        <main className="mall-page-body mall-cart-body">{body}</main>
        {!editing && (
          <section className="mall-cart-recommend" aria-label={t('recommended')}>
            <h2 className="mall-cart-recommend-title">
              <span>{t('recommended')}</span>
            </h2>
            {recommendations}
          </section>
        )}
      </PageRefresh>
      {bar}
    </Page>
  );
}

type Delivery = ReturnType<typeof useCartDeliveryFee>['data'];

interface CartLinesProps {
  cart: Cart;
  editing: boolean;
  marks: ReturnType<typeof useMarks>;
  delivery: Delivery;
  onChangeSpec: (line: CartLine) => void;
}

/** The shops and their lines, then the unbuyable lines. */
function CartLines({ cart, editing, marks, delivery, onChangeSpec }: CartLinesProps) {
  const { t } = useTranslation('cart');
  const { t: tc } = useTranslation('common');
  const { marked } = marks;
  const pick = usePickCart();
  const changeQuantity = useChangeCartQuantity();
  const remove = useRemoveCartLines();
  const byShop = new Map(delivery?.shops.map((s) => [s.shopId, s]));
  const undeliverable = new Set(delivery?.shops.flatMap((s) => s.undeliverableCartIds));

  const removeOne = async (line: CartLine) => {
    if (await confirmDialog({ content: t('line.confirmRemove'), confirmText: t('line.remove'), cancelText: tc('actions.cancel') })) {
      remove.mutate([line.cartId], { onSuccess: () => showToast(t('removed')) });
    }
  };
  const clearUnbuyable = async () => {
    const ids = cart.unbuyable.map((l) => l.cartId);
    if (await confirmDialog({ content: t('unbuyable.confirmClear', { count: ids.length }), confirmText: t('line.remove'), cancelText: tc('actions.cancel') })) {
      remove.mutate(ids, { onSuccess: () => showToast(t('removed')) });
    }
  };
  const item = (line: CartLine) => (
    <CartLineItem
      key={line.cartId}
      line={line}
      checked={editing ? marked.has(line.cartId) : line.picked}
      onToggle={() => (editing ? marks.toggle(line.cartId) : pick.mutate({ target: { cartId: line.cartId }, picked: !line.picked }))}
      editing={editing}
      undeliverable={undeliverable.has(line.cartId)}
      onQuantity={(quantity) => changeQuantity.mutate({ cartId: line.cartId, quantity })}
      onChangeSpec={() => onChangeSpec(line)}
      onRemove={() => void removeOne(line)}
    />
  );

  return (
    <div className="mall-cart-groups" data-testid="cart">
      {cart.shops.map((group) => {
        const state = editing
          ? pickState(group.lines.map((l) => ({ picked: marked.has(l.cartId) })))
          : pickState(group.lines);
        const toggle = () => {
          if (editing) {
            marks.set(
              group.lines.map((l) => l.cartId),
              state !== 'all',
            );
          } else {
            pick.mutate({ target: { shopId: group.shopId }, picked: state !== 'all' });
          }
        };
        return (
          <CartShopGroup key={group.shopId} group={group} state={state} onToggle={toggle} delivery={editing ? undefined : byShop.get(group.shopId)}>
            {group.lines.map(item)}
          </CartShopGroup>
        );
      })}
      {cart.unbuyable.length > 0 && (
        <CartUnbuyable count={cart.unbuyable.length} onClear={editing ? undefined : () => void clearUnbuyable()}>
          {cart.unbuyable.map(item)}
        </CartUnbuyable>
      )}
    </div>
  );
}

interface CartBarProps {
  cart: Cart;
  editing: boolean;
  marks: ReturnType<typeof useMarks>;
  fees: Delivery;
  aboveTabs: boolean;
  onDone: () => void;
}

/** The bottom bar, wired: picks everything or marks everything, checks out or deletes the marked lines. */
function CartBar({ cart, editing, marks, fees, aboveTabs, onDone }: CartBarProps) {
  const { t } = useTranslation('cart');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const pick = usePickCart();
  const remove = useRemoveCartLines();
  const buyable = buyableLines(cart);

  if (editing) {
    const all = [...buyable, ...cart.unbuyable].map((l) => l.cartId);
    const marked = all.filter((id) => marks.marked.has(id));
    const state = pickState(all.map((id) => ({ picked: marks.marked.has(id) })));
    const removeMarked = async () => {
      if (await confirmDialog({ content: t('bar.confirmRemove', { count: marked.length }), confirmText: t('line.remove'), cancelText: tc('actions.cancel') })) {
        remove.mutate(marked, {
          onSuccess: () => {
            showToast(t('removed'));
            marks.clear();
            onDone();
          },
        });
      }
    };
    return (
      <CartBottomBar
        mode="edit"
        state={state}
        onToggleAll={() => marks.set(all, state !== 'all')}
        aboveTabs={aboveTabs}
        marked={marked.length}
        removing={remove.isPending}
        onRemove={() => void removeMarked()}
      />
    );
  }

  const state = pickState(buyable);
  return (
    <CartBottomBar
      mode="buy"
      state={state}
      onToggleAll={() => pick.mutate({ target: { all: true }, picked: state !== 'all' })}
      aboveTabs={aboveTabs}
      amount={cart.pickedAmount}
      lines={cart.pickedLines}
      delivery={cart.pickedLines > 0 ? deliveryHint(fees) : undefined}
      onCheckout={() => void navigate(CART_CHECKOUT_PATH)}
    />
  );
}
