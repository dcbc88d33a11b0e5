/**
 * `/spiel/tiny/uebung`: the tiny game offline — core's engine in the page, one computer playing
 * its lowest card (the engine's `low` bot), nothing sent, nothing counted.
 */
import { Rng } from '@kartenhaus/core';
import { gameModule, type TinyState } from '@kartenhaus/core/testing/tiny-game';
import { useEffect, useState } from 'react';
import { PageHead } from '../../components/PageHead.js';
import { useI18n } from '../../context.js';
import { fastTempo, practiceSeed } from '../../table/practice-setup.js';
import { SEAT_WORDS, TEXT } from './text.js';
import { TinyTable } from './TinyTable.js';

const { definition: tiny, bots } = gameModule;
/** The computer: the engine's own `low` bot (its lowest card, the game's best play). */
const computer = bots.low;
const deal = (round: number): TinyState => tiny.deal({ players: 2 }, practiceSeed(round));

export function PracticePage() {
  const { lang } = useI18n();
  const [round, setRound] = useState(0);
  const [state, setState] = useState(() => deal(0));
  const toAct = tiny.toAct(state);
  const computerTurn = toAct[0] === 1;
  useEffect(() => {
    if (!computerTurn || !computer) return undefined;
    const timer = setTimeout(
      () => {
        const card = computer.decide(tiny.view(state, 1), Rng.fromSeed(`${round}`), { ms: 100 });
        const r = tiny.play(state, 1, card);
        if (r.ok) setState(r.value.state);
      },
      fastTempo() ? 0 : 600,
    );
    return () => clearTimeout(timer);
  }, [computerTurn, state, round]);
  const play = (card: number) => {
    const r = tiny.play(state, 0, card);
    if (r.ok) setState(r.value.state);
  };
  const result = tiny.result(state);
  const words = SEAT_WORDS[lang];
  return (
    <>
      <PageHead title={TEXT.practiceTitle[lang]} />
      <TinyTable view={tiny.view(state, 0)} names={[words.you, words.computer(2)]} onPlay={play} />
      {result && (
        <p className="state" role="status">
          {TEXT.over[lang]}{' '}
          {result.places.map((p, seat) => `${seat === 0 ? words.you : words.computer(2)}: ${p}.`).join(' ')}
        </p>
      )}
      <p className="actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            setRound(round + 1);
            setState(deal(round + 1));
          }}
        >
          {TEXT.again[lang]}
        </button>
      </p>
    </>
  );
}
