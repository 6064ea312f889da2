import { useEffect, useState } from 'react';

/*
 * When a new code may be asked for, per phone number or email address. The server allows one code a minute per
 * target; keeping the moment in sessionStorage lets the countdown carry on across the login and code pages and
 * a reload, instead of offering a button the server would refuse.
 */
const KEY_PREFIX = 'm_code_resend_at:';
const memory = new Map<string, number>();

function read(target: string): number {
  try {
    const raw = sessionStorage.getItem(KEY_PREFIX + target);
    if (raw !== null) return Number(raw) || 0;
  } catch {
    // sessionStorage refused (private modes): the in-memory copy serves for this visit.
  }
  return memory.get(target) ?? 0;
}

function write(target: string, at: number): void {
  memory.set(target, at);
  try {
    sessionStorage.setItem(KEY_PREFIX + target, String(at));
  } catch {
    // Kept in memory only.
  }
}

/** The key of a phone number for codes: "sms:86:13812345678". */
export function smsTarget(phoneCode: string, mobile: string): string {
  return `sms:${phoneCode}:${mobile.replace(/\D/g, '')}`;
}

/** The key of an email address for codes. */
export function emailTarget(email: string): string {
  return `email:${email.trim().toLowerCase()}`;
}

/** Seconds until a new code may be sent to the target (0: now), ticking every second. */
export function useCodeCooldown(target: string | undefined): { remaining: number; start: (seconds: number) => void } {
  const [now, setNow] = useState(() => Date.now());
  const [, setVersion] = useState(0);
  const until = target ? read(target) : 0;
  const remaining = Math.max(0, Math.ceil((until - now) / 1000));
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = (seconds: number) => {
    if (!target || seconds <= 0) return;
    const at = Date.now();
    write(target, at + seconds * 1000);
    setNow(at);
    setVersion((v) => v + 1);
  };
  return { remaining, start };
}

/** The resend wait the server reports with code 2004, if it does. */
export function resendWaitOf(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const seconds = (data as { resendInSeconds?: unknown }).resendInSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}
