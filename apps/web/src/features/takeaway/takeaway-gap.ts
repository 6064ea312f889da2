/** What the basket bar says: the goods' total, how far below the smallest order it is, and the fees once it is not. */
export interface BasketSums {
  goodsAmount: number;
  quantity: number;
  /** How much more the goods must cost to be delivered; 0 when they reach the smallest order. */
  gap: number;
  /** Goods plus delivery and packing (coupons are applied at checkout). */
  total: number;
}

export function basketSums(lines: readonly { price: number; quantity: number }[], terms: { minOrderAmount: number; deliveryFee: number; packingFee: number }): BasketSums {
  const goodsAmount = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const quantity = lines.reduce((sum, l) => sum + l.quantity, 0);
  return {
    goodsAmount,
    quantity,
    gap: Math.max(0, terms.minOrderAmount - goodsAmount),
    total: quantity === 0 ? 0 : goodsAmount + terms.deliveryFee + terms.packingFee,
  };
}
