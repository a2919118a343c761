import { startTransition, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/links.tsx';
import { IMAGE_SPECS, type GoodsCard, wireText } from '@shop/contract';
import { useAppData } from '../../../lib/app-context.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { colourAttribute, price, productPath, selectSkuIndex } from '../../../lib/catalogue.ts';
import { Img } from '../Img.tsx';
import { ProductCardSlots } from './product-card-slots.ts';
import './product-card.css';
import './strings.ts';

/** Cards rendered at once: a first row on a desktop, two rows on a phone. */
const FIRST_CARDS = 4;

/**
 * A product in a grid: picture (300 / 500 wide), labels, name, price and original price, colour swatches
 * (card rules of core §4: a colour selects its sku, the selected colour again deselects and returns to
 * sku 0), and stock or "sold out" for the shop.
 */
export function ProductCard({ goods, eager = false, headingLevel = 3 }: { goods: GoodsCard; eager?: boolean; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('productCard');
  const data = useAppData();
  const lang = currentLang();
  const { Favourite } = useContext(ProductCardSlots);
  const [colourId, setColourId] = useState<number | null>(null);
  const index = selectSkuIndex(goods, colourId === null ? [] : [colourId]);
  const sku = goods.skuList[index];
  const colours = colourAttribute(goods)?.goodsAttributesSelections ?? [];
  const name = wireText(goods, 'name', lang);
  // Before a colour is chosen the card speaks for the whole product; after, for the chosen sku.
  const stock = colourId === null ? goods.storeStockQty : (sku?.storeStockQty ?? 0);
  const shownPrice = colourId === null ? goods.skuMinPrice : (sku?.price ?? goods.price);
  const original = colourId === null ? goods.originalPrice : (sku?.originalPrice ?? goods.originalPrice);
  const img = colourId === null ? goods.img : sku?.img || goods.img;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="product-card">
      <Link to={productPath(goods.id)} className="product-card__link">
        <div className="product-card__media">
          <Img
            src={img}
            // Shared with the server's preload of a category page's first card (decision 161).
            spec={IMAGE_SPECS.productCard}
            // The name is the link's text right below; repeating it as alt text only doubles it for screen readers.
            alt=""
            aspect={1}
            eager={eager}
            className="product-card__img"
          />
          {goods.tagParameterDTOS.length > 0 && (
            <ul className="product-card__labels" aria-label={t('labels')}>
              {goods.tagParameterDTOS.slice(0, 2).map((l) => (
                <li key={l.id} style={{ color: l.fontColor, background: l.bgColor }}>
                  {wireText(l, 'name', lang)}
                </li>
              ))}
            </ul>
          )}
        </div>
        <Heading className="product-card__name">{name}</Heading>
      </Link>
      <p className="product-card__price">
        <span className="product-card__now">
          {colourId === null && goods.skuMaxPrice > goods.skuMinPrice ? t('from', { price: price(shownPrice, data) }) : price(shownPrice, data)}
        </span>
        {original > shownPrice && (
          <s className="product-card__was">
            <span className="visually-hidden">{t('originalPrice')}</span>
            {price(original, data)}
          </s>
        )}
      </p>
      <div className="product-card__foot">
        {colours.length > 1 ? (
          <div className="product-card__swatches" role="group" aria-label={t('colour')}>
            {colours.map((c) => (
              <button
                key={c.id}
                type="button"
                className="product-card__swatch"
                style={{ background: c.colorNumber ?? '#ccc' }}
                aria-pressed={colourId === c.id}
                aria-label={wireText(c, 'name', lang)}
                title={wireText(c, 'name', lang)}
                onClick={() => setColourId(colourId === c.id ? null : c.id)}
              />
            ))}
          </div>
        ) : (
          <span />
        )}
        <span className={`product-card__stock${stock > 0 ? '' : ' product-card__stock--out'}`}>{stock > 0 ? t('inStock') : t('soldOut')}</span>
        {Favourite && <Favourite spuId={goods.id} />}
      </div>
    </article>
  );
}

/** Grid of cards: 4 per row above 960 px, else 2; the last row padded with empty cells. */
export function ProductGrid({ goods, eagerCount = 0, headingLevel = 3 }: { goods: GoodsCard[]; eagerCount?: number; headingLevel?: 2 | 3 }) {
  const fillers = (4 - (goods.length % 4)) % 4;
  // The first row renders with the data; the other cards follow in a transition, which React renders in
  // short slices, so a full page of cards never blocks a phone's main thread in one long task. Until
  // then each keeps a square of its place.
  const [allShown, setAllShown] = useState(goods.length <= FIRST_CARDS);
  useEffect(() => {
    if (!allShown) startTransition(() => setAllShown(true));
  }, [allShown]);
  return (
    <ul className="product-grid">
      {goods.map((g, i) => (
        <li key={g.id}>
          {allShown || i < FIRST_CARDS ? (
            <ProductCard goods={g} eager={i < eagerCount} headingLevel={headingLevel} />
          ) : (
            <div className="product-card__media product-card__pending" aria-hidden="true" />
          )}
        </li>
      ))}
      {Array.from({ length: fillers }, (_, i) => (
        <li key={`f${i}`} className="product-grid__filler" aria-hidden="true" />
      ))}
    </ul>
  );
}
