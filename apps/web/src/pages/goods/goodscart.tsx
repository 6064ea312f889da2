import { CartScreen } from '../index/cart-screen.tsx';

/** The cart opened from a goods page's cart icon: the same cart, with a back arrow instead of the tab bar. */
export default function GoodsCartPage() {
  return <CartScreen name="goods/goodscart" />;
}
