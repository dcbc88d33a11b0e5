/** The tables' background music: a game's own tune while the Zahnrad's "Musik" is on. */
import { useEffect } from 'react';
import { useSettings } from '../context.js';
import { startTune, type Tune } from './tune.js';

/**
 * The table's music: `tune` while the Zahnrad's "Musik" is on and the table is played (never in
 * a replay); it stops when the setting goes off or the table closes.
 */
export function useMusic(tune: Tune, playing: boolean): void {
  const { music } = useSettings();
  useEffect(() => (music && playing ? startTune(tune) : undefined), [music, playing, tune]);
}
