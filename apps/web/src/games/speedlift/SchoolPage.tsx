/** The Fahrschule: five lessons, each a live position to play and a quiz question. */
import {
  cardName,
  kartons,
  loadKartons,
  sameMove,
  speedlift,
  type Event,
  type Move,
  type View,
} from '@kartenhaus/speedlift';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from '../../components/Link.js';
import { useI18n, useSettings } from '../../context.js';
import { useDocumentTitle } from '../../document-title.js';
import { isPageKey } from '../../page-keys.js';
import { keyOf } from '../../table/hand-keys.js';
import { CardArt } from './Card.js';
import { FloorDial } from './FloorDial.js';
import { liftFirst } from './HandCards.js';
import { RideWho } from './RideArea.js';
import { lessons, playLesson, wrongMoveHint, type Lesson } from './lessons.js';
import { keepSchoolProgress, readSchoolProgress } from './school-keep.js';
import {
  activePreview,
  applyInput,
  canExit,
  keyIntent,
  playableCards,
  tapCard,
  type PendingInput,
  type Refusal,
  NO_INPUT,
} from './model.js';
import { AbrechnungTable } from './SpeedliftTable.js';
import { dialLabel, refusalText, TEXT, type SpeedliftText } from './strings.js';
import './speedlift.css';
import './speedlift-screen.css';
import './speedlift-phone.css';
import './speedlift-sideways.css';
import { PageHeading } from '../../components/PageHead.js';

const NAMES_DE = ['Du', 'Computer 1', 'Computer 2'];
const NAMES_EN = ['You', 'Computer 1', 'Computer 2'];

function describe(tx: SpeedliftText, events: readonly Event[], names: readonly string[]): string {
  return events
    .map((e) => {
      switch (e.type) {
        case 'played':
          return tx.played(names[e.seat] ?? '', cardName(e.card));
        case 'exited':
          return tx.exited(names[e.seat] ?? '', loadKartons(e.load), e.forced);
        case 'caught':
          return tx.caught(names[e.seat] ?? '', names[e.by] ?? '', loadKartons(e.load));
        case 'feierabend':
          return tx.feierabendBy(names[e.seat] ?? '');
        case 'roundStarted':
        case 'gameOver':
          return '';
      }
    })
    .filter(Boolean)
    .join(' ');
}

/** Where the keyboard's focus goes after the next render: the played card and the reset button are gone. */
type FocusTo = 'reset' | 'hand' | null;

