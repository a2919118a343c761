import { useTranslation } from 'react-i18next';
import { pickText } from '@shop/contract';
import { TargetLink } from '../../lib/navigation.tsx';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import { Icon } from '../official-content/icons.tsx';
import './contact-info.css';

export function ContactInfoBlock({ props }: BlockRendererProps<'contactInfo'>) {
  const { i18n } = useTranslation();
  const lang = currentLangOf(i18n.language);
  const heading = pickText(props.title, lang);
  return (
    <section className="blk-contact">
      {heading && <h2 className="blk-contact__title">{heading}</h2>}
      <ul className="blk-contact__list">
        {props.items.map((item, i) => (
          <li key={i} className="blk-contact__item">
            <span className="blk-contact__icon">
              <Icon name={item.icon} size={22} />
            </span>
            <span className="blk-contact__text">
              <span className="blk-contact__label">{pickText(item.label, lang)}</span>
              <TargetLink target={item.link} className="blk-contact__value">
                {pickText(item.value, lang)}
              </TargetLink>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
