import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { activateLanguage } from './shared/i18n/i18n.ts';
import { currentLang } from './shared/session/preferences.ts';
import { registerTransportEffects } from './shared/transport/transport-effects.ts';
import { preloadImperativeUi, showToast } from './shared/ui/toast.ts';
import './app/theme.css';
import './app/global.css';

registerTransportEffects({ toast: showToast });
// Fetched alongside the config, so the launch screens (and a launch error) already speak the shopper's language.
void activateLanguage(currentLang()).catch(() => undefined);

// Toasts and dialogs mostly answer what the shopper just did, so their code is fetched at the first touch.
window.addEventListener('pointerdown', preloadImperativeUi, { once: true, passive: true, capture: true });

/**
 * The launch skeleton may show the page's main picture, written into the HTML by the server (page-preloads.ts).
 * Mounting the app replaces the skeleton; were the picture not on screen yet, the shopper would wait for the same
 * picture a second time inside the page. So the app mounts once the browser reports the picture painted (it loads
 * alongside the scripts), or after `maxMs` at most. Browsers without paint reports wait for its decoding.
 */
function heroPainted(maxMs: number): Promise<void> {
  const hero = document.querySelector<HTMLImageElement>('img.mall-skeleton-hero');
  if (!hero) return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, maxMs);
    if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element }).element === hero)) done();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    } else {
      hero.decode().then(done, done);
    }
  });
}

// An installable app (public/sw.js): registered once the page has loaded, in production builds only (the dev server
// has no built assets to keep).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined), { once: true });
}

const root = document.getElementById('root');
if (root) {
  void heroPainted(600).then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
