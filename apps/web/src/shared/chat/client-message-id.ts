/** A client message id: made once per message, sent again on every retry of it (the server stores it once). */
export function newClientMessageId(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c?.randomUUID) return c.randomUUID();
  return `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}
