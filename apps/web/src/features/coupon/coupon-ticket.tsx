import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { CouponKind } from '@mall/contract/coupon/coupon-fields';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { percentFigure, roundAmount } from '../../shared/format/coupon-figure.ts';
import './coupon-ticket.css';

/** What a coupon takes off, as every coupon answer carries it (minor units). */
export interface CouponTerms {
  kind: CouponKind;
  thresholdAmount: number;
  amountOff: number | null;
  percentOff: number | null;
  maxOff: number | null;
}


export interface CouponTicketAction {
  label: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  /** Outlined for a second pick or a done state, filled for the main call to action. */
  fill?: 'solid' | 'outline';
}

export interface CouponTicketProps {
  terms: CouponTerms & { title: string };
  /** The shop it is for, or null for a platform coupon (usable in every shop). */
  shop: { name: string; logo: string } | null;
  /** The validity line: until when, or how long after picking. */
  validity: ReactNode;
  /** Shows the validity line in the warning colour (expires within days). */
  urgent?: boolean;
  /** Used and expired tickets are grey and stamped. */
  stamp?: 'used' | 'expired';
  /** A short note under the title, e.g. "Only 3 left". */
  note?: ReactNode;
  action?: CouponTicketAction;
  testId?: string;
}

/** The big figure of a ticket: "¥10" for an amount off, "15% OFF" (or "8.5折") for a percentage. */
function TicketValue({ terms }: { terms: CouponTerms }) {
  const { t, i18n } = useTranslation('coupon');
  const money = useFormatMoney();
  const threshold =
    terms.thresholdAmount > 0 ? t('ticket.over', { amount: roundAmount(money(terms.thresholdAmount).text) }) : t('ticket.noMinimum');
  return (
    <div className="mall-coupon-ticket-value">
      {terms.kind === 'amount_off' ? (
        <span className="mall-coupon-ticket-figure">
          <span className="mall-coupon-ticket-symbol">{money(terms.amountOff ?? 0).symbol}</span>
          {roundAmount(money(terms.amountOff ?? 0).amount)}
        </span>
      ) : (
        <span className="mall-coupon-ticket-figure">
          {t('ticket.percentValue', { percent: percentFigure(terms.percentOff ?? 0, i18n.language) })}
          <span className="mall-coupon-ticket-unit">{t('ticket.percentUnit')}</span>
        </span>
      )}
      <span className="mall-coupon-ticket-threshold">{threshold}</span>
      {terms.kind === 'percent_off' && terms.maxOff !== null && (
        <span className="mall-coupon-ticket-cap">{t('ticket.upTo', { amount: roundAmount(money(terms.maxOff).text) })}</span>
      )}
    </div>
  );
}

/**
 * A coupon drawn as shopping apps draw them: the value big on a coloured stub, a perforation, then the title,
 * the shop (or "all shops"), the validity and one button. Used and expired tickets turn grey with a stamp.
 */
export function CouponTicket({ terms, shop, validity, urgent, stamp, note, action, testId }: CouponTicketProps) {
  const { t } = useTranslation('coupon');
  return (
    <article className={`mall-coupon-ticket${stamp ? ' is-spent' : ''}`} data-testid={testId ?? 'coupon-ticket'}>
      <TicketValue terms={terms} />
      <div className="mall-coupon-ticket-body">
        <h4 className="mall-coupon-ticket-title">{terms.title}</h4>
        <p className="mall-coupon-ticket-shop">
          {shop ? (
            <>
              {shop.logo && <img className="mall-coupon-ticket-logo" src={shop.logo} alt="" loading="lazy" />}
              <span className="mall-coupon-ticket-shop-name">{shop.name}</span>
            </>
          ) : (
            <span className="mall-coupon-ticket-platform">{t('ticket.platform')}</span>
          )}
        </p>
        {note && <p className="mall-coupon-ticket-note">{note}</p>}
        <p className={`mall-coupon-ticket-validity${urgent ? ' is-urgent' : ''}`}>{validity}</p>
      </div>
      {action && (
        <div className="mall-coupon-ticket-action">
          <Button
            size="mini"
            shape="rounded"
            fill={action.fill ?? 'solid'}
            className={`mall-coupon-ticket-button mall-coupon-ticket-button--${action.fill ?? 'solid'}`}
            disabled={action.disabled}
            loading={action.loading}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        </div>
      )}
      {stamp && (
        <span className="mall-coupon-ticket-stamp" aria-hidden="true">
          {stamp === 'used' ? t('ticket.stampUsed') : t('ticket.stampExpired')}
        </span>
      )}
    </article>
  );
}
