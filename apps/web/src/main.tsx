import '@fontsource-variable/atkinson-hyperlegible-next/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Announcer, browserSpeak } from './announce.js';
import { App } from './App.js';
import { ServicesProvider, type Services } from './context.js';
import { focusHashAtLoad } from './focus.js';
import { gameError } from './games/registry.js';
import { AccountStore } from './net/account.js';
import { SettingsSync } from './net/settings-sync.js';
import { browserHistory, Router } from './router.js';
import { browserLanguage, DEFAULT_SETTINGS, SettingsStore } from './settings.js';
import './styles.css';
import './styles-pages.css';
import './styles-dialogs.css';
import './styles-frame.css';
import './styles-records.css';
import './styles-screen.css';
import './styles-phone.css';
import './styles-sideways.css';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const settings = new SettingsStore(storage(), Date.now, {
  ...DEFAULT_SETTINGS,
  language: browserLanguage([...navigator.languages, navigator.language]),
});
const account = new AccountStore();
const settingsSync = new SettingsSync(settings, account);
settingsSync.start();
const services: Services = {
  router: new Router(browserHistory()),
  settings,
  announcer: new Announcer(browserSpeak(), () => {
    const s = settings.getSnapshot();
    return { on: s.speech, lang: s.language };
  }),
  account,
  settingsSync,
  gameErrors: gameError,
};

focusHashAtLoad(window.location.hash);
const root = document.getElementById('root');
if (!root) throw new Error('#root missing in index.html');
createRoot(root).render(
  <StrictMode>
    <ServicesProvider services={services}>
      <App />
    </ServicesProvider>
  </StrictMode>,
);

// Installable: the service worker caches the app shell (production builds only).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
