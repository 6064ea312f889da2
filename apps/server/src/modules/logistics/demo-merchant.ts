import { readDueDemoOrders, type DueDemoOrder } from '../../read-models/demo-orders.ts';
import { DEMO_SHOP_CODES } from '../../seed/logistics/demo-shops.ts';
import { SHIPPING_COMPANIES } from '../../seed/logistics/shipping-companies.ts';
import { AppError } from '../../platform/errors.ts';
import type { StepDeps } from './carrier-steps.ts';
import { sweepDue } from '../../platform/due-sweep.ts';
import { listShippingCompanies } from './shipping-company.service.ts';
import { dispatchOrder } from './ship-order.service.ts';
import { writeTrackingNo } from './tracking-numbers.ts';

type ShippingCompany = Awaited<ReturnType<typeof listShippingCompanies>>[number];

/**
 * The demo merchant: until the merchant console exists, the seeded shops' merchants ship their paid orders by
 * themselves `DEMO_AUTO_SHIP_SECONDS` after payment (off outside the demo: SEED=false or DEMO=false), so a shopper of the demo sees an order
 * shipped and its parcel moving. A sweep finds the due orders (by shop through `sale_order_shop_idx`); each is
 * shipped by its shop's merchant through `shipOrder`, with a company of the shop's nation and a fresh valid
 * tracking number. Being the state machine's conditional move, a ship racing another instance's or a real
 * merchant's changes the order once; the loser's 4211 is expected and ignored.
 */

// Each ship waits on the database most of its time, behind the shoppers' calls on a busy instance: eight at once
// keep up with the payments of bench/background.ts where four fell behind.
const SHIPS_AT_ONCE = 8;

/**
 * Ships every seeded shop's order paid at least `delaySeconds` ago and still waiting, a batch at a time until
 * none is due, eight at once; answers how many it shipped.
 */
export async function shipDueDemoOrders(deps: StepDeps, delaySeconds: number, batch = 100): Promise<number> {
  let companies: ShippingCompany[] = [];
  return sweepDue(
    async (limit) => {
      const rows = await readDueDemoOrders(deps.db, DEMO_SHOP_CODES, delaySeconds, limit);
      if (rows.length > 0) companies = await listShippingCompanies(deps.db, 'en');
      return rows;
    },
    (due) => shipOne(deps, due, companies),
    { batch, atOnce: SHIPS_AT_ONCE },
  );
}

/** Ships one due order with a company of the shop's nation; false when someone else shipped or cancelled it first. */
async function shipOne(deps: StepDeps, due: DueDemoOrder, companies: ShippingCompany[]): Promise<boolean> {
  const local = SHIPPING_COMPANIES.filter((c) => c.shipsFrom.includes(due.nation_code)).map((c) => c.code);
  const usable = companies.filter((c) => local.includes(c.code));
  const choices = usable.length > 0 ? usable : companies;
  const company = choices[due.order_id % choices.length];
  if (!company) return false;
  // A number already taken (one in many billions) is simply drawn again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await dispatchOrder(deps, { accountId: due.merchant_account_id, shopId: due.shop_id }, { orderId: due.order_id, companyCode: company.code, trackingNo: writeTrackingNo(company.trackingPattern) });
      return true;
    } catch (err) {
      if (err instanceof AppError && err.codeName === 'TRACKING_NO_TAKEN') continue;
      if (err instanceof AppError && err.codeName === 'ORDER_TRANSITION_REFUSED') return false;
      throw err;
    }
  }
  return false;
}
