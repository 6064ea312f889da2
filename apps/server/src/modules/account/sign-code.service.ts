import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Lang } from '@mall/contract/platform/languages';
import type { TSignCodeSent } from '@mall/contract/account/fetch-sign-code';
import type { Db } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { Sender } from '../../platform/sender.ts';
import { signCode } from './account.tables.ts';
import { takeAttemptOrRefuse, type ThrottleRule } from './throttle.ts';

export const CODE_TTL_SECONDS = 300;
export const RESEND_SECONDS = 60;
export const MAX_TRIES = 5;
const PER_TARGET_PER_HOUR = 10;

export type SignChannel = 'sms' | 'email';

function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('base64url');
}

const TEXT: Record<Lang, (code: string) => { subject: string; body: string }> = {
  en: (code) => ({ subject: 'Your Mall verification code', body: `Your verification code is ${code}. It is valid for 5 minutes. Do not share it with anyone.` }),
  zh: (code) => ({ subject: '商城验证码', body: `您的验证码是 ${code}，5 分钟内有效，请勿泄露给他人。` }),
  ja: (code) => ({ subject: 'モールの認証コード', body: `認証コードは ${code} です。5分間有効です。他人に教えないでください。` }),
};

/** Codes asked for from one client address, or one device, in an hour (the limit is the config's). */
const codesPerAddress = (limit: number): ThrottleRule => ({ scope: 'code-address', limit, windowSeconds: 3600 });
const codesPerDevice = (limit: number): ThrottleRule => ({ scope: 'code-device', limit, windowSeconds: 3600 });

/**
 * Sends a new 6-digit code to a phone or email, within the limits: 60 s between codes and 10 an hour per target,
 * and per hour `perClientHour` per client address and per device. The address is the one the server sees (a
 * client cannot choose it); the device id is the client's word, so it only narrows the address's allowance.
 */
export async function sendSignCode(
  db: Db,
  sender: Sender,
  input: { channel: SignChannel; target: string; scene: string; clientAddress: string; deviceId: string | undefined; lang: Lang },
  perClientHour: number,
): Promise<TSignCodeSent> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const salt = randomBytes(12).toString('base64url');
  await db.transaction(async (tx) => {
    // Requests for one target take turns, so two at once cannot both pass the 60-second check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${input.channel}:${input.target}`}))`);
    const [last] = await tx
      .select({ age: sql<number>`extract(epoch from now() - ${signCode.createdAt})` })
      .from(signCode)
      .where(and(eq(signCode.channel, input.channel), eq(signCode.target, input.target)))
      .orderBy(desc(signCode.createdAt))
      .limit(1);
    if (last && last.age < RESEND_SECONDS) {
      throw new AppError('SIGN_CODE_TOO_SOON', { data: { resendInSeconds: Math.ceil(RESEND_SECONDS - last.age) } });
    }
    const [perTarget] = await tx
      .select({ n: count() })
      .from(signCode)
      .where(and(eq(signCode.channel, input.channel), eq(signCode.target, input.target), gt(signCode.createdAt, sql`now() - interval '1 hour'`)));
    if ((perTarget?.n ?? 0) >= PER_TARGET_PER_HOUR) throw new AppError('TOO_MANY_REQUESTS');
    // Counted in this transaction: a send refused later in it gives its attempts back.
    await takeAttemptOrRefuse(tx, codesPerAddress(perClientHour), input.clientAddress, 'TOO_MANY_ATTEMPTS');
    if (input.deviceId) await takeAttemptOrRefuse(tx, codesPerDevice(perClientHour), input.deviceId, 'TOO_MANY_ATTEMPTS');
    // Only the newest code counts: older ones for this target stop working.
    await tx
      .update(signCode)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(signCode.channel, input.channel), eq(signCode.target, input.target), isNull(signCode.consumedAt)));
    await tx.insert(signCode).values({
      channel: input.channel,
      target: input.target,
      scene: input.scene,
      codeHash: hashCode(salt, code),
      salt,
      clientKey: input.clientAddress,
      expiresAt: sql`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
    });
  });
  await sender.send({ channel: input.channel, target: input.target, ...TEXT[input.lang](code) });
  return { expiresInSeconds: CODE_TTL_SECONDS, resendInSeconds: RESEND_SECONDS };
}

/**
 * Checks a code and consumes it. Every try counts, and is recorded even when the caller's work fails after,
 * so guessing stops after five; a consumed code never works twice.
 */
export async function consumeSignCode(
  db: Db,
  input: { channel: SignChannel; target: string; code: string },
): Promise<void> {
  const [live] = await db
    .update(signCode)
    .set({ attempts: sql`${signCode.attempts} + 1` })
    .where(
      eq(
        signCode.id,
        sql`(select id from ${signCode} where ${signCode.channel} = ${input.channel} and ${signCode.target} = ${input.target}
             and ${signCode.consumedAt} is null order by ${signCode.createdAt} desc limit 1)`,
      ),
    )
    .returning({
      id: signCode.id,
      codeHash: signCode.codeHash,
      salt: signCode.salt,
      attempts: signCode.attempts,
      expired: sql<boolean>`${signCode.expiresAt} <= now()`,
    });
  if (!live || live.expired) throw new AppError('SIGN_CODE_EXPIRED');
  if (live.attempts > MAX_TRIES) throw new AppError('SIGN_CODE_TOO_MANY_TRIES');
  const expected = Buffer.from(live.codeHash);
  const given = Buffer.from(hashCode(live.salt, input.code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new AppError(live.attempts >= MAX_TRIES ? 'SIGN_CODE_TOO_MANY_TRIES' : 'SIGN_CODE_WRONG');
  }
  const [used] = await db
    .update(signCode)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(signCode.id, live.id), isNull(signCode.consumedAt)))
    .returning({ id: signCode.id });
  // Two requests with the same right code at the same moment: only one of them logs in.
  if (!used) throw new AppError('SIGN_CODE_EXPIRED');
}
