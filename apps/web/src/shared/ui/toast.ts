import { showPlainToast } from './plain-toast.ts';

/** Spec 9: every toast lasts 1.5 s. */
export const TOAST_DURATION_MS = 1500;

const loadImperative = () => import('./antd-imperative.ts');

/** Fetches the toast and dialog code ahead of need (they bring the animation library, so not on the first screen). */
export function preloadImperativeUi(): void {
  void loadImperative().catch(() => undefined);
}

export function showToast(content: string): void {
  loadImperative().then(
    ({ showToastNow }) => showToastNow(content, TOAST_DURATION_MS),
    // "No network" is exactly when the toast code may not be fetchable; say it anyway.
    () => showPlainToast(content, TOAST_DURATION_MS),
  );
}
