/** The password rules of the contract (ZPassword): 8-64 characters, with a letter and a digit. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export interface PasswordChecks {
  length: boolean;
  letter: boolean;
  digit: boolean;
}

/** Which of the password rules a candidate meets, to show them ticking off as the shopper types. */
export function checkPassword(password: string): PasswordChecks {
  return {
    length: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    letter: /[A-Za-z]/.test(password),
    digit: /\d/.test(password),
  };
}

export function isStrongEnough(password: string): boolean {
  const checks = checkPassword(password);
  return checks.length && checks.letter && checks.digit;
}

/** A 6-digit verification code. */
export function isSignCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/** The digits of what was typed or pasted into a code field, at most six. */
export function codeDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}
