/**
 * The Zahnrad for registered players: their settings live in the account too
 * (`GET/PUT /api/settings`). Guests keep theirs on the device only.
 *
 * What wins when device and account disagree: the newer change. The device stamps each change
 * with its clock, the server stamps each save with its clock (`updatedAt`); after an exchange
 * the device takes the server's stamp, so only changes made since count as newer. Settings the
 * device last exchanged with another account never overwrite this one's: then the account wins.
 */
import type { SettingsMeta, SettingsStore } from '../settings.js';
import { callApi, loaded, type Fetch } from './api.js';
import type { AccountStore } from './account.js';
import type { ServerSettings } from './shapes.js';

export type { ServerSettings } from './shapes.js';

// The readers load with the first answer (zod stays out of the start page's download).
const parseServerSettings = loaded(() => import('./shapes.js').then((m) => m.parseServerSettings));
const parseSaved = loaded(() => import('./shapes.js').then((m) => m.parseSaved));

/** After logging in: take the account's settings, send the device's, or leave both. */
export function decide(device: SettingsMeta, server: ServerSettings, player: string): 'apply' | 'push' | 'none' {
  if (server.settings === null || server.updatedAt === null) return device.changedAt === null ? 'none' : 'push';
  if (device.owner !== player || device.changedAt === null) return 'apply';
  if (server.updatedAt > device.changedAt) return 'apply';
  return device.changedAt > server.updatedAt ? 'push' : 'none';
}

/** Where the settings are kept now, for the Zahnrad's note. */
export type SyncState = 'device' | 'account' | 'failed';

export interface SyncOptions {
  readonly fetchImpl?: Fetch;
  /** Changes are saved this long after the last one (a burst of clicks is one save). */
  readonly delayMs?: number;
}

export class SettingsSync {
  #player: string | null = null;
  #state: SyncState = 'device';
  #timer: ReturnType<typeof setTimeout> | undefined;
  #generation = 0;
  readonly #listeners = new Set<() => void>();

  constructor(
    private readonly settings: SettingsStore,
    private readonly account: AccountStore,
    private readonly options: SyncOptions = {},
  ) {}

  readonly getSnapshot = (): SyncState => this.#state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Follows the account (login, registration, logout) and the player's changes. */
  start(): () => void {
    const offAccount = this.account.subscribe(() => this.#onAccount());
    const offLocal = this.settings.onLocalChange(() => this.#schedule());
    this.#onAccount();
    return () => {
      offAccount();
      offLocal();
      clearTimeout(this.#timer);
    };
  }

  #set(state: SyncState): void {
    if (state === this.#state) return;
    this.#state = state;
    for (const l of this.#listeners) l();
  }

  #onAccount(): void {
    const me = this.account.getSnapshot();
    const player = me?.state === 'ok' && !me.data.guest ? me.data.id : null;
    if (player === this.#player) return;
    this.#player = player;
    this.#generation++;
    clearTimeout(this.#timer);
    if (player === null) this.#set('device');
    else void this.#pull(player, this.#generation);
  }

  async #pull(player: string, generation: number): Promise<void> {
    const r = await callApi('/api/settings', parseServerSettings, {}, this.options.fetchImpl);
    if (generation !== this.#generation) return; // logged out or in as someone else meanwhile
    if (r.state !== 'ok') {
      this.#set(r.state === 'unavailable' ? 'device' : 'failed');
      return;
    }
    this.#set('account');
    const server = r.data;
    switch (decide(this.settings.getMeta(), server, player)) {
      case 'apply':
        if (server.settings && server.updatedAt !== null)
          this.settings.applyRemote(server.settings, server.updatedAt, player);
        return;
      case 'push':
        await this.#push(player, generation);
        return;
      case 'none':
        return;
    }
  }

  #schedule(): void {
    if (this.#player === null) return; // guests: the device only
    const player = this.#player;
    const generation = this.#generation;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#push(player, generation), this.options.delayMs ?? 800);
  }

  async #push(player: string, generation: number): Promise<void> {
    const sent = this.settings.getMeta().changedAt;
    const r = await callApi(
      '/api/settings',
      parseSaved,
      { method: 'PUT', body: { settings: this.settings.getSnapshot() } },
      this.options.fetchImpl,
    );
    if (generation !== this.#generation) return;
    if (r.state === 'ok') {
      this.settings.markSynced(sent, r.data.updatedAt, player);
      this.#set('account');
    } else this.#set(r.state === 'unavailable' ? 'device' : 'failed');
  }
}
