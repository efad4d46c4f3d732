import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './app/App';
import { Toaster } from './ui/toast/Toaster';
import './styles.css';

// index.html carries a default title and description for crawlers and tab bars. Every page renders
// its own once its code has loaded, and React adds them next to the defaults instead of replacing
// them: the defaults go when the first page title arrives, not before (the tab would be blank).
const staticHead = new MutationObserver(() => {
  if (!document.head.querySelector('title:not([data-static-head])')) return;
  for (const element of document.head.querySelectorAll('[data-static-head]')) element.remove();
  staticHead.disconnect();
});
staticHead.observe(document.head, { childList: true });

// A data router, so that a page can hold the user back from leaving with unsaved changes
// (useBlocker); the route table stays in App, matched below this one catch-all route.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing <div id="root">');

createRoot(root).render(
  <StrictMode>
    {/* react-aria's own labels and formats follow the app language, not the browser's. */}
    <I18nProvider locale="de-DE">
      <RouterProvider router={router} />
      <Toaster />
    </I18nProvider>
  </StrictMode>,
);
