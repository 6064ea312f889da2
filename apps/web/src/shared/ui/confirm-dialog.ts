import type { ConfirmOptions } from './antd-imperative.ts';

/** A confirmation dialog (antd-mobile Dialog.confirm); resolves true when the user confirms. */
export async function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  const { confirmNow } = await import('./antd-imperative.ts');
  return confirmNow(options);
}
