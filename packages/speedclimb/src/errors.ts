/** The stable error codes of Speedclimb (the web app translates them; `i18n.test.ts` checks each has a text). */
import type { CommonErrorCode } from '@kartenhaus/core';

/** Speedclimb's own codes, beside core's `COMMON_ERRORS`. */
export const SPEEDCLIMB_ERRORS = [
  'ERR_WRONG_PHASE',
  'ERR_PART_SIZE',
  'ERR_SHERPA_ONLY',
  'ERR_STORM_NOT_LAYABLE',
  'ERR_RUN_BROKEN',
  'ERR_SET_BROKEN',
  'ERR_COLOR_BROKEN',
  'ERR_CAMP_ALREADY_LAID',
  'ERR_CAMP_NOT_LAID',
  'ERR_LAST_CARD_MUST_BE_DISCARDED',
  'ERR_NO_SUCH_MELD',
  'ERR_DOES_NOT_FIT',
  'ERR_PILE_EMPTY',
  'ERR_CANNOT_TAKE_STORM',
  'ERR_STOCK_EMPTY',
  'ERR_NO_SUCH_PILE',
  'ERR_STORM_TARGET',
  'ERR_STORM_DISCARD',
  'ERR_NOT_A_STORM',
  'ERR_NO_BACKPACK',
  'ERR_BACKPACK_FULL',
  'ERR_ALREADY_PACKED',
  'ERR_CANNOT_PACK',
  'ERR_STAGE_DONE',
  'ERR_STAGE_LOCKED',
  'ERR_KEEP_TOO_MANY',
] as const;

export type SpeedclimbErrorCode = CommonErrorCode | (typeof SPEEDCLIMB_ERRORS)[number];
