import { readRaw, writeRaw } from '../../shared/session/local-store.ts';
import type { DeliveryTarget } from './use-delivery-cost.ts';

const KEY = 'm_delivery_area';

type AreaTarget = Extract<DeliveryTarget, { kind: 'area' }>;

function isAreaTarget(value: unknown): value is AreaTarget {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.kind === 'area' &&
    Number.isSafeInteger(v.nationId) &&
    Array.isArray(v.areaIds) &&
    v.areaIds.length <= 3 &&
    v.areaIds.every((id) => Number.isSafeInteger(id) && (id as number) > 0) &&
    typeof v.label === 'string'
  );
}

/** The area last picked by hand on a goods page, so the next goods is priced there too (also for visitors). */
export function readDeliveryArea(): AreaTarget | undefined {
  const raw = readRaw(KEY);
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return isAreaTarget(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeDeliveryArea(target: AreaTarget): void {
  writeRaw(KEY, JSON.stringify({ kind: 'area', nationId: target.nationId, areaIds: target.areaIds, label: target.label }));
}
