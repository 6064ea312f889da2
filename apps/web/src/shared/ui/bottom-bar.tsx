import type { ReactNode } from 'react';
import './bottom-bar.css';

/**
 * The bar fixed at the foot of a page (goods actions, checkout submit, order actions, payment): one place for how
 * such a bar sits in the column, so that they all look and stack alike; `className` gives each its layout.
 */
export function BottomBar({ className, testId, children }: { className: string; testId?: string; children: ReactNode }) {
  return (
    <footer className={`mall-bottom-bar ${className}`} data-testid={testId}>
      {children}
    </footer>
  );
}
