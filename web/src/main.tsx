import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';
import { createI18n } from './app/i18n/i18n';
import { UiProviders } from './app/UiProviders';
import { isBrowserBlocked } from './shell/browser/browserSupport';
import { UnsupportedBrowser } from './shell/browser/UnsupportedBrowser';
import { registerServiceWorker } from './serviceWorker/register';

const root = createRoot(document.getElementById('root')!);

// The gate decides before the data and routing layers start, since those may rely on
// features a turned-away browser lacks. No top-level await, for the same browsers.
if (isBrowserBlocked(navigator.userAgent)) {
  void createI18n().then((i18n) =>
    root.render(
      <UiProviders i18n={i18n}>
        <UnsupportedBrowser />
      </UiProviders>,
    ),
  );
} else {
  registerServiceWorker();
  void bootstrap().then((services) =>
    root.render(
      <StrictMode>
        <App {...services} />
      </StrictMode>,
    ),
  );
}
