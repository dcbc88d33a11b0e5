import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { StartStatus } from '../lobby/StartTable.js';
import { errorText, translator } from '../i18n/i18n.js';
import { renderWithServices, testServices } from '../test-services.js';
import { notEnoughTalerText } from './NotEnoughTaler.js';

// QA: opening a stake-10 table or sitting at a stake-25 one with 5 Taler said only "Du hast nicht
// genug Taler für diesen Einsatz." — neither what it needs nor the way out (the daily top-up, A2).
describe('a stake refused for want of Taler', () => {
  const de = translator('de');
  const en = translator('en');
  const plainDe = errorText('ERR_NOT_ENOUGH_TALER', 'de');
  const wallet = (balance: number, topupAvailable: boolean, topupClaimedToday = false) => ({
    balance,
    topupAvailable,
    topupClaimedToday,
  });

  it('names what the stake needs and, when the server offers the top-up, the way to it', () => {
    expect(notEnoughTalerText(de, plainDe, 25, wallet(5, true))).toEqual({
      text: 'Für diesen Einsatz brauchst du 25 Taler, du hast 5. Es wurde nichts abgebucht. Auf deinem Profil kannst du einmal am Tag auf 100 Taler aufstocken.',
      topup: true,
    });
    expect(notEnoughTalerText(en, 'plain', 10, wallet(5, true))).toEqual({
      text: 'This stake needs 10 Taler; you have 5. Nothing was taken. On your profile you can top up to 100 Taler once a day.',
      topup: true,
    });
  });

  it('no top-up offered: today’s used, or 10 Taler or more (a stake of 25 with 20)', () => {
    expect(notEnoughTalerText(de, plainDe, 10, wallet(5, false, true))).toEqual({
      text: 'Für diesen Einsatz brauchst du 10 Taler, du hast 5. Es wurde nichts abgebucht. Heute schon aufgestockt – morgen wieder (ab Mitternacht).',
      topup: false,
    });
    expect(notEnoughTalerText(de, plainDe, 25, wallet(20, false))).toEqual({
      text: 'Für diesen Einsatz brauchst du 25 Taler, du hast 20. Es wurde nichts abgebucht.',
      topup: false,
    });
  });

  it('without the wallet (not read yet, no answer) or when it now has enough: the plain words', () => {
    expect(notEnoughTalerText(de, plainDe, 25, null)).toEqual({ text: plainDe, topup: false });
    expect(notEnoughTalerText(de, plainDe, null, wallet(5, true))).toEqual({ text: plainDe, topup: false });
    expect(notEnoughTalerText(de, plainDe, 25, wallet(100, false, true))).toEqual({ text: plainDe, topup: false });
  });

  it('the lobby’s start line shows it (the plain words until the wallet is read)', () => {
    const html = renderWithServices(
      createElement(StartStatus, { status: { kind: 'taler', stake: 10 }, game: 'speedclimb', t: de }),
      testServices('de'),
    );
    expect(html).toContain(plainDe);
  });
});
