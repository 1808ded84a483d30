// First: zod's configuration must be in place before any schema parses.
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { rememberLocale } from './lib/locale-cookie';
import { reloadOnce } from './lib/reload-guard';
import './index.css';

// Vite reports a chunk it could not preload (a new build replaced it): reload once; if that was
// already tried, let the error reach the route's error boundary.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

rememberLocale();

const root = document.getElementById('root');
if (!root) throw new Error('Element #root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
