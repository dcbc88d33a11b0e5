import { callApi, type ApiResult, type Fetch } from './api.js';
import { parseMe, type Me } from './shapes.js';

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

  /** Asks the server again (after login, registration, logout or a game). */
  refresh(): Promise<void> {
    this.#loading = callApi('/api/me', parseMe, {}, this.fetchImpl).then((r) => {
      this.#me = r;
      this.#loading = null;
      for (const l of this.#listeners) l();
    });
    return this.#loading;
  }
}
