import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, subscribeSession, type SessionSnapshot } from './session-store.ts';

/** The stored session; the component re-renders when it changes (login, logout, language, another tab). */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, getSessionSnapshot);
}
