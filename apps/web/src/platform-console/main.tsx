import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './console-app.tsx';
import { currentLang, showDocumentLang } from './console-i18n.ts';
import './console.css';

// <html lang> before the first paint, in the language the console starts in.
showDocumentLang(currentLang());

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ConsoleApp />
    </StrictMode>,
  );
}
