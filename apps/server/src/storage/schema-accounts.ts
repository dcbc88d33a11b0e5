/** Tables of accounts, sessions, the ledger and leaderboards. Filled in by the accounts part. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AccountTables {}
