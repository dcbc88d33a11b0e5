/** The site's three games with their one-line German descriptions (from the rule texts). */
export const GAMES = [
  {
    id: 'speedclimb',
    name: 'Speedclimb',
    line: 'Kombinieren und klettern: Lager für Lager zum Gipfel – auf vier Routen, allein oder mit bis zu sechs.',
  },
  {
    id: 'gipfelsturm',
    name: 'Gipfelsturm',
    line: 'Gemeinsam gegen die Uhr: Räumt zu zweit die drei Gipfel ab, bevor die Zeit um ist.',
  },
  {
    id: 'speedlift',
    name: 'Speedlift',
    line: 'Berlin 1929: Wer mit seiner Lieferung nicht mehr in die Fahrtrichtung passt, trägt die ganze Ladung.',
  },
] as const;
