import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, type Footer } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { TargetLink } from '../../lib/navigation.tsx';
import { currentLang } from '../../lib/i18n.ts';
import { Img } from '../../components/ui/Img.tsx';
import { menuLinkTarget } from '../../lib/menu-link.ts';
import { SocialIcon } from './SocialIcon.tsx';
import './site-footer.css';
import { ImagePreviewDialog } from '../../components/ui/ImagePreviewDialog.tsx';

type Social = Footer['social'][number];

/**
 * The footer (blocks §2): logo to the official home, up to four link columns, the social icons (some
 * open a picture or QR code in a popup instead of a link) and the copyright, on dark blue by default.
 */
export function SiteFooter() {
  const { t } = useTranslation('siteFooter');
  const { app } = useAppData();
  const footer = app.appInfo.menus.footer;
  const lang = currentLang();
  const [popup, setPopup] = useState<Social | null>(null);
  return (
    <footer className="site-footer" style={{ background: footer.backgroundColor }}>
      <div className="site-footer__inner container">
        <TargetLink target={{ kind: 'home', site: 'official' }} className="site-footer__logo" ariaLabel={pickText(app.appInfo.appProps.siteName, lang)}>
          <Img src={footer.logo} width={56} alt="" />
        </TargetLink>
        <nav className="site-footer__columns" aria-label={t('footerNav')}>
          {footer.columns.slice(0, 4).map((col, i) => (
            <div key={i} className="site-footer__column">
              <h2 className="site-footer__title">{pickText(col.title, lang)}</h2>
              <ul>
                {col.links.map((l, j) => (
                  <li key={j}>
                    <TargetLink target={menuLinkTarget(l)}>{pickText(l.title, lang)}</TargetLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <ul className="site-footer__social" aria-label={t('social')}>
          {footer.social.map((s) => (
            <li key={s.kind}>
              {s.popupImage ? (
                <button
                  type="button"
                  className="site-footer__social-link"
                  aria-label={t(s.popupKind === 'qr' ? 'openQr' : 'openImage', { name: t(`kind_${s.kind}`) })}
                  onClick={() => setPopup(s)}
                  data-social={s.kind}
                >
                  <SocialIcon kind={s.kind} />
                </button>
              ) : (
                <TargetLink target={s.link} ariaLabel={t(`kind_${s.kind}`)} className="site-footer__social-link">
                  <SocialIcon kind={s.kind} />
                </TargetLink>
              )}
            </li>
          ))}
        </ul>
      </div>
      <p className="site-footer__copyright">{pickText(footer.copyright, lang)}</p>
      {popup?.popupImage && (
        <ImagePreviewDialog
          images={[popup.popupImage]}
          index={0}
          width={600}
          onClose={() => setPopup(null)}
          alt={t(popup.popupKind === 'qr' ? 'qrAlt' : 'imageAlt', { name: t(`kind_${popup.kind}`) })}
        />
      )}
    </footer>
  );
}
