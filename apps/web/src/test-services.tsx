/**
 * For unit tests (not part of the app): the app's services without a browser — no storage, no
 * speech, an account API that is "not there yet" — and a piece of the page rendered with them.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Announcer } from './announce.js';
import { ServicesProvider, type Services } from './context.js';
import { gameError } from './games/registry.js';
import { AccountStore } from './net/account.js';
import { Router } from './router.js';
import { SettingsStore } from './settings.js';

/** Fresh services; with `lang` the Zahnrad's language is set to it. */
export function testServices(lang?: 'de' | 'en'): Services {
  const settings = new SettingsStore(null);
  if (lang) settings.update({ language: lang });
  return {
    router: new Router({
      location: { pathname: '/', search: '' },
      pushState: () => {},
      addPopStateListener: () => () => {},
    }),
    settings,
    announcer: new Announcer(null, () => ({ on: false, lang: lang ?? 'de' })),
    account: new AccountStore(() => Promise.resolve(new Response('{}', { status: 501 }))),
    gameErrors: gameError,
  };
}

/** `node` rendered to HTML inside the services (made once per module unless given). */
export const renderWithServices = (node: ReactNode, services: Services = shared()): string =>
  renderToStaticMarkup(<ServicesProvider services={services}>{node}</ServicesProvider>);

let once: Services | null = null;
const shared = (): Services => (once ??= testServices());
