import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/i18n.js';
import { renderWithServices } from '../test-services.js';
import { leaveConsequences, TableFrame, type FrameSeat, type TableFrameProps } from './TableFrame.js';

const seat = (s: Partial<FrameSeat> & { seat: number }): FrameSeat => ({
  kind: 'human',
  name: `P${s.seat}`,
  away: false,
  connected: true,
  ready: false,
  clockMs: null,
  grace: false,
  ...s,
});

const render = (p: Partial<TableFrameProps>) =>
  renderWithServices(
    <TableFrame
      title="Speedclimb"
      phase="playing"
      seats={[seat({ seat: 0, name: 'Anna' }), seat({ seat: 1, name: 'Ben' })]}
      you={0}
      stake={25}
      solo={false}
      rematchLabel="Nochmal"
      connection="connected"
      receivedAt={0}
      timerMs={null}
      onLeave={() => {}}
      onBack={() => {}}
      onContinue={() => {}}
      onRematch={() => {}}
      {...p}
    >
      <p>GAME</p>
    </TableFrame>,
  );

describe('TableFrame', () => {
  it('shows seats with names, the stake, the connection state and the game', () => {
    const html = render({});
    expect(html).toContain('Anna');
    expect(html).toContain('Ben');
    expect(html).toContain('Einsatz: 25 Taler');
    expect(html).toContain('verbunden');
    expect(html).toContain('<p>GAME</p>');
  });

  it('shows "getrennt", "Computer spielt" and the clock in its grace period', () => {
    const html = render({
      connection: 'disconnected',
      receivedAt: performance.now(),
      seats: [seat({ seat: 0 }), seat({ seat: 1, connected: false, away: true, clockMs: 8000, grace: true })],
    });
    expect(html).toContain('getrennt');
    expect(html).toContain('Computer spielt');
    expect(html).toContain('Nachfrist: noch 0:08');
  });

  it('offers "Ich bin zurück" only when the computer plays for me', () => {
    expect(render({})).not.toContain('Ich bin zurück');
    expect(render({ seats: [seat({ seat: 0, away: true }), seat({ seat: 1 })] })).toContain('Ich bin zurück');
  });

  it('shows the round summary with "Weiter" and who is still reading', () => {
    const html = render({
      phase: 'summary',
      seats: [seat({ seat: 0, name: 'Anna', ready: true }), seat({ seat: 1, name: 'Ben' })],
      summary: <p>BILANZ</p>,
    });
    expect(html).toContain('Rundenbilanz');
    expect(html).toContain('BILANZ');
    expect(html).toContain('Noch am Lesen: Ben');
    expect(html).not.toContain('>Weiter<'); // Anna (me) already clicked
  });

  it('shows "Weiter" for a summary of its own, and only who is still reading when the game screen owns it', () => {
    const seats = [seat({ seat: 0, name: 'Anna' }), seat({ seat: 1, name: 'Ben' })];
    const own = render({ phase: 'summary', seats });
    expect(own).toContain('>Weiter<');
    const owned = render({ phase: 'summary', seats, ownsSummary: true });
    expect(owned).not.toContain('>Weiter<');
    expect(owned).toContain('Noch am Lesen: Anna, Ben');
  });

  it('shows the end screen with the rematch button, the held seats countdown, the revealed seed and the verify link', () => {
    const seed = 'c0ffee'.repeat(6);
    const html = render({ phase: 'finished', timerMs: 102_000, seed, gameId: 'g_42' });
    expect(html).toContain('Partie zu Ende');
    expect(html).toContain('>Nochmal<');
    expect(html).toContain('noch 1:42 für sie frei');
    expect(html).toContain('Offengelegter Startwert dieser Partie');
    expect(html).toContain(`title="${seed}"`);
    expect(html).toContain('href="/pruefen/g_42"');
    expect(html).toContain('>Austeilung prüfen<');
    expect(render({ phase: 'finished', timerMs: null })).not.toContain('/pruefen/');
  });

  it('shows the seed hash short, in full in its title, with a copy button', () => {
    const hash = '0123456789abcdef'.repeat(4);
    const html = render({ seedHash: hash });
    expect(html).toContain('Faire Karten: SHA-256 des Startwerts');
    expect(html).toContain('>0123456789ab…<');
    expect(html).toContain(`title="${hash}"`);
    expect(html).toContain('Kopieren');
    expect(render({})).not.toContain('SHA-256');
  });

  it('names those who watch', () => {
    expect(render({ spectators: ['Carla', 'Gast 7'] })).toContain('Es schauen zu: Carla, Gast 7');
    expect(render({ spectators: [] })).not.toContain('Es schauen zu');
  });
});

describe('leaveConsequences', () => {
  const t = translator('de');
  it('spells out stake and −10 only with other humans', () => {
    expect(leaveConsequences(t, { othersHuman: true, stake: 50, running: true })).toEqual([
      'Der Computer übernimmt deinen Platz bis zum Ende der Partie.',
      'Du verlierst deinen Einsatz von 50 Talern.',
      'In der Bestenliste bekommst du −10 Punkte.',
      'Mit „Ich bin zurück“ kannst du deinen Platz bei der nächsten Entscheidung wieder übernehmen.',
    ]);
    expect(leaveConsequences(t, { othersHuman: false, stake: 0, running: true })).not.toContain(
      'In der Bestenliste bekommst du −10 Punkte.',
    );
    expect(leaveConsequences(t, { othersHuman: true, stake: 50, running: false })).toEqual([
      'Es läuft keine Partie; du stehst einfach auf.',
    ]);
  });
});
