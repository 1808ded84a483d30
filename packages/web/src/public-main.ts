/**
 * The public entry (decision 055): the outsider's link pages, opened from a mail on a phone. Small
 * on purpose: it starts the page's first API read and its page module at once, then loads the shell
 * (React, the router, the auth layout), whose chunks `public.html` already preloads. None of the
 * staff app (its router, identity, menus) is loaded.
 */
import { publicLinkPages } from './app/route-modules';
import { env } from './config/env';
import { matchPattern } from './config/public-paths';
import { apiUrl } from './lib/api-url';
import { startEarlyRead } from './lib/early-read';
import { reloadOnce } from './lib/reload-guard';
import { configureZodBeforeItLoads } from './lib/zod-early-config';
import './index.css';

// Vite reports a chunk it could not preload (a new build replaced it): reload once.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

// Before the page's module (and zod with it) loads: its schemas must not probe for eval (CSP).
configureZodBeforeItLoads();

const root = document.getElementById('root');
if (!root) throw new Error('Element #root is missing from public.html');

const opened = publicLinkPages
  .map(([path, load, firstRead]) => ({ load, firstRead, params: matchPattern(path, location.pathname) }))
  .find((candidate) => candidate.params !== null);
if (opened?.params && opened.firstRead) startEarlyRead(apiUrl(env.apiUrl, opened.firstRead(opened.params)));
// The router asks for the same module; by then it is loaded (or failed, which its error boundary shows).
const page = opened?.load().catch(() => undefined);

void import('./app/public-shell').then(({ mountPublicShell }) => mountPublicShell(root, page));
