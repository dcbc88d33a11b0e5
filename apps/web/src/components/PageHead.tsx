import { useEffect, useRef, type ReactNode } from 'react';
import { useDocumentTitle } from '../document-title.js';
import { claimPendingFocus } from '../focus.js';

/**
 * The page's `<h1>` (focus target after navigation) and the document title: the heading, or `tab`
 * where the heading alone does not say which page it is (the Bestenliste's game and period, the
 * Tagesliste's day).
 */
export function PageHead({
  title,
  tab,
  lead,
  children,
}: {
  title: string;
  tab?: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const h1 = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(tab ?? title);
  useEffect(() => claimPendingFocus(h1.current), []);
  return (
    <div className="page-head">
      <h1 tabIndex={-1} ref={h1}>
        {title}
      </h1>
      {lead && <p className="lead">{lead}</p>}
      {children}
    </div>
  );
}

/**
 * A page's `<h1>` that takes the focus after a navigation, for pages that draw their own head (a
 * game's Fahrschule, Karten, practice setup): theirs had not claimed it, so after the lobby's link
 * the focus fell to `<body>` (keyboard QA 7 Dec 2026, e2e `focus-at-start`).
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const h1 = useRef<HTMLHeadingElement>(null);
  useEffect(() => claimPendingFocus(h1.current), []);
  return (
    <h1 tabIndex={-1} ref={h1}>
      {children}
    </h1>
  );
}
