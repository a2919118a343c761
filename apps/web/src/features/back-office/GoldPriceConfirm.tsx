import { useTranslation } from 'react-i18next';
import { GOLD_RATE_FAR_CHANGE_PERMILLE, type BoGoldPricePreview } from '@shop/contract';
import { Modal } from '../../components/ui/Modal.tsx';
import '../../components/ui/dialogs.css';
import './goods/gold-check.i18n.ts';

const dollars = (cents: number) => (cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });
/** A signed amount: "+HK$1,200", "−HK$300". */
const signed = (cents: number) => `${cents < 0 ? '−' : '+'}HK$${dollars(Math.abs(cents))}`;
const percent = (permille: number) => `${permille < 0 ? '−' : '+'}${(Math.abs(permille) / 10).toFixed(1)}%`;

/**
 * A gold price far from the last one (more than 5 %, decision 370), before it is recorded: each rate's
 * change and what it does to the goods priced by weight — how many are re-priced, by how much in all and
 * the smallest and largest change of one. Recording it then sends the confirmation the API asks for.
 * A question that must be answered with its buttons, in the app's one modal (decision 430).
 */
export function GoldPriceConfirm({
  preview,
  busy,
  onConfirm,
  onBack,
}: {
  preview: BoGoldPricePreview;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('boGoldCheck');
  const line = (c: BoGoldPricePreview['changes'][number]) =>
    t('farChange', { metal: t(`metal_${c.metal}`), from: dollars(c.fromCents), to: dollars(c.toCents), change: percent(c.permille) });
  return (
    <Modal className="ui-dialog-mask" role="alertdialog" aria-labelledby="bo-gold-far-title" closeOnMask={false} onClose={onBack} data-testid="bo-gold-far">
      <section className="bo-warning bo-warning--dialog">
        <h2 id="bo-gold-far-title">{t('farTitle', { pct: GOLD_RATE_FAR_CHANGE_PERMILLE / 10 })}</h2>
        <ul>
          {preview.changes.map((c) => (
            <li key={c.metal} data-testid={`bo-gold-far-${c.metal}`}>
              {c.far ? <strong>{line(c)}</strong> : line(c)}
            </li>
          ))}
        </ul>
        <p data-testid="bo-gold-far-effect">
          {preview.changed
            ? t('effect', {
                skus: preview.skus,
                changed: preview.changed,
                total: signed(preview.totalDelta),
                min: signed(preview.minDelta ?? 0),
                max: signed(preview.maxDelta ?? 0),
              })
            : t('noEffect')}
        </p>
        <div className="bo-form__actions">
          <button type="button" className="bo-button" disabled={busy} onClick={onConfirm} data-testid="bo-gold-far-confirm">
            {t('farConfirm')}
          </button>
          <button type="button" className="bo-button bo-button--ghost" onClick={onBack} data-testid="bo-gold-far-back">
            {t('farBack')}
          </button>
        </div>
      </section>
    </Modal>
  );
}
