import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import type { Deps } from '../../platform/deps.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { carrierOf } from './carrier.ts';
import { shipment, shipmentEvent } from './logistics.tables.ts';
import { publishShipmentMoved } from './shipment-events.ts';
import { loadParcel } from '../../read-models/parcel.ts';

/**
 * The carrier's events arrive by scheduled jobs, one step each: step n asks the carrier for the event after the
 * n stored ones and appends it. The shipment row is locked and the stored events counted first, so a retried or
 * duplicated job for a step already done finds n + 1 events and adds nothing: each step happens once. A minute
 * sweep schedules again the next step of parcels whose job was lost (a crash between a commit and its send).
 */

export const CARRIER_STEP_JOB = 'logistics-carrier-step';

export interface CarrierStepJob {
  shipmentId: number;
  /** How many events the shipment has when this step runs. */
  step: number;
}

/** Schedules step `step` of a shipment in `afterSeconds`. */
export async function scheduleCarrierStep(jobs: JobQueue, job: CarrierStepJob, afterSeconds: number): Promise<void> {
  await jobs.send<CarrierStepJob>(CARRIER_STEP_JOB, job, { startAfter: afterSeconds, singletonKey: `shipment:${job.shipmentId}:${job.step}` });
}

export type StepDeps = Pick<Deps, 'db' | 'jobs' | 'config'>;

/**
 * Runs one step of a shipment: appends the carrier's next event (moving the shipment's status, and its
 * delivery time on Delivered) and schedules the step after it. Answers whether it appended an event; a step
 * already done, out of turn, or of a parcel with nothing new appends nothing and schedules nothing.
 */
export async function advanceShipment(deps: StepDeps, { shipmentId, step }: CarrierStepJob): Promise<boolean> {
  const next = await deps.db.transaction(async (tx) => {
    // The lock serialises the steps of one parcel; the count is its step counter.
    const [locked] = await tx.select({ id: shipment.id, orderId: shipment.orderId, shopId: shipment.shopId }).from(shipment).where(eq(shipment.id, shipmentId)).for('update');
    if (!locked) return null;
    const [{ known } = { known: 0 }] = await tx.select({ known: sql<number>`count(*)::int` }).from(shipmentEvent).where(eq(shipmentEvent.shipmentId, shipmentId));
    if (known !== step) return null;
    const parcel = await loadParcel(tx, shipmentId);
    if (!parcel) return null;
    const answer = await carrierOf(parcel.carrier).nextEvent(parcel, known, deps.config.logisticsSimStepSeconds);
    if (!answer) return null;
    const { event } = answer;
    await tx.insert(shipmentEvent).values({ shipmentId, status: event.status, description: event.description, location: event.location, occurredAt: sql`now()` });
    await tx
      .update(shipment)
      .set({ status: event.status, updatedAt: sql`now()`, ...(event.status === 'Delivered' ? { deliveredAt: sql`now()` } : {}) })
      .where(eq(shipment.id, shipmentId));
    await publishShipmentMoved(tx, { shipmentId, orderId: locked.orderId, shopId: locked.shopId, status: event.status, step: known + 1 });
    return answer;
  });
  if (!next) return false;
  if (next.askAgainIn !== null) await scheduleCarrierStep(deps.jobs, { shipmentId, step: step + 1 }, next.askAgainIn);
  return true;
}

/**
 * Schedules again the next step of every parcel still on its way that has not moved for a while (three steps
 * and a minute): its job was lost. Answers how many it scheduled. Uses the partial index of open shipments.
 */
export async function resumeStalledShipments(db: Db, jobs: JobQueue, stepSeconds: number, batch = 200): Promise<number> {
  const stalled = await db
    .select({ shipmentId: shipment.id, step: sql<number>`(select count(*)::int from ${shipmentEvent} e where e.shipment_id = ${shipment.id})` })
    .from(shipment)
    .where(
      and(
        // Literal, as in the partial index's predicate, so the planner can use it.
        sql`${shipment.status} not in ('Delivered', 'Expired')`,
        lt(shipment.updatedAt, sql`now() - make_interval(secs => ${stepSeconds * 3 + 60}::int)`),
      ),
    )
    .orderBy(shipment.updatedAt)
    .limit(batch);
  for (const job of stalled) await scheduleCarrierStep(jobs, job, 0);
  return stalled.length;
}
