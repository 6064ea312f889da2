import type { EventBus } from './events.ts';

/**
 * The home page's entries changed (a banner, a shortcut). Pages answered ahead for visitors (first answers,
 * web-app.ts) are cached for a few seconds; a change clears them at once on the instance that made it and, through
 * the event bus (LISTEN/NOTIFY), a moment later on every other.
 */
export interface HomeChanges {
  onChange(listener: () => void): () => void;
  /** Says that the home page changed, here and on every instance; call it after the change committed. */
  announce(): Promise<void>;
}

const CHANNEL = 'home_changed';
const byBus = new WeakMap<EventBus, HomeChanges>();

export function homeChangesOf(events: EventBus): HomeChanges {
  let found = byBus.get(events);
  if (found) return found;
  const listeners = new Set<() => void>();
  const fire = () => {
    for (const listener of listeners) listener();
  };
  events.subscribe(CHANNEL, fire);
  found = {
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async announce() {
      fire();
      await events.publish(CHANNEL, 1);
    },
  };
  byBus.set(events, found);
  return found;
}
