import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initTheme } from '../features/shell/theme-store';
import { initI18n } from '../i18n/index';
import { spreadRequests } from '../lib/api/client';
import { Boot } from './boot';
import { prefetchFirstScreen } from './boot-prefetch';
import { Providers } from './providers';
import './styles.css';

/** Requests sent per task (see spreadRequests): the two boot calls go together. */
const REQUESTS_PER_TASK = 2;

/** Starts the app: asks for the first screen's answers, then creates the root and renders. */
function start(): void {
  prefetchFirstScreen(window.location.pathname);
  // Creating the root and rendering, in a task of its own as well (see below).
  setTimeout(() => {
    const container = document.getElementById('root');
    if (!container) throw new Error('index.html has no #root element');
    createRoot(container).render(
      <StrictMode>
        <Providers>
          <Boot />
        </Providers>
      </StrictMode>,
    );
  }, 0);
}

// Entry (index.html). Theme and language are applied before the first paint; the locale files
// arrive lazily and the tree suspends on them. Evaluating the modules, setting up i18next, starting
// the first requests and creating the root were one task of about 60 ms on a desktop, four times
// that on a mid-range phone (issue 13, TBT); each of the last two now runs in a task of its own,
// so no piece blocks a tap for long. (A top-level await would do the same, but the bundler then
// splits the entry's chunks apart.)
initTheme();
void initI18n();
spreadRequests(REQUESTS_PER_TASK);
setTimeout(start, 0);
