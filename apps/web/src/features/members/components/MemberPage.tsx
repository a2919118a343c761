import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMemberToken } from '../../../lib/session.ts';
import { dialogs } from '../../../components/ui/dialogs.tsx';
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

/** Screens for members only: without a token, "Please login first" and on to /login (core §8). */
export function RequireMember({ children }: { children: ReactNode }) {
  const token = useMemberToken();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    if (token) return;
    dialogs.toast(t('common:pleaseLogin'), 'warning');
    navigate(`/login?isBeFrom=${encodeURIComponent(`${pathname.replace(/^\//, '')}${search}`)}`, { replace: true });
  }, [token, navigate, pathname, search, t]);
  return token ? <>{children}</> : null;
}
