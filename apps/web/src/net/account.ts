import { callApi, loaded, type ApiResult, type Fetch } from './api.js';
import type { Me, Wallet } from './shapes.js';

// The readers load with the first answer (zod stays out of the start page's download).
const shapes = () => import('./shapes.js');
const parseMe = loaded(() => shapes().then((m) => m.parseMe));
const parseWallet = loaded(() => shapes().then((m) => m.parseWallet));

/** Who is playing (`/api/me`), shared by the header, the start page and the profile. */
export class AccountStore {
  #me: ApiResult<Me> | null = null;
  #loading: Promise<void> | null = null;
  readonly #listeners = new Set<() => void>();

  constructor(private readonly fetchImpl?: Fetch) {}

  /** null while the first answer is outstanding. */
  readonly getSnapshot = (): ApiResult<Me> | null => this.#me;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    if (this.#me === null && this.#loading === null) void this.refresh();
    return () => this.#listeners.delete(listener);
  };

  /** Resolves once the player is known (a session cookie exists for the socket). */
  ready(): Promise<void> {
    return this.#loading ?? (this.#me === null ? this.refresh() : Promise.resolve());
  }

  /**
   * Asks the wallet again for a registered player's balance (a table took a stake or paid a pot;
   * the header shows it). Only the balance changes; a failed answer keeps what is shown. The wallet
   * read (null: none — a guest, no answer), for a page to say what the balance allows (a refused stake).
   */
  async refreshBalance(): Promise<Wallet | null> {
    const me = this.#me;
    if (me?.state !== 'ok' || me.data.guest) return null;
    const w = await callApi('/api/wallet', parseWallet, {}, this.fetchImpl);
    // The player may have logged out or in as someone else meanwhile.
    if (w.state !== 'ok' || this.#me !== me) return null;
    this.#me = { state: 'ok', data: { ...me.data, taler: w.data.balance } };
    for (const l of this.#listeners) l();
    return w.data;
  }

  /** Asks the server again (after login, registration, logout or a game). */
  refresh(): Promise<void> {
    // The readers' module loads while the request is under way, not after its answer.
    void shapes().catch(() => undefined);
    this.#loading = callApi('/api/me', parseMe, {}, this.fetchImpl).then(async (r) => {
      // The balance comes from the wallet (registered players only; guests have no Taler, A1).
      if (r.state === 'ok' && !r.data.guest && r.data.taler === null) {
        const w = await callApi('/api/wallet', parseWallet, {}, this.fetchImpl);
        if (w.state === 'ok') r = { state: 'ok', data: { ...r.data, taler: w.data.balance } };
      }
      this.#me = r;
      this.#loading = null;
      for (const l of this.#listeners) l();
    });
    return this.#loading;
  }
}
