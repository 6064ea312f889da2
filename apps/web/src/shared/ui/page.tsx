import type { ReactNode } from 'react';
import './page.css';

/** The root of every page; `data-page` names the route ("index/cart") for tests and analytics. */
export function Page({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="mall-page" data-page={name}>
      {children}
    </div>
  );
}
