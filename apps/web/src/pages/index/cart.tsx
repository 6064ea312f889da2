import { CartScreen } from './cart-screen.tsx';

/** The cart tab: the shopper's cart by shop, with picks, quantities, deletion and the checkout. */
export default function CartPage() {
  return <CartScreen name="index/cart" />;
}
