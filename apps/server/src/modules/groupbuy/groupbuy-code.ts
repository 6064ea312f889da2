import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { PICKUP_CODE_LENGTH } from '@mall/contract/groupbuy/groupbuy-fields';
import type { Db } from '../../platform/database.ts';
import { storedSecret } from '../../platform/stored-secret.ts';

/**
 * Pickup codes: ten digits from a cryptographically secure generator (`crypto.randomInt`, never the time or
 * Math.random). The database keeps two forms: an HMAC of the pickup point and the code (the lookup when staff type or
 * scan it: only that point's codes can match, and the column alone does not give the codes away), and the code sealed
 * with AES-256-GCM for the shopper's own order page. Both keys come from one secret generated once and kept in the
 * settings table (`storedSecret`).
 */

export interface CodeKeys {
  mac: Buffer;
  seal: Buffer;
}

export async function codeKeys(db: Db): Promise<CodeKeys> {
  const secret = await storedSecret(db, 'groupbuy.pickup-code');
  return {
    mac: createHash('sha256').update(`mac:${secret}`).digest(),
    seal: createHash('sha256').update(`seal:${secret}`).digest(),
  };
}

export function newPickupCode(): string {
  let code = '';
  for (let i = 0; i < PICKUP_CODE_LENGTH; i++) code += String(randomInt(10));
  return code;
}

export function codeHash(keys: CodeKeys, pickupPointId: number, code: string): string {
  return createHmac('sha256', keys.mac).update(`${pickupPointId}:${code}`).digest('hex');
}

export function sealCode(keys: CodeKeys, orderId: number, code: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.seal, iv);
  cipher.setAAD(Buffer.from(String(orderId)));
  const body = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The code of a sealed value of this order; null when it does not open (another order's, or tampered with). */
export function unsealCode(keys: CodeKeys, orderId: number, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keys.seal, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(String(orderId)));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
