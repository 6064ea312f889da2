/**
 * What the shopper typed into the login and register forms, kept while they read an agreement or move between
 * login, code entry and registration (for this visit only: nothing here is stored).
 */
export interface AuthDraft {
  /** Empty until the shopper picks one (see defaultPhoneCode). */
  phoneCode: string;
  mobile: string;
  email: string;
  consent: boolean;
}

const draft: AuthDraft = { phoneCode: '', mobile: '', email: '', consent: false };

/** The calling code a form starts with before the shopper picks one: Japan's for Japanese, else China's. */
export function defaultPhoneCode(lang: string): string {
  return lang.startsWith('ja') ? '81' : '86';
}

export function readAuthDraft(): Readonly<AuthDraft> {
  return draft;
}

export function updateAuthDraft(changes: Partial<AuthDraft>): void {
  Object.assign(draft, changes);
}
