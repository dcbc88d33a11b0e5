/** The Speedlift pages outside the server's tables: practice, Tagesfahrt practice, Fahrschule, Karten. */
import { CardsPage } from './CardsPage.js';
import { PracticePage } from './PracticePage.js';
import { SchoolPage } from './SchoolPage.js';
import type { SpeedliftPageId } from './page-ids.js';

export function SpeedliftPage({ sub }: { sub: SpeedliftPageId }) {
  switch (sub) {
    case 'uebung':
      return <PracticePage daily={false} />;
    case 'tagesfahrt':
      return <PracticePage daily />;
    case 'fahrschule':
      return <SchoolPage />;
    case 'karten':
      return <CardsPage />;
  }
}
