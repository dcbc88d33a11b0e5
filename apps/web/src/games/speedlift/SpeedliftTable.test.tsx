import { cardName, speedlift, type View } from '@kartenhaus/speedlift';
import { describe, expect, it } from 'vitest';
import { renderWithServices, testServices } from '../../test-services.js';
import { SpeedliftTable, type SpeedliftTableProps } from './SpeedliftTable.js';

/** A dealt 3-player view whose seats carry the given markers (the view's strings, L16). */
function withMarkers(markers: string[][]): View {
  const config = speedlift.parseConfig({ players: 3 });
  if (!config.ok) throw new Error(config.error.code);
  return { ...speedlift.view(speedlift.deal(config.value, 'markers'), 0), markers };
}

const render = (view: View, lang: 'de' | 'en', p: Partial<SpeedliftTableProps> = {}, services = testServices(lang)) =>
  renderWithServices(
    <SpeedliftTable
      view={view}
      step={0}
      events={[]}
      thinking={null}
      abrechnung={null}
      names={lang === 'de' ? ['Du', 'Anna', 'Ben'] : ['You', 'Anna', 'Ben']}
      hintAllowed={false}
      badge={null}
      title=""
      onMove={() => null}
      onConfirm={() => {}}
      onHint={() => Promise.resolve(null)}
      lobbyHref="/spiel/speedlift"
      {...p}
    />,
    services,
  );

describe('Speedlift table: the seat markers are explained (issue 19)', () => {
  const view = withMarkers([[], ['=5', 'o.S.'], ['o.Z.', '≤7']]);

  it('each marker carries its meaning as a title and for screen readers; a legend names the ones shown', () => {
    const html = render(view, 'de');
    expect(html).toContain('title="nur noch Zahlenkarten der Etage 5"');
    expect(html).toContain('<span class="visually-hidden">ohne Zahlenkarte: keine Zahlenkarte mehr</span>');
    expect(html).toContain('title="ohne Sonderkarte"');
    expect(html).toContain('title="keine Zahlenkarte über 7"');
    expect(html).toContain('aria-label="Marken (musste aussteigen)"');
    const legend = /<p class="sl-marker-legend[^>]*>([^<]*)<\/p>/.exec(html)?.[1];
    expect(legend).toBe(
      'Marken (musste aussteigen): =5 nur noch Zahlenkarten der Etage 5 · o.S. ohne Sonderkarte · o.Z. ohne Zahlenkarte: keine Zahlenkarte mehr · ≤7 keine Zahlenkarte über 7',
    );
  });

  it('in English too, with English marks (o.S., o.Z. are German abbreviations)', () => {
    const html = render(view, 'en');
    expect(html).toContain('title="only number cards of floor 5 left"');
    expect(html).toContain('title="without a number card: none left"');
    expect(html).toContain('aria-label="Markers (had to get out)"');
    expect(html).toContain('<span aria-hidden="true">no spec.</span>');
    expect(html).toContain('<span aria-hidden="true">no num.</span>');
    expect(html).not.toContain('o.S.');
    expect(html).not.toContain('o.Z.');
    // German keeps the rule text's marks.
    expect(render(view, 'de')).toContain('<span aria-hidden="true">o.S.</span>');
  });

  it('no legend without markers', () => {
    expect(render(withMarkers([[], [], []]), 'de')).not.toContain('sl-marker-legend');
  });
});

describe('Speedlift table: the seat on turn', () => {
  it('its mark ◆ is a picture; read is "ist dran" / "on turn"', () => {
    const view = withMarkers([[], [], []]);
    const seat = (html: string) =>
      new RegExp(
        `<li class="sl-seat" data-seat="${view.turn}"[^>]*><span class="sl-seat-name">(.*?)</span><span class="sl-count`,
      ).exec(html)?.[1] ?? '';
    const de = seat(render(view, 'de'));
    expect(de).toContain('<span class="sl-turn-mark" aria-hidden="true"> ◆</span>');
    // In parentheses: a leading comma was read "Du , ist dran" (the hidden span is a word of its own).
    expect(de).toContain('<span class="visually-hidden">(ist dran)</span>');
    expect(seat(render(view, 'en'))).toContain('<span class="visually-hidden">(on turn)</span>');
  });

  it('the own seat on turn is read "Du (bist dran)" (QA 5 Dec 2026: "Du ◆ (ist dran)")', () => {
    const view = withMarkers([[], [], []]);
    const mine = { ...view, turn: view.seat ?? 0 };
    const seat = new RegExp(
      `<li class="sl-seat" data-seat="${mine.turn}"[^>]*><span class="sl-seat-name">(.*?)</span><span class="sl-count`,
    ).exec(render(mine, 'de'))?.[1];
    expect(seat).toMatch(/^Du<span class="sl-turn-mark".*<span class="visually-hidden">\(bist dran\)<\/span>$/);
  });
});

