import { useEffect, type ReactNode } from 'react';
import '../members.css';

/** A member screen: a serif title under a gold rule, and the content in a centred column. */
export function MemberPage({ title, lead, narrow, children }: { title: string; lead?: string; narrow?: boolean; children: ReactNode }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className={`mpage${narrow ? ' mpage--narrow' : ''}`}>
      <h1 className="mpage__title">{title}</h1>
      <hr className="mpage__rule" />
      {lead && <p className="mpage__lead">{lead}</p>}
      {children}
    </div>
  );
}
