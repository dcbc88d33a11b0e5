import { useId, useSyncExternalStore } from 'react';
import { useI18n, useServices, useSettings } from '../context.js';
import type { MessageKey } from '../i18n/de.js';
import { BOOLEAN_SETTINGS, LANGUAGES, MOTION, type Language, type Motion } from '../settings.js';
import { Dialog } from './Dialog.js';

const BOOL_LABELS: Readonly<Record<(typeof BOOLEAN_SETTINGS)[number], [MessageKey, MessageKey]>> = {
  highlightPlayable: ['setHighlight', 'setHighlightHint'],
  countingHelp: ['setCounting', 'setCountingHint'],
  speech: ['setSpeech', 'setSpeechHint'],
  liftThenPlay: ['setLift', 'setLiftHint'],
  sounds: ['setSounds', 'setSoundsHint'],
  music: ['setMusic', 'setMusicHint'],
};
const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { de: 'Deutsch', en: 'English' };
const MOTION_LABELS: Readonly<Record<Motion, MessageKey>> = {
  system: 'motionSystem',
  reduced: 'motionReduced',
  full: 'motionFull',
};

const noSubscribe = () => () => {};
const deviceOnly = () => 'device' as const;

/**
 * The Zahnrad: every setting, saved on this device as soon as it changes (and, for a registered
 * player, in the account). Its one note says where they are kept now — nothing else about it.
 */
export function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const settings = useSettings();
  const { settings: store, settingsSync } = useServices();
  const sync = useSyncExternalStore(
    settingsSync?.subscribe ?? noSubscribe,
    settingsSync?.getSnapshot ?? deviceOnly,
    settingsSync?.getSnapshot ?? deviceOnly,
  );
  const base = useId();
  return (
    <Dialog open={open} onClose={onClose} title={t('settingsTitle')}>
      <p className="muted" role={sync === 'failed' ? 'alert' : undefined}>
        {sync === 'account'
          ? t('settingsKeptServer')
          : sync === 'failed'
            ? t('settingsSyncFailed')
            : t('settingsSaved')}
      </p>
      <div className="settings-list">
        {BOOLEAN_SETTINGS.map((key) => {
          const [label, hint] = BOOL_LABELS[key];
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
              <label htmlFor={`${base}-${key}`}>{t(label)}</label>
              <span className="hint" id={`${base}-${key}-hint`}>
                {t(hint)}
              </span>
            </div>
          );
        })}
      </div>
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