function LivePosition({ lesson, onDone, n }: { lesson: Lesson; onDone: () => void; n: number }) {
  const { lang, err } = useI18n();
  const tx = TEXT[lang];
  const names = lang === 'de' ? NAMES_DE : NAMES_EN;
  const [attempt, setAttempt] = useState(0);
  const start = useMemo(() => lesson.position(), [lesson, attempt]);
  const settings = useSettings();
  // The move and what it did, as data: its words are said in the page's language at each render, so
  // a language switch after the move says them anew (QA 7 Dec 2026: "Du legst Hutsalon 3." and the
  // hint stayed German on the English page).
  const [after, setAfter] = useState<{
    view: View;
    /** The position the move was made in, and the move. */
    before: View;
    move: Move;
    events: readonly Event[];
    good: boolean;
    abrechnung: number | null;
  } | null>(null);
  const [input, setInput] = useState<PendingInput>(NO_INPUT);
  const [refused, setRefused] = useState<Refusal | null>(null);
  const state = start.ok ? start.value : null;
  const view = after?.view ?? (state ? speedlift.view(state, 0) : null);
  // Keyboard QA, 6 Dec 2026: the card that had the focus was laid (gone, the hand disabled) and the
  // focus fell to the page; after "Stellung neu" too. Now a move hands it to "Stellung neu", the reset
  // to the hand (the lesson passed: to "Nächste Lektion", SchoolPage).
  const focusTo = useRef<FocusTo>(null);
  const play = (move: Move) => {
    if (!state) return;
    const r = playLesson(state, move);
    if (!r) return;
    const good = sameMove(move, lesson.goal);
    setAfter({
      view: r.view,
      before: speedlift.view(state, 0),
      move,
      events: r.events,
      good,
      abrechnung: r.abrechnung,
    });
    setRefused(null);
    setInput(NO_INPUT);
    focusTo.current = 'reset';
    if (good) onDone();
  };
  const reset = (focus: FocusTo) => {
    setAfter(null);
    setAttempt((a) => a + 1);
    setRefused(null);
    setInput(NO_INPUT);
    focusTo.current = focus;
  };
  // A card lifted by its key takes the focus, as at the table, so Enter lays it — wherever the focus
  // was (keyboard QA, 5 Dec 2026: after the quiz "Prüfen" kept it, and Enter checked the quiz again).
  const liftedByKey = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!liftedByKey.current || input.lifted === null) return;
    liftedByKey.current = false;
    root.current?.querySelector<HTMLElement>('.sl-card-button[data-lifted]')?.focus();
  }, [input.lifted]);
  useEffect(() => {
    const to = focusTo.current;
    if (!to) return;
    focusTo.current = null;
    const el =
      to === 'reset'
        ? root.current?.querySelector<HTMLElement>('.sl-lesson-reset')
        : (root.current?.querySelector<HTMLElement>('.sl-card-button[data-lifted]') ??
          root.current?.querySelector<HTMLElement>('.sl-card-button[data-playable]') ??
          root.current?.querySelector<HTMLElement>('.sl-card-button'));
    el?.focus();
  });
  // The table's keys here too: 1–9 choose a card, again or Enter lays it, A gets out (lesson 2
  // asks for it), Esc drops the choice; a refused key says why. After a move a game key sets the
  // position up again and acts on it ("1" after a wrong move: the position anew, its card 1 chosen).
  useEffect(() => {
    if (!view || !state) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (!isPageKey(e, { buttons: true })) return;
      const fresh = after ? speedlift.view(state, 0) : view;
      const intent = keyIntent(fresh, after ? NO_INPUT : input, keyOf(e), 'none', false);
      const acts =
        intent.type === 'move' ||
        intent.type === 'lift' ||
        intent.type === 'drop' ||
        (intent.type === 'refused' && intent.why !== 'HINT_NOT_HERE');
      if (!acts) return;
      e.preventDefault();
      if (after) reset(null);
      if (intent.type === 'move') play(intent.move);
      else if (intent.type === 'lift' || intent.type === 'drop') {
        setInput((i) => applyInput(after ? NO_INPUT : i, intent));
        setRefused(intent.refused ?? null);
        if (intent.type === 'lift') liftedByKey.current = true;
      } else if (intent.type === 'refused') setRefused(intent.why);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  if (!start.ok || !view) return <p role="alert">{err(start.ok ? 'ERR_BAD_SETUP' : start.error.code)}</p>;
  const playable = after ? new Set() : playableCards(view);
  const preview = after ? null : activePreview(view, input);
  return (
    <div className="sl-lesson-live" data-lesson={n} ref={root}>
      <div className="sl-middle">
        <div className="sl-dial-wrap">
          <FloorDial
            floor={view.floor}
            dir={view.dir}
            preview={preview && preview.floor >= 0 ? { floor: preview.floor, dir: preview.dir } : null}
            label={dialLabel(tx, view.floor, view.dir)}
            upWord={tx.up}
            downWord={tx.down}
            ends={tx.dialEnds}
          />
          <p className="sl-preview" aria-live="polite">
            {preview ? tx.nextMust(preview.next, names[preview.nextSeat] ?? '') : ''}
          </p>
        </div>
        <section aria-label={tx.ride} className="sl-ride">
          <h3>{tx.ride}</h3>
          <ol className="sl-ride-cards">
            {view.ride.map((r, i) => (
              <li key={i}>
                <CardArt card={r.card} label={`${cardName(r.card)} (${names[r.seat]})`} />
                <RideWho name={names[r.seat] ?? ''} />
              </li>
            ))}
          </ol>
          {view.ride.length === 0 && <p className="muted">{tx.rideEmpty}</p>}
        </section>
      </div>
      {after?.abrechnung != null && (
        <section aria-labelledby="sl-lesson-abrechnung-h">
          <h3 id="sl-lesson-abrechnung-h">{tx.abrechnung(after.abrechnung + 1)}</h3>
          <AbrechnungTable view={after.view} round={after.abrechnung} names={names} tx={tx} />
        </section>
      )}
      <h3>{tx.hand}</h3>
      <ul className="sl-hand-cards">
        {view.hand.map((card) => (
          <li key={card}>
            <button
              type="button"
              className="sl-card-button"
              data-playable={playable.has(card) || undefined}
              data-lifted={input.lifted === card || undefined}
              aria-pressed={input.lifted === card}
              disabled={after !== null}
              onClick={() => {
                // The table's gesture: on a touch screen the first tap lifts, the second lays
                // ("Karte erst beim zweiten Tipp legen" in the Zahnrad).
                const intent = tapCard(view, input, card, liftFirst(settings.liftThenPlay));
                if (intent.type === 'move') play(intent.move);
                else if (intent.type === 'lift' || intent.type === 'drop') {
                  setInput((i) => applyInput(i, intent));
                  setRefused(intent.refused ?? null);
                }
              }}
              // A hovering pointer only, as at the table (HandCards: a tap's emulated mouse).
              onPointerEnter={(e) => {
                if (e.pointerType !== 'touch') setInput((i) => ({ ...i, hovered: card }));
              }}
              onPointerLeave={(e) => {
                if (e.pointerType !== 'touch') setInput((i) => ({ ...i, hovered: null }));
              }}
              onFocus={() => setInput((i) => ({ ...i, hovered: card }))}
              onBlur={() => setInput((i) => ({ ...i, hovered: null }))}
            >
              <CardArt card={card} />
              <span className="visually-hidden">{`${cardName(card)}, ${tx.penaltyOf(kartons(card))}, ${playable.has(card) ? tx.fits : tx.fitsNot}`}</span>
            </button>
          </li>
        ))}
      </ul>
      {!after && canExit(view) && (
        <p>
          <button type="button" className="button primary" onClick={() => play({ type: 'exit' })} aria-keyshortcuts="A">
            {tx.exit} <kbd>A</kbd>
          </button>
        </p>
      )}
      {refused && (
        <p role="alert" className="state state-error">
          {refusalText(
            tx,
            lang,
            refused,
            { floor: view.floor, dir: view.dir, gleiche: view.config.gleicheEtageHaelt, handSize: view.hand.length },
            err,
          )}
        </p>
      )}
      {refused && <LessonHint tx={tx} text={lesson.hint} />}
      {/* Each verdict's live region is on the page before its words come, so a screen reader says
          them: a region inserted together with its words is not announced (QA 7 Dec 2026). */}
      <div role="status">
        {after && (
          <>
            <p>{describe(tx, after.events, names)}</p>
            <p className={after.good ? 'sl-fits' : 'sl-fits-not'}>{after.good ? `✓ ${tx.correct}` : tx.wrong}</p>
            {/* Why a legal move was not the task's. */}
            {!after.good && <LessonHint tx={tx} text={wrongMoveHint(lesson, after.before, after.move, tx, names)} />}
            {/* After the right move too: the focus's place (and the position to play again). */}
            <button type="button" className="button sl-lesson-reset" onClick={() => reset('hand')}>
              {tx.resetPosition}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

/** The hint that "Noch nicht – lies den Hinweis …" points to. */
function LessonHint({ tx, text }: { tx: SpeedliftText; text: string }) {
  return (
    <p className="sl-lesson-hint">
      <strong>{tx.lessonHint}:</strong> {text}
    </p>
  );
}

function QuizForm({ lesson, onRight, n }: { lesson: Lesson; onRight: () => void; n: number }) {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  const [choice, setChoice] = useState<number | null>(null);
  const [checked, setChecked] = useState<boolean | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ok = choice === lesson.quiz.right;
    setChecked(ok);
    if (ok) onRight();
  };
  return (
    <form className="sl-quiz" onSubmit={submit}>
      <fieldset>
        <legend>
          {tx.quiz}: {lesson.quiz.question}
        </legend>
        {lesson.quiz.answers.map((a, i) => (
          <label key={a}>
            <input
              type="radio"
              name={`quiz-${n}`}
              value={i}
              checked={choice === i}
              onChange={() => {
                setChoice(i);
                // The verdict was on the answer checked before: not left standing under the new one
                // (QA 7 Dec 2026: "Noch nicht" stayed under the right answer until "Prüfen").
                setChecked(null);
              }}
            />{' '}
            {a}
          </label>
        ))}
      </fieldset>
      <p className="actions">
        <button type="submit" className="button" disabled={choice === null}>
          {lang === 'de' ? 'Prüfen' : 'Check'}
        </button>
      </p>
      <div role="status">
        {checked !== null && (
          <>
            <p className={checked ? 'sl-fits' : 'sl-fits-not'}>
              {checked ? `✓ ${tx.correct} ${lesson.quiz.why}` : tx.wrong}
            </p>
            {!checked && <LessonHint tx={tx} text={lesson.quiz.nudge} />}
          </>
        )}
      </div>
    </form>
  );
}

export function SchoolPage() {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  useDocumentTitle(`Speedlift · ${tx.schoolTitle}`);
  const all = lessons(lang);
  // The progress of this tab's earlier visit (`school-keep.ts`): the ✓ stay, the first lesson not passed opens.
  const [kept] = useState(() => readSchoolProgress(all.length));
  const [played, setPlayed] = useState<readonly boolean[]>(() => kept?.played ?? all.map(() => false));
  const [answered, setAnswered] = useState<readonly boolean[]>(() => kept?.answered ?? all.map(() => false));
  const [current, setCurrent] = useState(() => {
    const open = all.findIndex((_, i) => !(kept?.played[i] && kept.answered[i]));
    return open < 0 ? 0 : open;
  });
  useEffect(() => {
    if (played.some(Boolean) || answered.some(Boolean)) keepSchoolProgress({ played, answered });
  }, [played, answered]);
  const set = (xs: readonly boolean[], i: number) => xs.map((x, j) => x || j === i);
  const passed = all.map((_, i) => (played[i] ?? false) && (answered[i] ?? false));
  const lesson = all[current];
  // The lesson just passed (its move or its quiz the second of the two): the focus to "Nächste Lektion".
  const toNext = useRef(false);
  const nextButton = useRef<HTMLButtonElement>(null);
  // "Nächste Lektion" pressed: the button is gone, the focus to the new lesson's heading.
  const toHeading = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (toNext.current) nextButton.current?.focus();
    if (toHeading.current) heading.current?.focus();
    toNext.current = false;
    toHeading.current = false;
  });
  return (
    <div className="sl-page game-speedlift">
      <PageHeading>Speedlift · {tx.schoolTitle}</PageHeading>
      <p>
        <Link className="text-link" href="/spiel/speedlift">
          {tx.toLobby}
        </Link>
      </p>
      <nav aria-label={tx.schoolTitle}>
        <ol className="sl-lesson-nav">
          {all.map((l, i) => (
            <li key={l.title}>
              <button
                type="button"
                className="button small"
                aria-current={i === current ? 'step' : undefined}
                onClick={() => setCurrent(i)}
              >
                {tx.lesson(i + 1)}: {l.title} {passed[i] ? '✓' : ''}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {lesson && (
        <section key={current} className="card sl-lessons" aria-labelledby="sl-lesson-h">
          <h2 id="sl-lesson-h" tabIndex={-1} ref={heading}>
            {tx.lesson(current + 1)}: {lesson.title}
          </h2>
          <p>{lesson.text}</p>
          <p>
            <strong>{lesson.task}</strong>
          </p>
          <LivePosition
            lesson={lesson}
            n={current}
            onDone={() => {
              if (!played[current] && answered[current]) toNext.current = true;
              setPlayed((p) => set(p, current));
            }}
          />
          <QuizForm
            lesson={lesson}
            n={current}
            onRight={() => {
              if (!answered[current] && played[current]) toNext.current = true;
              setAnswered((a) => set(a, current));
            }}
          />
          <div role="status">
            {passed[current] && (
              <p className="sl-fits">
                ✓ {tx.lessonDone}{' '}
                {current < all.length - 1 && (
                  <button
                    type="button"
                    className="button primary"
                    ref={nextButton}
                    onClick={() => {
                      toHeading.current = true;
                      setCurrent(current + 1);
                    }}
                  >
                    {tx.nextLesson}
                  </button>
                )}
              </p>
            )}
          </div>
        </section>
      )}
      <div role="status">{passed.every(Boolean) && <p className="sl-badge sl-school-done">{tx.schoolDone}</p>}</div>
    </div>
  );
}
