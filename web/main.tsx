import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { Toaster } from './ui/toast/Toaster';
import './styles.css';

// index.html carries a default title and description for crawlers without JavaScript. From here on
// every page renders its own, and React would add them next to the defaults instead of replacing them.
for (const element of document.head.querySelectorAll('[data-static-head]')) element.remove();

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing <div id="root">');

createRoot(root).render(
  <StrictMode>
    {/* react-aria's own labels and formats follow the app language, not the browser's. */}
    <I18nProvider locale="de-DE">
      <BrowserRouter>
        <App />
      </BrowserRouter>
      <Toaster />
    </I18nProvider>
  </StrictMode>,
);
