/**
 * English choice labels are sentence case with a capital first letter, wherever a label starts a
 * button or an option: "Computer" / "Empty", "Normal" / "Fast" / "No clock" (they had mixed
 * "Computer" / "empty" and "Normal" / "Fast" / "no clock"). Running text is not checked here.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.js';
import { translator } from '../i18n/i18n.js';
import { choiceLabel } from '../lobby/options.js';
import { MOTION_LABELS } from '../components/SettingsDialog.js';
import { GAMES } from './registry.js';
import { TEXT as CLIMB } from './speedclimb/strings.js';
import { TEXT as LIFT } from './speedlift/strings.js';
import { TEXT as GIPFEL } from './gipfelsturm/strings.js';

const t = translator('en');

/** Starts with a capital (or a digit: "30 s", "2 minutes", "100 Taler"). */
const capitalised = (label: string) => /^[\p{Lu}\p{N}]/u.test(label);

describe('English choice labels start with a capital', () => {
  it("every game's lobby: the options' names, their choices and the switches (Allein spielen, Tisch eröffnen)", () => {
    const labels = GAMES.flatMap((g) =>
      [...g.soloOptions, ...g.tableOptions].flatMap((o) => [
        `${g.id}: ${t(o.label)}`,
        ...(o.kind === 'choice' ? o.values.map((v) => `${g.id}: ${choiceLabel(v, t)}`) : []),
      ]),
    );
    expect(labels.length).toBeGreaterThan(30);
    expect(labels.filter((l) => !capitalised(l.slice(l.indexOf(': ') + 2)))).toEqual([]);
  });

  it("the practice pages' setup choices and switches", () => {
    const c = CLIMB.en;
    const l = LIFT.en;
    const g = GIPFEL.en;
    const labels = [
      ...[c.leicht, c.normal, c.stark, ...Object.values(c.routes), c.turbo],
      ...[l.leicht, l.normal, l.stark, l.sonderAlle, l.sonderOhneDetektiv, l.sonderKeine],
      ...[l.aussteigen, l.gleiche, l.ladenhueter],
      ...[...Object.values(g.speed), ...Object.values(g.levels), g.three, g.silent, g.record],
    ];
    expect(labels.filter((x) => !capitalised(x))).toEqual([]);
  });

  it("the Zahnrad's choices and switches", () => {
    const labels = [
      ...Object.values(MOTION_LABELS).map((k) => en[k]),
      ...[en.setHighlight, en.setCounting, en.setSpeech, en.setLift, en.setSounds, en.setMusic],
    ];
    expect(labels.filter((x) => !capitalised(x))).toEqual([]);
  });
});