describe('Speedlift table: after the game', () => {
  const playing = withMarkers([[], [], []]);
  const over: View = { ...playing, over: true, hand: [] };

  it('shows no key line and no heading over an empty hand (they stood under the final standings)', () => {
    const during = render(playing, 'de');
    expect(during).toContain('class="sl-keys');
    expect(during).toContain('>Deine Hand</h2>');
    const html = render(over, 'de');
    expect(html).not.toContain('class="sl-keys');
    expect(html).not.toContain('>Deine Hand</h2>');
  });

  it('keeps a hand that still holds cards (its Ladenhüter)', () => {
    expect(render({ ...playing, over: true }, 'de')).toContain('>Deine Hand</h2>');
  });

  it('shows the Ladenhüter as cards, not as buttons that do nothing (QA 7 Dec 2026)', () => {
    const hand = (html: string) => /<ul class="sl-hand-cards">(.*?)<\/ul>/.exec(html)?.[1] ?? '';
    const during = hand(render(playing, 'de'));
    expect(playing.hand.length).toBeGreaterThan(0);
    expect(during.match(/<button/g)).toHaveLength(playing.hand.length);
    const end = hand(render({ ...playing, over: true }, 'de'));
    expect(end).not.toContain('<button');
    expect(end.match(/data-left=""/g)).toHaveLength(playing.hand.length);
    // Each still says its name and its Kartons, and no "passt" (nothing is played any more).
    expect(end).toContain(`>${cardName(playing.hand[0]!)}, `);
    expect(end).not.toMatch(/passt/);
  });

  it('warns of Feierabend only while the game runs (a seat with one card left at the end)', () => {
    const counts = playing.handCounts.map((c, s) => (s === 1 ? 1 : c));
    expect(render({ ...playing, handCounts: counts }, 'de')).toContain('nur noch 1 – gleich Feierabend');
    const end = render({ ...over, handCounts: counts }, 'de');
    expect(end).not.toContain('gleich Feierabend');
    expect(end).not.toContain('sl-warn');
  });
});

describe('Speedlift table: a watcher (QA item 9)', () => {
  const config = speedlift.parseConfig({ players: 3 });
  if (!config.ok) throw new Error(config.error.code);
  const watched = speedlift.view(speedlift.deal(config.value, 'watch'), null);

  it('shows no "Deine Hand" over nothing and no play keys to someone who cannot play', () => {
    for (const lang of ['de', 'en'] as const) {
      const html = render(watched, lang);
      expect(html).not.toContain('sl-hand');
      expect(html).not.toContain('>Deine Hand</h2>');
      expect(html).not.toContain('>Your hand</h2>');
      expect(html).not.toContain('class="sl-keys');
      // The seats and the log are still there to watch.
      expect(html).toContain('class="sl-seat"');
      expect(html).toContain('role="log"');
    }
  });

  it('no seat’s tools either: no Rat, no key badge, no counting help — even where a seat has them', () => {
    for (const lang of ['de', 'en'] as const) {
      const services = testServices(lang);
      services.settings.update({ countingHelp: true });
      const html = render(watched, lang, { hintAllowed: true, screen: true }, services);
      expect(html).not.toContain('<kbd>');
      expect(html).not.toContain('aria-keyshortcuts');
      expect(html).not.toMatch(/> (Rat|Hint) </);
      expect(html).not.toContain('sl-counting');
      expect(html).not.toMatch(/>(Karten zählen|Card counting)</);
      // The Bilanz stays, to read.
      expect(html).toMatch(/<button[^>]*>(Bilanz|Scores)/);
    }
    // A seat has them (the test sees what it looks for).
    const services = testServices('de');
    services.settings.update({ countingHelp: true });
    const seated = render(withMarkers([[], [], []]), 'de', { hintAllowed: true, screen: true }, services);
    expect(seated).toContain('<kbd>B</kbd>');
    expect(seated).toMatch(/> Rat </);
    expect(seated).toContain('sl-counting');
  });
});

describe('Speedlift table: a seat’s sum (QA item 10)', () => {
  const playing = withMarkers([[], [], []]);
  const total = (html: string) => /<span class="sl-total"[^>]*>(.*?)<\/span>/.exec(html)?.[0] ?? '';

  it('while the game runs it is the finished rounds’ ("bisher"), not a "Summe" beside this round’s Kartons; after it the sum', () => {
    expect(total(render(playing, 'de'))).toContain('>bisher: 0<');
    expect(total(render(playing, 'de'))).toContain('title="Summe der beendeten Runden (ohne die laufende)"');
    expect(total(render(playing, 'en'))).toContain('>so far: 0<');
    // After the game it is the whole game's sum.
    const over: View = { ...playing, over: true, hand: [] };
    expect(total(render(over, 'de'))).toContain('>Summe: 0<');
    expect(total(render(over, 'en'))).toContain('>Total: 0<');
  });
});

