/** Tables of the game server (tables, seats, move logs). Filled in by the game-server part. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface TableTables {}
