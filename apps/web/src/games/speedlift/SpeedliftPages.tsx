/** The Speedlift pages outside the server's tables: practice, Tagesfahrt practice, Fahrschule, Karten. */
import { PracticePage } from './PracticePage.js';

export { CardsPage } from './CardsPage.js';
export { SchoolPage } from './SchoolPage.js';

/** `/spiel/speedlift/uebung`: offline practice. */
export const Practice = () => <PracticePage daily={false} />;
/** `/spiel/speedlift/tagesfahrt`: the Tagesfahrt's deals offline (counts for nothing). */
export const DailyPractice = () => <PracticePage daily />;
