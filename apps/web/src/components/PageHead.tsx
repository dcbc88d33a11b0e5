import { useEffect, type ReactNode } from 'react';

/** The page's `<h1>` (focus target after navigation) and the document title. */
export function PageHead({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  useEffect(() => {
    document.title = title === 'Kartenhaus' ? title : `${title} · Kartenhaus`;
  }, [title]);
  return (
    <div className="page-head">
      <h1 tabIndex={-1}>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      {children}
    </div>
  );
}
