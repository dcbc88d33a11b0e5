import { useEffect } from 'react';

/** The tab's title for a page heading: "Speedlift · Fahrschule · Kartenhaus" ("Kartenhaus" alone on the start page). */
export const documentTitle = (heading: string): string =>
  heading === 'Kartenhaus' ? heading : `${heading} · Kartenhaus`;

/**
 * Sets the document title from the page's heading, so that the tab and a screen reader's page
 * title say where one is (a page with its own `<h1>` had kept the title of the page before it).
 */
export function useDocumentTitle(heading: string): void {
  useEffect(() => {
    document.title = documentTitle(heading);
  }, [heading]);
}
