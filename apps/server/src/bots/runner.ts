/** One decision a computer seat must make: the seat's view only, never the state. */
export interface BotRequest {
  /** Game key in the registry (`speedlift`, …). */
  readonly game: string;
  /** Bot label (`leicht`, `normal`, `stark`, …); an unknown label falls back to `normal`. */
  readonly level: string;
  readonly view: unknown;
  /** Seeds the bot's private RNG (derived from the game id and move number; not the deal's seed). */
  readonly rngSeed: string;
  readonly budgetMs: number;
}

/** Runs bot decisions off the event loop; resolves with the move in the game's notation. */
export interface BotRunner {
  decide(req: BotRequest): Promise<string>;
  close(): Promise<void>;
}