describe('Speedlift table: "Aussteigen jederzeit"', () => {
  // The button shows at every turn with that house rule; "(du kannst nicht passend legen)" only
  // where it is true: on the own turn with no card that fits (it had said so between the own turns).
  it('reads plain "Aussteigen" while another seat is on turn', () => {
    const config = speedlift.parseConfig({ players: 3, aussteigenJederzeit: true });
    if (!config.ok) throw new Error(config.error.code);
    const state = speedlift.deal(config.value, 'jederzeit');
    const other = ([0, 1, 2] as const).find((s) => s !== state.turn)!;
    const html = render(speedlift.view(state, other), 'de');
    expect(html).toContain('aria-keyshortcuts="A"');
    expect(html).toMatch(/>Aussteigen <kbd>A<\/kbd>/);
    expect(html).not.toContain('du kannst nicht passend legen');
  });
});

describe('Speedlift table: a move the computer made after the think time ran out (T4)', () => {
  it('reads "Der Computer (für dich) legt …" in the log, not "Du legst …"', () => {
    const config = speedlift.parseConfig({ players: 3 });
    if (!config.ok) throw new Error(config.error.code);
    const state = speedlift.deal(config.value, 'zeit');
    const me = state.turn;
    const played = speedlift.play(state, me, speedlift.legalMoves(state, me)[0]!);
    if (!played.ok) throw new Error(played.error.code);
    const view = speedlift.view(played.value.state, me);
    const names = [0, 1, 2].map((s) => (s === me ? 'Du' : `Computer ${s}`));
    const log = (byComputer: boolean) =>
      render(view, 'de', {
        names,
        events: played.value.events,
        restored: true,
        step: 1,
        byComputer: played.value.events.map(() => byComputer),
      });
    expect(log(true)).toContain('Der Computer (für dich) legt ');
    expect(log(true)).not.toContain('Du legst ');
    expect(log(false)).toContain('Du legst ');
  });

  it('a log rebuilt from a snapshot names each own move by who made it (the server’s `by` per step)', () => {
    // QA 5 Dec 2026: after "Tisch verlassen", the lobby and back, the own cards laid before leaving
    // read "Der Computer (für dich) legt …" — the rebuild took the seat's away state for every step.
    const config = speedlift.parseConfig({ players: 3 });
    if (!config.ok) throw new Error(config.error.code);
    let state = speedlift.deal(config.value, 'zurück');
    const me = state.turn;
    const events: unknown[] = [];
    const byComputer: boolean[] = [];
    const movers: number[] = [];
    // The own first move by the player, a round of the others, the own second move by the computer.
    for (let i = 0; i < 4; i++) {
      const seat = state.turn;
      movers.push(seat);
      const played = speedlift.play(state, seat, speedlift.legalMoves(state, seat)[0]!);
      if (!played.ok) throw new Error(played.error.code);
      for (const e of played.value.events) {
        events.push(e);
        byComputer.push(i === 3);
      }
      state = played.value.state;
    }
    expect([movers[0], movers[3]]).toEqual([me, me]);
    const view = speedlift.view(state, me);
    const names = [0, 1, 2].map((s) => (s === me ? 'Du' : `Computer ${s}`));
    const text = render(view, 'de', { names, events: events as never, restored: true, step: 1, byComputer });
    const own = [...text.matchAll(/(Du legst|Der Computer \(für dich\) legt) /g)].map((m) => m[1]);
    expect(own).toEqual(['Du legst', 'Der Computer (für dich) legt']);
  });
});

describe('Speedlift table: the next round behind the Abrechnung', () => {
  const dealt = withMarkers([[], [], []]);
  const second: View = { ...dealt, round: 1 };

  it('does not show the next round’s hand behind the Abrechnung of the round before, only after it', () => {
    const behind = render(second, 'de', { abrechnung: 0 });
    expect(behind).toContain('Abrechnung Runde 1');
    expect(behind).not.toContain('sl-hand-cards');
    expect(behind).toContain('Die Karten der nächsten Runde siehst du nach der Abrechnung.');
    const after = render(second, 'de', { abrechnung: null });
    expect(after).toContain('sl-hand-cards');
    expect(after).not.toContain('nach der Abrechnung.');
    expect(render(second, 'en', { abrechnung: 0 })).toContain('You see the next round’s cards after the settlement.');
  });

  it('keeps the hand under the last Abrechnung (its Ladenhüter are part of it)', () => {
    const last = render({ ...dealt, round: 2, over: true }, 'de', { abrechnung: 2 });
    expect(last).toContain('sl-hand-cards');
    expect(last).not.toContain('nach der Abrechnung.');
  });
});
