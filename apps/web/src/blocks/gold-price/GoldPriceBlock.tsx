import { useTranslation } from 'react-i18next';
import { pickText } from '@shop/contract';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import { GoldPriceTable } from './GoldPriceTable.tsx';

/** The gold price table block (blocks §2 gold price). */
export function GoldPriceBlock({ props }: BlockRendererProps<'goldPrice'>) {
  const { i18n } = useTranslation();
  const title = pickText(props.title, currentLangOf(i18n.language));
  return (
    <section className="container">
      <GoldPriceTable title={title} showGram={props.showGram} headerBgColor={props.headerBgColor} />
    </section>
  );
}
