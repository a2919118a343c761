import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The tab's title on a staff screen: the screen's own title, then the house's name. */
export function useStaffTitle(title: string) {
  const { t } = useTranslation('staff');
  useEffect(() => {
    document.title = `${title} · ${t('brand')}`;
  }, [title, t]);
}

/** A staff screen headed by its title and what it is for (`more` under them), the tab titled alike. */
export function StaffPage({ title, intro, more, children }: { title: string; intro: string; more?: ReactNode; children: ReactNode }) {
  useStaffTitle(title);
  return (
    <div className="staff-page">
      <header className="staff-page__head">
        <h1>{title}</h1>
        <p className="staff-intro">{intro}</p>
        {more}
      </header>
      {children}
    </div>
  );
}
