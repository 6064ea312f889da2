/** A tab or icon badge for a count: nothing for none, the number, or "99+" past 99 (the tab bar's cart and messages). */
export function countBadge(count: number | undefined): string | undefined {
  if (!count || count <= 0) return undefined;
  return count > 99 ? '99+' : String(count);
}
