import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/database.ts';
import { AppError, uniqueViolation } from '../../platform/errors.ts';
import type { Settings } from '../../platform/settings.ts';
import { publishEvent } from '../../platform/domain-events.ts';
import { account } from './account.tables.ts';
import { ACCOUNT_EVENTS, type AccountReferred } from './account-events.ts';
import { sendUserMessage, WELCOME_MESSAGE } from '../messaging/messaging.api.ts';

export type AccountRow = typeof account.$inferSelect;

export const REGISTER_GIFT_KEY = 'account.registerGift';
export const ZRegisterGift = z.object({ amount: z.number().int().min(0) });

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomMemberNumber(): string {
  return `M${randomInt(100_000_000, 1_000_000_000)}`;
}

export function randomInviteCode(): string {
  return Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
}

/**
 * Creates a shopper account with a random member number and invite code, and the configured register gift
 * (none without settings: an operator's account).
 */
export async function createAccount(
  db: Db,
  settings: Settings | null,
  input: { mobile?: string; phoneCode?: string; email?: string; passwordHash?: string; nickName?: string; referrerId?: number },
): Promise<AccountRow> {
  const gift = settings ? ((await settings.get(REGISTER_GIFT_KEY, ZRegisterGift))?.amount ?? 0) : 0;
  for (let attempt = 0; ; attempt++) {
    const number = randomMemberNumber();
    try {
      // The account, its welcome and the referral's event commit together: an invitee is rewarded for once, never
      // missed.
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(account)
          .values({
            mobile: input.mobile ?? null,
            phoneCode: input.phoneCode ?? '86',
            email: input.email ?? null,
            passwordHash: input.passwordHash ?? null,
            nickName: input.nickName ?? `${number.slice(0, 1)}${number.slice(-6)}`,
            number,
            inviteCode: randomInviteCode(),
            referrerId: input.referrerId ?? null,
            registerGiftAmount: gift,
          })
          .returning();
        await sendUserMessage(tx, { accountId: row!.id, kind: 'system', ...WELCOME_MESSAGE });
        if (row!.referrerId !== null) {
          await publishEvent(tx, { type: ACCOUNT_EVENTS.referred, subject: row!.id, payload: { inviteeId: row!.id, inviterId: row!.referrerId } satisfies AccountReferred });
        }
        return row!;
      });
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === 'account_mobile_key' || constraint === 'account_email_key') throw new AppError('ACCOUNT_EXISTS');
      // A clash of the random number or invite code: draw again.
      if (constraint && attempt < 5) continue;
      throw err;
    }
  }
}

/** The register gift an account was given when it was created (minor units), which its wallet opens with. */
export async function registerGiftOf(db: Db, accountId: number): Promise<number> {
  const [row] = await db.select({ gift: account.registerGiftAmount }).from(account).where(eq(account.id, accountId));
  return row?.gift ?? 0;
}
