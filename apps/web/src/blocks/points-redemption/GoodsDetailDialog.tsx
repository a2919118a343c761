import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitPoints, type Lang, type PointsGoods, wireText } from '@shop/contract';
import { Img } from '../../components/ui/Img.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import '../../components/ui/dialogs.css';

/**
 * A club item's detail (blocks §2, §9): the shared dialog frame in the app's one modal (Escape, the mask
 * and the close button close it; focus starts on the close button), 50 % wide (75 % on phones).
 */
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
  /** The chosen number of a sku. */
  value: (skuId: number) => number;
  onChange: (skuId: number, n: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('pointsRedemption');
  // A good with several skus (sizes): the member chooses one; it opens on one already chosen, else the
  // first in stock.
  const [skuId, setSkuId] = useState(
    () => (goods.skuList.find((k) => value(k.id) > 0) ?? goods.skuList.find((k) => k.storeStockQty > 0) ?? goods.skuList[0]!).id,
  );
  const choiceName = useId();
  const sku = goods.skuList.find((k) => k.id === skuId) ?? goods.skuList[0]!;
  const name = wireText(goods, 'title', lang);
  const pts = unitPoints(sku, birthday);
  const out = sku.storeStockQty <= 0;
  const shops = sku.storeStockList.filter((s) => s.stockQty > 0).length;
  return (
    <Modal className="ui-dialog-mask" aria-label={name} onClose={onClose}>
      <div className="ui-dialog points-dialog">
        <button data-autofocus type="button" className="points-dialog__close" aria-label={t('close')} onClick={onClose}>
          ×
        </button>
        <Img src={goods.img} alt={name} width={500} className="points-dialog__img" />
        <h3 className="points-dialog__name">{name}</h3>
        <p className="points-card__points">
          <strong>{t('points', { n: pts.toLocaleString('en') })}</strong>
          {pts !== sku.point && <s className="points-card__normal">{t('points', { n: sku.point.toLocaleString('en') })}</s>}
          {sku.birthdayMonthPoints !== null && !birthday && (
            <span className="points-dialog__note">{t('birthdayPoints', { n: sku.birthdayMonthPoints.toLocaleString('en') })}</span>
          )}
        </p>
        {sku.price > 0 && <p className="points-card__cash">{t('cash', { amount: money(sku.price) })}</p>}
        {sku.originalPrice > 0 && <p className="points-dialog__worth">{t('worth', { amount: money(sku.originalPrice) })}</p>}
        {sku.limitNum !== null && <p className="points-dialog__note">{t('limit', { n: sku.limitNum })}</p>}
        <p className="points-dialog__note">{out ? t('outOfStock') : t('stockAt', { n: shops })}</p>
        <div
          className="points-dialog__detail"
          dangerouslySetInnerHTML={{ __html: wireText(goods, 'detail', lang) /* inert from the server, decision 160 */ }}
        />
        {goods.skuList.length > 1 && (
          <fieldset className="points-dialog__skus" data-testid="points-sku-choice">
            <legend>{t('chooseOption')}</legend>
            {goods.skuList.map((k) => (
              <label key={k.id} className="points-dialog__sku">
                <input type="radio" name={choiceName} value={k.id} checked={k.id === sku.id} onChange={() => setSkuId(k.id)} />
                <span>
                  {k.skuCode} · {t('points', { n: unitPoints(k, birthday).toLocaleString('en') })}
                  {k.storeStockQty <= 0 ? ` · ${t('outOfStock')}` : ''}
                  {value(k.id) > 0 ? ` · ${t('chosenNum', { n: value(k.id) })}` : ''}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <QuantityStepper
          name={goods.skuList.length > 1 ? `${name} ${sku.skuCode}` : name}
          value={value(sku.id)}
          max={Math.min(sku.storeStockQty, sku.limitNum ?? 99, 99)}
          disabled={out}
          onChange={(n) => onChange(sku.id, n)}
        />
      </div>
    </Modal>
  );
}
