import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import pg from 'pg';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API } from './helpers.ts';

/*
 * Accounts for the browser journeys. Verification codes never come back in a response: the e2e server sends them
 * to its development outbox (a table of the embedded PostgreSQL that playwright.config.ts starts), read here.
 */
const DATABASE_URL = process.env.E2E_DATABASE_URL ?? `postgres://mall:mall@127.0.0.1:${process.env.PG_PORT ?? 5499}/postgres`;

let pool: pg.Pool | undefined;

function db(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  return pool;
}

export async function closeOutbox(): Promise<void> {
  await pool?.end();
  pool = undefined;
}

/** The newest outbox row id for a target (0 when none), to wait for the next code after it. */
export async function lastOutboxId(channel: 'sms' | 'email', target: string): Promise<number> {
  const { rows } = await db().query<{ id: number }>('select coalesce(max(id), 0)::int as id from outbox where channel = $1 and target = $2', [channel, target]);
  return rows[0]?.id ?? 0;
}

/** The 6 digits of the newest code sent to a target after the row `after`, waiting a little for it to arrive. */
export async function readCode(channel: 'sms' | 'email', target: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const { rows } = await db().query<{ body: string }>('select body from outbox where channel = $1 and target = $2 and id > $3 order by id desc limit 1', [
          channel,
          target,
          after,
        ]);
        code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
        return code;
      },
      { message: `a code sent to ${channel} ${target}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
}

/** The outbox target of a Chinese mobile number. */
export function smsTarget(mobile: string, phoneCode = '86'): string {
  return `${phoneCode} ${mobile}`;
}

let serial = 0;

/** A mobile number no test has used: 139 and 8 digits from the clock and a counter (the code limits are per number). */
export function freshMobile(): string {
  serial += 1;
  const digits = String((Date.now() * 10 + serial) % 100_000_000).padStart(8, '0');
  return `139${digits}`;
}

export function freshEmail(prefix = 'shopper'): string {
  return `${prefix}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;
}

/** Headers of an API client of its own: the code limits count per device id. */
function deviceHeaders(): Record<string, string> {
  return { 'T-deviceId': randomBytes(16).toString('hex'), 'T-appType': 'h5', 'T-deviceType': 'h5', 'T-lang': 'en' };
}

async function call<T>(request: APIRequestContext, path: string, body: unknown, headers: Record<string, string>): Promise<T> {
  const response = await request.post(`${API}/${path}`, { data: body, headers });
  const envelope = (await response.json()) as { success: boolean; code: number; message: string; data: T };
  expect(envelope, `${path}: ${envelope.message}`).toMatchObject({ success: true });
  return envelope.data;
}

export interface ApiUser {
  token: string;
  userId: number;
  nickName: string;
}

/** Registers an email account through the API (code from the outbox) and returns its login. */
export async function registerEmailUser(request: APIRequestContext, email: string, password: string, nickName?: string): Promise<ApiUser> {
  const headers = deviceHeaders();
  const after = await lastOutboxId('email', email.toLowerCase());
  await call(request, 'signinfo/fetch/signcode/email', { email, scene: 'register' }, headers);
  const code = await readCode('email', email.toLowerCase(), after);
  return call<ApiUser>(request, 'auth/appregister/email', { email, code, password, ...(nickName ? { nickName } : {}) }, headers);
}

/**
 * Logs a demo merchant in through the API with the demo merchants' password (seed/operator.ts), not a code: a code
 * can be asked for once a minute, which a retried test would hit.
 */
export async function loginDemoMerchant(request: APIRequestContext, email: string): Promise<ApiUser> {
  return call<ApiUser>(request, 'auth/applogin/email', { email, password: 'Merchant2026' }, deviceHeaders());
}

/** Logs a phone number in through the API with an SMS code (a new number becomes an account). */
export async function loginPhoneUser(request: APIRequestContext, mobile: string): Promise<ApiUser> {
  const headers = deviceHeaders();
  const after = await lastOutboxId('sms', smsTarget(mobile));
  await call(request, 'signinfo/fetch/signcode', { mobile, phoneCode: '86', scene: 'login' }, headers);
  const code = await readCode('sms', smsTarget(mobile), after);
  return call<ApiUser>(request, 'auth/applogin', { mobile, phoneCode: '86', code }, headers);
}

/** A toast with this text on screen (the one before may still be fading out beside it). */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const exact = typeof text === 'string' ? new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : text;
  await expect(page.locator('.adm-toast-main').filter({ hasText: exact })).toBeVisible();
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small PNG (a blue square with a lighter diagonal), made here so the test needs no file. */
export function makePng(size = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const light = Math.abs(x - y) < size / 6;
      row.set(light ? [120, 170, 240] : [15, 82, 186], 1 + x * 3);
    }
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}
