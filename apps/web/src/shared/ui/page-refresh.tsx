import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import type * as PullToRefreshChunk from './pull-to-refresh.ts';
import './page-refresh.css';

type PullToRefreshModule = typeof PullToRefreshChunk;

/** Spec 9: the pull distance that triggers a refresh. */
export const PULL_TO_REFRESH_THRESHOLD = 45;


let loaded: PullToRefreshModule | undefined;
let ready: PullToRefreshModule | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

// Putting the pull wrapper in place moves the page's DOM node; doing that between a finger's down and its click
// cancels the click (the first tap on a button would be lost). So the wrapper waits for a quiet moment: no pointer
// down, and a little after the last one lifted, when the click of that tap has been delivered.
const QUIET_MS = 350;
let pointersDown = 0;
let lastUp = 0;
let swapTimer: ReturnType<typeof setTimeout> | undefined;

function swapInWhenQuiet(): void {
  if (!loaded || ready || swapTimer) return;
  const wait = pointersDown > 0 ? QUIET_MS : Math.max(0, lastUp + QUIET_MS - Date.now());
  swapTimer = setTimeout(() => {
    swapTimer = undefined;
    if (pointersDown > 0) return swapInWhenQuiet();
    ready = loaded;
    for (const listener of listeners) listener();
  }, wait);
}

if (typeof window !== 'undefined') {
  const capture = { capture: true, passive: true } as const;
  window.addEventListener('pointerdown', () => void pointersDown++, capture);
  const up = () => {
    pointersDown = Math.max(0, pointersDown - 1);
    lastUp = Date.now();
  };
  window.addEventListener('pointerup', up, capture);
  window.addEventListener('pointercancel', up, capture);
}

function loadPullToRefresh(): void {
  loading ??= import('./pull-to-refresh.ts').then(
    (module) => {
      loaded = module;
      swapInWhenQuiet();
    },
    () => {
      loading = undefined;
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getLoaded = () => ready;

/** Moves the page content's DOM node into place, wherever the refresh wrapper currently wants it. */
function Slot({ node }: { node: HTMLElement }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.appendChild(node);
  }, [node]);
  return <div ref={ref} className="mall-refresh-slot" />;
}

export interface PageRefreshProps {
  children: ReactNode;
  /** What a pull reloads; by default every query the page is showing. */
  onRefresh?: () => Promise<unknown>;
}

/**
 * Pull-down refresh (spec 2 pages; texts from antd-mobile's locale). Its gesture and spring code (~25 KB gzipped)
 * is not needed to show the page, so it loads at the shopper's first touch: the first screen stays light, and a pull,
 * which begins with a touch, finds it loaded (a pull as the very first gesture of a visit may go unnoticed). The
 * content is rendered through a portal into a node of its own, so it is not re-created when the pull wrapper
 * arrives around it.
 */
export function PageRefresh({ children, onRefresh }: PageRefreshProps) {
  const queryClient = useQueryClient();
  const module = useSyncExternalStore(subscribe, getLoaded, getLoaded);
  const [node] = useState(() => {
    const element = document.createElement('div');
    element.className = 'mall-refresh-content';
    return element;
  });

  useEffect(() => {
    if (loaded) return;
    // A pull starts with a touch; the first touch of any kind fetches the pull code, so it is there for the pull.
    const options = { once: true, passive: true, capture: true } as const;
    window.addEventListener('pointerdown', loadPullToRefresh, options);
    window.addEventListener('touchstart', loadPullToRefresh, options);
    return () => {
      window.removeEventListener('pointerdown', loadPullToRefresh, options);
      window.removeEventListener('touchstart', loadPullToRefresh, options);
    };
  }, []);

  const refresh = onRefresh ?? (() => queryClient.refetchQueries({ type: 'active' }));
  const slot = <Slot node={node} />;
  return (
    <>
      {createPortal(children, node)}
      {module ? (
        <module.PullToRefresh threshold={PULL_TO_REFRESH_THRESHOLD} onRefresh={async () => void (await refresh())}>
          {slot}
        </module.PullToRefresh>
      ) : (
        slot
      )}
    </>
  );
}
