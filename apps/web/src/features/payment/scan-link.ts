import { TEST_PAY_MARKER, type TPayPackage } from '@mall/contract/payment/payment-fields';
import type { KeyStore } from './attempt-keys.ts';
import { SCAN_PAYMENT_PATH, paymentNoParam } from './payment-paths.ts';

/**
 * The scan channel's link: this same page (order/mppaymentdetail) with the payment number and its signed package
 * in the query, short names to keep the QR code small: t = timeStamp, n = nonceStr, p = package, s = paySign.
 * Whoever opens it (another phone's camera) sees the payer view and confirms the package; the signature is the
 * proof, so no login is needed there.
 */
export function buildScanLink(origin: string, paymentNo: string, pack: TPayPackage): string {
  const query = new URLSearchParams({ paymentNo, t: pack.timeStamp, n: pack.nonceStr, p: pack.package, s: pack.paySign });
  return `${origin}${SCAN_PAYMENT_PATH}?${query.toString()}`;
}

/** The payment and package a scanned link carries, or undefined when the query is not a whole, well-formed one. */
export function readScanLink(query: Readonly<Record<string, string | undefined>>): { paymentNo: string; pack: TPayPackage } | undefined {
  const paymentNo = paymentNoParam(query.paymentNo);
  const { t, n, p, s } = query;
  if (!paymentNo || !t || !n || !p || !s) return undefined;
  if (!/^\d{1,12}$/.test(t) || !p.startsWith(TEST_PAY_MARKER)) return undefined;
  return { paymentNo, pack: { timeStamp: t, nonceStr: n, package: p, paySign: s } };
}

/**
 * The amount a package names, for the payer to see before confirming (minor units), or undefined when it names
 * none. The package is the server's text, `TESTPAY` then fields separated by `&`, `|`, `:` or `;`; the amount is its
 * `amount=` field, else its last plain number that is not the payment number.
 */
export function packageAmount(pack: string): number | undefined {
  const fields = pack.split(/[&|:;,\s]+/).filter(Boolean);
  for (const field of fields) {
    const named = /^(?:amount|amt|total)=(\d{1,12})$/i.exec(field);
    if (named?.[1]) return Number(named[1]);
  }
  const numbers = fields.slice(1).filter((f) => /^\d{1,12}$/.test(f));
  const last = numbers.at(-1);
  return last === undefined ? undefined : Number(last);
}

const PACKAGE_PREFIX = 'mall.scanPackage.';

/**
 * The package `payment/create` answered for a scan payment, kept for the tab so the owner's page can draw its QR
 * code again after a reload (the payment's detail does not carry the package: only its owner's device has it).
 */
export function scanPackageStore(store: KeyStore) {
  return {
    save(paymentNo: string, pack: TPayPackage): void {
      store.set(PACKAGE_PREFIX + paymentNo, JSON.stringify(pack));
    },
    load(paymentNo: string): TPayPackage | undefined {
      const raw = store.get(PACKAGE_PREFIX + paymentNo);
      if (!raw) return undefined;
      try {
        const value = JSON.parse(raw) as Partial<TPayPackage>;
        const { timeStamp, nonceStr, package: p, paySign } = value;
        if (typeof timeStamp === 'string' && typeof nonceStr === 'string' && typeof p === 'string' && typeof paySign === 'string') return { timeStamp, nonceStr, package: p, paySign };
      } catch {
        // A damaged entry is as good as none.
      }
      return undefined;
    },
    forget(paymentNo: string): void {
      store.set(PACKAGE_PREFIX + paymentNo, undefined);
    },
  };
}
