/**
 * The big figure of a coupon, shared by the coupon tickets and the shop page's coupon strip (features do not
 * import each other, and both draw coupons).
 */

/** A coupon amount is a round figure: "¥10", not "¥10.00" (cents stay when there are any). */
export function roundAmount(amount: string): string {
  return amount.replace(/\.0+$/, '');
}

/**
 * The number a percentage coupon shows big. Chinese shops say what is paid ("8.5折" for 15% off); English and
 * Japanese say what is taken off ("15%").
 */
export function percentFigure(percentOff: number, lang: string): string {
  return lang.startsWith('zh') ? String((100 - percentOff) / 10) : String(percentOff);
}
