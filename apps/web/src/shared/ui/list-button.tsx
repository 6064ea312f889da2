import type { ReactNode } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import './list-button.css';

/**
 * A row of an antd-mobile `List` that does something when chosen, drawn as a real button: antd-mobile's clickable
 * `List.Item` is an `<a>` without `href`, which no keyboard reaches and no screen reader calls a button. It keeps the
 * list's look (its classes) and its arrow.
 */
export function ListButton({ children, extra, onClick, ...data }: { children: ReactNode; extra?: ReactNode; onClick: () => void } & Record<`data-${string}`, string>) {
  return (
    <button type="button" className="adm-list-item adm-list-item-clickable mall-list-button" onClick={onClick} {...data}>
      <span className="adm-list-item-content">
        <span className="adm-list-item-content-main">{children}</span>
        {extra !== undefined && <span className="adm-list-item-content-extra">{extra}</span>}
        <span className="adm-list-item-content-arrow" aria-hidden>
          <RightOutline />
        </span>
      </span>
    </button>
  );
}
