import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initTheme } from '../features/shell/theme-store';
import { initI18n } from '../i18n/index';
import { Boot } from './boot';
import { prefetchFirstScreen } from './boot-prefetch';
import { Providers } from './providers';
import './styles.css';

// Entry (index.html). Theme and language are applied before the first paint; the locale files
// arrive lazily and the tree suspends on them.
initTheme();
void initI18n();
prefetchFirstScreen(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <Boot />
    </Providers>
  </StrictMode>,
);
