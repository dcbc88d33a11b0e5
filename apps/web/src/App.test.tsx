import { describe, expect, it } from 'vitest';
import { Header } from './App.js';
import { AccountStore } from './net/account.js';
import { renderWithServices, testServices } from './test-services.js';

/** The header with an account API that answers `me` (and a wallet for registered players). */
async function header(me: { name: string; guest: boolean }, lang: 'de' | 'en' = 'de', game: string | null = null) {
  const account = new AccountStore((input) =>
    Promise.resolve(
      String(input).includes('/api/wallet')
        ? Response.json({ balance: 480, topupAvailable: false, inPlay: 0, statement: [] })
        : Response.json({ player: { id: 'p1', ...me } }),
    ),
  );
  await account.refresh();
  return renderWithServices(<Header onSettings={() => {}} onHelp={() => {}} route={{ page: 'start' }} game={game} />, {
    ...testServices(lang),
    account,
  });
}

describe('Header', () => {
  it('offers a guest "Anmelden" beside the guest name; a registered player sees the balance instead', async () => {
    const guest = await header({ name: 'Gast 4711', guest: true });
    expect(guest).toContain('Gast 4711');
    expect(guest).toContain('href="/anmelden"');
    expect(guest).toContain('>Anmelden<');
    const player = await header({ name: 'Anna', guest: false });
    expect(player).toContain('Anna');
    expect(player).toContain('480 Taler');
    expect(player).not.toContain('/anmelden');
  });

  it('reads a guest name in English on an English page', async () => {
    const en = await header({ name: 'Gast 4711', guest: true }, 'en');
    expect(en).toContain('Guest 4711');
    expect(en).not.toContain('Gast');
    expect(en).toContain('>Log in<');
  });

  it('the leaderboard link opens the list of the game the page is about (the first game elsewhere)', async () => {
    expect(await header({ name: 'Anna', guest: false }, 'de', 'speedlift')).toContain('href="/bestenliste/speedlift"');
    expect(await header({ name: 'Anna', guest: false }, 'de', 'gipfelsturm')).toContain(
      'href="/bestenliste/gipfelsturm"',
    );
    expect(await header({ name: 'Anna', guest: false })).toContain('href="/bestenliste/speedclimb"');
  });
});
