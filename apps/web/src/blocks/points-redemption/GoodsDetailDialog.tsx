import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { unitPoints, type Lang, type PointsGoods, wireText } from '@shop/contract';
import { Img } from '../../components/ui/Img.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import '../../components/ui/dialogs.css';

/** A club item's detail (blocks §2, §9): the shared dialog frame, 50 % wide (75 % on phones). */
export function GoodsDetailDialog({
  goods,
  lang,
  birthday,
  money,
  value,
  onChange,
  onClose,
}: {
  goods: PointsGoods;
  lang: Lang;
  birthday: boolean;
  money: (cents: number) => string;
  value: number;
  onChange: (n: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('pointsRedemption');
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const sku = goods.skuList[0]!;
  const name = wireText(goods, 'title', lang);
  const pts = unitPoints(sku, birthday);
  const out = sku.storeStockQty <= 0;
  const shops = sku.storeStockList.filter((s) => s.stockQty > 0).length;
  return (
    <div className="ui-dialog-mask" onClick={onClose}>
      <div className="ui-dialog points-dialog" role="dialog" aria-modal="true" aria-label={name} onClick={(e) => e.stopPropagation()}>
        <button ref={closeRef} type="button" className="points-dialog__close" aria-label={t('close')} onClick={onClose}>
          ×
        </button>
        <Img src={goods.img} alt={name} width={500} className="points-dialog__img" />
        <h3 className="points-dialog__name">{name}</h3>
        <p className="points-card__points">
          <strong>{t('points', { n: pts.toLocaleString('en') })}</strong>
          {pts !== sku.point && <s className="points-card__normal">{t('points', { n: sku.point.toLocaleString('en') })}</s>}
          {sku.birthdayMonthPoints !== null && !birthday && <span className="points-dialog__note">{t('birthdayPoints', { n: sku.birthdayMonthPoints.toLocaleString('en') })}</span>}
        </p>
        {sku.price > 0 && <p className="points-card__cash">{t('cash', { amount: money(sku.price) })}</p>}
        {sku.originalPrice > 0 && <p className="points-dialog__worth">{t('worth', { amount: money(sku.originalPrice) })}</p>}
        {sku.limitNum !== null && <p className="points-dialog__note">{t('limit', { n: sku.limitNum })}</p>}
        <p className="points-dialog__note">{out ? t('outOfStock') : t('stockAt', { n: shops })}</p>
        <div className="points-dialog__detail" dangerouslySetInnerHTML={{ __html: wireText(goods, 'detail', lang) /* inert from the server, decision 160 */ }} />
        <QuantityStepper name={name} value={value} max={Math.min(sku.storeStockQty, sku.limitNum ?? 99, 99)} disabled={out} onChange={onChange} />
      </div>
    </div>
  );
}
