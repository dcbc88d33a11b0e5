import { useId, useSyncExternalStore } from 'react';
import { useI18n, useServices, useSettings } from '../context.js';
import type { WebGame } from '../game-module.js';
import { GAMES } from '../games/registry.js';
import type { MessageKey } from '../i18n/de.js';
import {
  GAME_SETTINGS,
  GENERAL_SWITCHES,
  LANGUAGES,
  MOTION,
  type BooleanSetting,
  type GameSetting,
  type Language,
  type Motion,
} from '../settings.js';
import { Dialog } from './Dialog.js';

const BOOL_LABELS: Readonly<Record<BooleanSetting, [MessageKey, MessageKey]>> = {
  highlightPlayable: ['setHighlight', 'setHighlightHint'],
  countingHelp: ['setCounting', 'setCountingHint'],
  speech: ['setSpeech', 'setSpeechHint'],
  liftThenPlay: ['setLift', 'setLiftHint'],
  sounds: ['setSounds', 'setSoundsHint'],
  music: ['setMusic', 'setMusicHint'],
};
const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { de: 'Deutsch', en: 'English' };
export const MOTION_LABELS: Readonly<Record<Motion, MessageKey>> = {
  system: 'motionSystem',
  reduced: 'motionReduced',
  full: 'motionFull',
};

/** What a game tells the Zahnrad: its name and the switches its table follows. */
export type SettingsOf = Pick<WebGame, 'name' | 'settings' | 'settingNames'>;

/** Game switches shown together, under the names of the games that follow them. */
export interface SwitchGroup {
  readonly games: readonly string[];
  readonly keys: readonly GameSetting[];
}

/**
 * The game switches the Zahnrad shows. On a game's table and its own pages (`here`): that game's,
 * under its name — another game's switch would do nothing there. Elsewhere every switch, grouped by
 * the games that follow it (the group of the most games first), so none is out of reach. A switch
 * no game follows is not shown (it would do nothing anywhere).
 */
export function switchGroups(games: readonly SettingsOf[], here: SettingsOf | null): SwitchGroup[] {
  const groups = new Map<string, { games: readonly string[]; keys: GameSetting[] }>();
  for (const key of GAME_SETTINGS) {
    const names = (here ? [here] : games).filter((g) => g.settings.includes(key)).map((g) => g.name);
    if (names.length === 0) continue;
    const id = names.join('\n');
    const group = groups.get(id) ?? { games: names, keys: [] };
    group.keys.push(key);
    groups.set(id, group);
  }
  return [...groups.values()].sort((a, b) => b.games.length - a.games.length);
}

const noSubscribe = () => () => {};
const deviceOnly = () => 'device' as const;

/**
 * The Zahnrad: the settings that apply here (`switchGroups`; the general ones always), saved on
 * this device as soon as they change (and, for a registered player, in the account). Its one note
 * says where they are kept now — nothing else about it. `game`: the game whose table or own page
 * is open (null elsewhere: every setting).
 */
export function SettingsDialog({
  open,
  onClose,
  game = null,
}: {
  open: boolean;
  onClose: () => void;
  game?: SettingsOf | null;
}) {
  const { t, lang } = useI18n();
  const settings = useSettings();
  const { settings: store, settingsSync } = useServices();
  const sync = useSyncExternalStore(
    settingsSync?.subscribe ?? noSubscribe,
    settingsSync?.getSnapshot ?? deviceOnly,
    settingsSync?.getSnapshot ?? deviceOnly,
  );
  const base = useId();
  const switchRow = (key: BooleanSetting) => {
    const [label, hint] = BOOL_LABELS[key];
    const own = game?.settingNames?.[key as GameSetting];
    return (
      <div className="switch-row" key={key}>
        <input
          id={`${base}-${key}`}
          type="checkbox"
          role="switch"
          checked={settings[key]}
          onChange={(e) => store.update({ [key]: e.target.checked })}
          aria-describedby={`${base}-${key}-hint`}
        />
        <label htmlFor={`${base}-${key}`}>{own ? own[lang] : t(label)}</label>
        <span className="hint" id={`${base}-${key}-hint`}>
          {t(hint)}
        </span>
      </div>
    );
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('settingsTitle')}>
      <p className="muted" role={sync === 'failed' ? 'alert' : undefined}>
        {sync === 'account'
          ? t('settingsKeptServer')
          : sync === 'failed'
            ? t('settingsSyncFailed')
            : t('settingsSaved')}
      </p>
      {switchGroups(GAMES, game).map((g) => (
        <fieldset className="choice" key={g.games.join(' ')}>
          <legend>{g.games.join(' · ')}</legend>
          <div className="settings-list">{g.keys.map(switchRow)}</div>
        </fieldset>
      ))}
      <fieldset className="choice">
        <legend>{t('settingsGeneral')}</legend>
        <div className="settings-list">{GENERAL_SWITCHES.map(switchRow)}</div>
      </fieldset>
      <fieldset className="choice">
        <legend>{t('setLanguage')}</legend>
        {LANGUAGES.map((l) => (
          <label key={l} className="pill">
            <input
              type="radio"
              name={`${base}-lang`}
              value={l}
              checked={settings.language === l}
              onChange={() => store.update({ language: l })}
            />
            <span lang={l}>{LANGUAGE_NAMES[l]}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="choice">
        <legend>{t('setMotion')}</legend>
        {MOTION.map((m) => (
          <label key={m} className="pill">
            <input
              type="radio"
              name={`${base}-motion`}
              value={m}
              checked={settings.motion === m}
              onChange={() => store.update({ motion: m })}
            />
            <span>{t(MOTION_LABELS[m])}</span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
