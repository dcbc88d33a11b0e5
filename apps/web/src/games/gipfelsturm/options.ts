/** Gipfelsturm's lobby: the partner's pace, the levels (G1) and the variants ("Varianten"). */
import { range, type LobbyOption, type OptionValue } from '../../lobby/options.js';
import { TEXT } from './texts.js';

const LEVEL: LobbyOption = {
  kind: 'choice',
  id: 'level',
  label: TEXT.optLevel,
  // The stock per player depends on the seats (G1, "Zu dritt": 8, on Schwer and Experte 6).
  hint: (values) => (values.three === true || values.seats === 3 ? TEXT.optLevelHintThree : TEXT.optLevelHint),
  named: true,
  values: [
    { value: 'normal', label: TEXT.levelNormal },
    { value: 'schwer', label: TEXT.levelHard },
    { value: 'experte', label: TEXT.levelExpert },
  ],
  initial: 'normal',
};
const SILENT: LobbyOption = {
  kind: 'toggle',
  id: 'stillerGipfel',
  label: TEXT.variantSilent,
  hint: TEXT.variantSilentHint,
  initial: false,
};
const RECORD: LobbyOption = {
  kind: 'toggle',
  id: 'rekordjagd',
  label: TEXT.variantRecord,
  hint: TEXT.variantRecordHint,
  initial: false,
};

export const SOLO: readonly LobbyOption[] = [
  {
    kind: 'choice',
    id: 'partnerSpeed',
    label: TEXT.optPartnerSpeed,
    values: [
      { value: 'normal', label: TEXT.speedCalm },
      { value: 'schwer', label: TEXT.speedMedium },
      { value: 'experte', label: TEXT.speedQuick },
    ],
    initial: 'normal',
  },
  LEVEL,
  { kind: 'toggle', id: 'three', label: TEXT.variantThree, hint: TEXT.variantThreeSoloHint, initial: false },
  SILENT,
  RECORD,
];

export const TABLE: readonly LobbyOption[] = [
  { kind: 'choice', id: 'seats', label: 'optSeats', hint: TEXT.optSeatsHint, values: range(2, 3), initial: 2 },
  LEVEL,
  SILENT,
  RECORD,
];

/** The solo values that are table settings: "zu dritt" is the third seat, the partner's pace the computer level. */
export const SETTING_KEYS = ['three', 'partnerSpeed'] as const;

/** A solo table: two seats, three "zu dritt"; the partner's pace is the computer's level. */
export const solo = (values: Readonly<Record<string, OptionValue>>) => ({
  players: values.three === true ? 3 : 2,
  level: String(values.partnerSpeed ?? 'normal'),
});
