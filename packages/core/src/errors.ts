/** A stable error code, e.g. `ERR_NOT_YOUR_TURN`; the web app translates it. */
export type ErrorCode = `ERR_${Uppercase<string>}`;

/** Codes every game shares. Games add their own (`ERR_RUN_BROKEN`, …). */
export const COMMON_ERRORS = [
  'ERR_NOT_YOUR_TURN',
  'ERR_ILLEGAL_MOVE',
  'ERR_GAME_OVER',
  'ERR_BAD_SETUP',
  'ERR_BAD_CONFIG',
  'ERR_BAD_NOTATION',
  'ERR_CARD_NOT_IN_HAND',
] as const;
export type CommonErrorCode = (typeof COMMON_ERRORS)[number];

/** A refused action: a stable code plus an optional detail for logs (never shown as the message). */
export interface RuleError<C extends ErrorCode = ErrorCode> {
  readonly code: C;
  readonly detail?: string;
}

export const ruleError = <C extends ErrorCode>(code: C, detail?: string): RuleError<C> =>
  detail === undefined ? { code } : { code, detail };
