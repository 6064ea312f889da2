import type { ShipmentStatus } from '@mall/contract/logistics/logistics-fields';
import type { Localized } from '@mall/contract/platform/languages';
import { simulatedCarrier } from './simulated-carrier.ts';

/**
 * A carrier reports a parcel's journey in the spec's shipping status ids. The built-in one is the simulated
 * carrier (simulated-carrier.ts); a real tracking API would be another implementation chosen by the shipment's
 * `carrier` column once its key is configured. Events are asked for one at a time, each after the ones already
 * stored, so the scheduled job that appends them can tell a retried step from a new one.
 */

/** A place on a parcel's way, from the gazetteer: nearest first (district, city, province), then the nation. */
export interface Place {
  /** The places of the area, nearest first; never empty (the nation at least). */
  areas: Localized[];
  nation: Localized;
  nationCode: string;
}

/** What a carrier knows about a parcel when it is asked. */
export interface Parcel {
  shipmentId: number;
  trackingNo: string;
  company: Localized;
  /** The shop that sent it. */
  origin: Place;
  /** The order's delivery address. */
  destination: Place;
}

/** One tracking event as a carrier reports it. */
export interface CarrierEvent {
  status: ShipmentStatus;
  description: Localized;
  location: Localized;
}

export interface Carrier {
  readonly name: string;
  /** The event of the hand-over, stored with the shipment when the merchant ships. */
  firstEvent(parcel: Parcel): CarrierEvent;
  /**
   * The event that follows the `known` events already stored (the first counts), and in how many seconds to ask
   * for the one after it (null when this is the last); null when the carrier has nothing new.
   */
  nextEvent(parcel: Parcel, known: number, stepSeconds: number): Promise<{ event: CarrierEvent; askAgainIn: number | null } | null>;
}

const CARRIERS: Record<string, Carrier> = { [simulatedCarrier.name]: simulatedCarrier };

/** The carrier a shipment reports through (the simulated one for any name not configured). */
export function carrierOf(name: string): Carrier {
  return CARRIERS[name] ?? simulatedCarrier;
}
