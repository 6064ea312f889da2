/** Spec 9: every toast lasts 1.5 s. */
export const TOAST_DURATION_MS = 1500;

const loadImperative = () => import('./antd-imperative.ts');

/**
 * Fetches the toast and dialog code ahead of need: "No network" must still be shown when the network has gone,
 * and by then the code could no longer be fetched.
 */
export function preloadImperativeUi(): void {
  void loadImperative().catch(() => undefined);
}

export function showToast(content: string): void {
  void loadImperative().then(({ showToastNow }) => showToastNow(content, TOAST_DURATION_MS));
}
