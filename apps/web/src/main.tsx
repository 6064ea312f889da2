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

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
