import { useTranslation } from 'react-i18next';
import { pickText } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { TargetLink } from '../../lib/navigation.tsx';
import { currentLang } from '../../lib/i18n.ts';
import { Img } from '../../components/ui/Img.tsx';
import './site-footer.css';

/** The footer: logo to the official home, up to four link columns, social links and the copyright. */
export function SiteFooter() {
  const { t } = useTranslation('siteFooter');
  const { app } = useAppData();
  const footer = app.appInfo.menus.footer;
  const lang = currentLang();
  return (
    <footer className="site-footer" style={{ background: footer.backgroundColor }}>
      <div className="site-footer__inner container">
        <TargetLink target={{ kind: 'home', site: 'official' }} className="site-footer__logo" ariaLabel={pickText(app.appInfo.appProps.siteName, lang)}>
          <Img src={footer.logo} width={56} alt="" />
        </TargetLink>
        <nav className="site-footer__columns" aria-label={t('footerNav')}>
          {footer.columns.map((col, i) => (
            <div key={i} className="site-footer__column">
              <h2 className="site-footer__title">{pickText(col.title, lang)}</h2>
              <ul>
                {col.links.map((l, j) => (
                  <li key={j}>
                    <TargetLink target={l.link}>{pickText(l.title, lang)}</TargetLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <ul className="site-footer__social" aria-label={t('social')}>
          {footer.social.map((s) => (
            <li key={s.kind}>
              <TargetLink target={s.link} ariaLabel={s.kind}>
                <span className="site-footer__social-icon">{s.kind.slice(0, 2).toUpperCase()}</span>
              </TargetLink>
            </li>
          ))}
        </ul>
      </div>
      <p className="site-footer__copyright">{pickText(footer.copyright, lang)}</p>
    </footer>
  );
}
