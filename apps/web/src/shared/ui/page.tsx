import type { ReactNode } from 'react';
import './page.css';

/** What every page receives: its query parameters (spec 2: "page query parameters are passed to the page"). */
export interface PageProps {
  query: Readonly<Record<string, string>>;
}

/** The root of every page; `data-page` names the route ("index/cart") for tests and analytics. */
export function Page({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="mall-page" data-page={name}>
      {children}
    </div>
  );
}
