/**
 * Raw game options come from the wire (a table's settings are stored and shown to every viewer):
 * a game names the options it knows and refuses every other key, all games alike (issue 17.11).
 */

/** The refusal detail for keys of `raw` that are not `known` ("unknown option foo, bar"), or `null`. */
export function unknownOptions(raw: object, known: readonly string[]): string | null {
  const unknown = Object.keys(raw).filter((k) => !known.includes(k));
  return unknown.length === 0 ? null : `unknown option ${unknown.join(', ')}`;
}
