/** The shopper's invoice page of an order (spec route `user/invoice/invoiceapply`). */
export function invoiceApplyPath(orderId: number): string {
  return `/pages/user/invoice/invoiceapply?orderId=${orderId}`;
}
