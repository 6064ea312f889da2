import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TOrderLine } from '@mall/contract/order/order-view-fields';
import { goodsDetailPath } from '../../shared/catalogue-ui/catalogue-links.ts';
import { Price } from '../../shared/ui/price.tsx';
import './order.css';

/**
 * One goods line as bought: picture, title, spec, unit price × quantity. On the detail page it opens the goods;
 * on a card it is part of the card's own tap (`link` off). `actions` go under it (a page's per-line buttons).
 */
export function OrderGoodsLine({ line, link, actions }: { line: TOrderLine; link: boolean; actions?: ReactNode }) {
  const body = (
    <>
      <img className="mall-order-line-image" src={line.image} alt="" width={72} height={72} loading="lazy" />
      <div className="mall-order-line-text">
        <h4 className="mall-order-line-title">{line.title}</h4>
        {line.specName && <p className="mall-order-line-spec">{line.specName}</p>}
      </div>
      <div className="mall-order-line-figures">
        <Price minor={line.unitPrice} size="small" />
        <span className="mall-order-line-qty">×{line.quantity}</span>
      </div>
    </>
  );
  return (
    <li data-testid="order-line" data-goods-id={line.goodsId}>
      {link ? (
        <Link to={goodsDetailPath(line.goodsId)} className="mall-order-line">
          {body}
        </Link>
      ) : (
        <div className="mall-order-line">{body}</div>
      )}
      {actions}
    </li>
  );
}
