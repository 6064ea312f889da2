import { useSyncExternalStore } from 'react';
import { readRaw, writeRaw } from '../../shared/session/local-store.ts';

/** Where the shopper's recent searches are kept on the device (the session's `m_` prefix). */
export const SEARCH_HISTORY_KEY = 'm_searchHistory';
/** The most recent searches kept, newest first. */
export const SEARCH_HISTORY_LIMIT = 15;
/** A longer keyword is kept cut to this many characters. */
const MAX_KEYWORD = 50;

/** The recent searches, newest first; anything unreadable counts as none. */
export function readSearchHistory(): string[] {
  try {
    const value: unknown = JSON.parse(readRaw(SEARCH_HISTORY_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').slice(0, SEARCH_HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();
let snapshot: string[] | undefined;

function write(list: string[]): void {
  writeRaw(SEARCH_HISTORY_KEY, list.length > 0 ? JSON.stringify(list) : undefined);
  snapshot = list;
  for (const listener of listeners) listener();
}

/**
 * Puts a keyword first in the history (once: the same words in another case or spacing replace the older
 * entry). Blank keywords are not kept.
 */
export function rememberSearch(keyword: string): void {
  const clean = keyword.trim().replace(/\s+/g, ' ').slice(0, MAX_KEYWORD);
  if (!clean) return;
  const same = clean.toLowerCase();
  write([clean, ...readSearchHistory().filter((k) => k.trim().replace(/\s+/g, ' ').toLowerCase() !== same)].slice(0, SEARCH_HISTORY_LIMIT));
}

export function clearSearchHistory(): void {
  write([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => (snapshot ??= readSearchHistory());

/** The recent searches, kept in step with every change. */
export function useSearchHistory() {
  const history = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  // Module functions: the same on every render.
  return { history, remember: rememberSearch, clear: clearSearchHistory };
}
