import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { publishEvent } from '../../platform/domain-events.ts';
import { carrierOf, type CarrierEvent } from './carrier.ts';
import { shipment, shipmentEvent } from './logistics.tables.ts';
import { shipmentMoved } from './shipment-events.ts';
import type { ParcelKind } from '@mall/contract/logistics/logistics-fields';
import { loadParcels } from '../../read-models/parcel.ts';

/**
 * The carrier's events arrive by steps, one event each: step n asks the carrier for the event after the n stored
 * ones and appends it. When a parcel's next step is due is a column of the shipment (`next_step_at`), set in the
 * transaction of the ship or of the step before, and a sweep every second runs the steps that have come due,
 * through its partial index, a batch to a transaction: the batch's rows locked `skip locked` (the sweeps of other
 * instances take other rows), their parcels read in one query, their events inserted, their shipments moved and
 * their domain events published in one statement each. It replaced a queued job per step, which cost some eight
 * round trips and four queue writes a step and fell behind under load (docs/decisions.md); a column cannot be lost
 * between a commit and a send, so no sweep of lost jobs is needed either.
 */

export interface CarrierStep {
  shipmentId: number;
  /** How many events the shipment has when this step runs. */
  step: number;
}

export type StepDeps = Pick<Deps, 'db' | 'config'>;

/** A shipment locked for its next step. */
interface DueShipment {
  shipmentId: number;
  kind: ParcelKind;
  returnId: number | null;
  orderId: number | null;
  shopId: number;
  /** When the step came due, kept on its event. */
  dueAt: Date | null;
}

const dueShipmentColumns = { shipmentId: shipment.id, kind: shipment.kind, returnId: shipment.returnId, orderId: shipment.orderId, shopId: shipment.shopId, dueAt: shipment.nextStepAt };

/**
 * How many events each locked shipment has: its step counter. Counted after the lock, in a statement of its own:
 * a count in the locking statement would be read from before the wait for the lock.
 */
async function countEvents(tx: Tx, shipmentIds: number[]): Promise<Map<number, number>> {
  const rows = await tx
    .select({ shipmentId: shipmentEvent.shipmentId, known: sql<number>`count(*)::int` })
    .from(shipmentEvent)
    .where(inArray(shipmentEvent.shipmentId, shipmentIds))
    .groupBy(shipmentEvent.shipmentId);
  return new Map(rows.map((r) => [r.shipmentId, r.known]));
}

/**
 * Runs one step of a shipment by hand (tests, and a carrier's push one day): appends the carrier's next event when
 * the shipment has exactly `step` events. Answers whether it appended one; a step already done, out of turn, or of
 * a parcel with nothing new appends nothing.
 */
export async function advanceShipment(deps: StepDeps, { shipmentId, step }: CarrierStep): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    // The lock serialises the steps of one parcel; the count is its step counter.
    const [locked] = await tx.select(dueShipmentColumns).from(shipment).where(eq(shipment.id, shipmentId)).for('update');
    if (!locked || ((await countEvents(tx, [shipmentId])).get(shipmentId) ?? 0) !== step) return false;
    return (await appendNextEvents(tx, deps, [locked])) === 1;
  });
}

/**
 * Runs every carrier step that has come due, soonest first, `batch` shipments to a transaction until none is due;
 * answers how many events it appended.
 */
export async function advanceDueShipments(deps: StepDeps, batch = 100): Promise<number> {
  let appended = 0;
  for (;;) {
    const { found, done } = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select(dueShipmentColumns)
        .from(shipment)
        .where(sql`${shipment.nextStepAt} <= now()`)
        .orderBy(shipment.nextStepAt)
        .limit(batch)
        .for('update', { skipLocked: true });
      return { found: due.length, done: await appendNextEvents(tx, deps, due) };
    });
    appended += done;
    if (found < batch) return appended;
  }
}

/**
 * Appends the carrier's next event to each locked shipment, moves its status (and delivery time on Delivered),
 * sets when its next step is due (none after the last, or when the carrier has nothing new), and publishes
 * `shipment.moved` for each; a statement each for all of them. Answers how many got an event.
 */
async function appendNextEvents(tx: Tx, deps: StepDeps, locked: DueShipment[]): Promise<number> {
  if (locked.length === 0) return 0;
  const ids = locked.map((l) => l.shipmentId);
  const parcels = await loadParcels(tx, ids);
  const counts = await countEvents(tx, ids);
  const moves: { due: DueShipment; known: number; event: CarrierEvent; askAgainIn: number | null }[] = [];
  const finished: number[] = [];
  for (const due of locked) {
    const parcel = parcels.get(due.shipmentId);
    const known = counts.get(due.shipmentId) ?? 0;
    const answer = parcel ? await carrierOf(parcel.carrier).nextEvent(parcel, known, deps.config.logisticsSimStepSeconds) : null;
    if (answer) moves.push({ due, known, ...answer });
    else finished.push(due.shipmentId);
  }
  // Nothing new and nothing to come: off the queue.
  if (finished.length > 0) await tx.update(shipment).set({ nextStepAt: null }).where(inArray(shipment.id, finished));
  if (moves.length === 0) return 0;
  await tx.insert(shipmentEvent).values(
    moves.map(({ due, event }) => ({ shipmentId: due.shipmentId, status: event.status, description: event.description, location: event.location, occurredAt: sql`now()`, dueAt: due.dueAt })),
  );
  const updates = moves.map(({ due, event, askAgainIn }) => ({ id: due.shipmentId, status: event.status, ask: askAgainIn }));
  await tx.execute(sql`
    update shipment s set
      status = v.status,
      updated_at = now(),
      next_step_at = case when v.ask is null then null else now() + make_interval(secs => v.ask) end,
      delivered_at = case when v.status = 'Delivered' then now() else s.delivered_at end
    from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as v(id int, status text, ask float8)
    where s.id = v.id`);
  await publishEvent(
    tx,
    ...moves.map(({ due, known, event }) => shipmentMoved({ shipmentId: due.shipmentId, kind: due.kind, returnId: due.returnId, orderId: due.orderId, shopId: due.shopId, status: event.status, step: known + 1 })),
  );
  return moves.length;
}
