import { lazy, Suspense, useContext, useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/links.tsx';
import { IMAGE, IMAGE_SPECS, maxUnits, pickText, readId, skuAvailability, type Goods, type GoodsCard, type I18nText, wireText } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { price, selectSkuIndex, selectionSoldOut } from '../../lib/catalogue.ts';
import { currentLang } from '../../lib/i18n.ts';
import { errorMessage } from '../../lib/errors.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Img } from '../../components/ui/Img.tsx';
import { ImagePreviewDialog } from '../../components/ui/ImagePreviewDialog.tsx';
import { ProductGrid } from '../../components/ui/product-card/ProductCard.tsx';
import { ProductCardSlots } from '../../components/ui/product-card/product-card-slots.ts';
import { useGoodsMixData } from './api/get-goods-mix-data.ts';
import { useSkuStoreStock } from './api/get-sku-store-stock.ts';
import { useDocumentTitle } from './use-document-title.ts';
import './catalogue.css';
import { currentHref } from '../../lib/ssr-env.ts';
import { usePageNotFound, useRecordNotFound } from '../../lib/not-found.ts';
import { UnknownPage } from '../../components/ui/UnknownPage.tsx';
import './strings.ts';

// Only by-weight goods show it (issue 30): other products' pages do not load it, nor its strings and
// date formatting (decision 536). The server render waits for it; the browser hydrates it once loaded.
const WeightPriceBreakdown = lazy(() => import('./WeightPriceBreakdown.tsx').then((m) => ({ default: m.WeightPriceBreakdown })));

/** /product?id=: the product page (blocks §2 product detail). */
export function ProductScreen() {
  const { t } = useTranslation('catalogue');
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  const known = usePageNotFound();
  const query = useGoodsMixData(known ? undefined : id);
  // An unknown product is the unknown-page screen with 404 (issue 17), also when the server said so.
  const missing = id === undefined || (query.error instanceof ApiError && query.error.status === 404);
  useRecordNotFound(missing);
  if (known || missing) return <UnknownPage />;
  if (query.isError)
    return (
      <p className="catalogue__empty container" role="alert">
        {errorMessage(query.error, t)}
      </p>
    );
  if (!query.data)
    return (
      <div className="product container" aria-busy="true">
        <div className="product__skeleton" />
      </div>
    );
  return <ProductView key={query.data.goods.id} {...query.data} />;
}

function ProductView({
  goods,
  categoryPath,
  related,
}: {
  goods: Goods;
  categoryPath: { id: number; titleSimple: string; titleTraditional: string; titleEng: string }[];
  related: GoodsCard[];
}) {
  const { t } = useTranslation('catalogue');
  const data = useAppData();
  const lang = currentLang();
  // The chosen selection per attribute; none is chosen at first (no size preselected).
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const { Favourite, Purchase } = useContext(ProductCardSlots);
  const [preview, setPreview] = useState<number | null>(null);
  const [imageIndex, setImageIndex] = useState(0);
  const chosenIds = Object.values(chosen);
  const skuIndex = selectSkuIndex(goods, chosenIds);
  const sku = goods.skuList[skuIndex];
  const complete = goods.goodsAttributesList.every((a) => chosen[a.id] !== undefined);
  const name = wireText(goods, 'name', lang);
  const settings = data.app.spuDetailViewSettings as { brandSuffix?: I18nText };
  const onlineHome = data.app.pageList.find((p) => p.pageCode === data.app.appInfo.appProps.onlineHomePageCode);
  const pageTitle = onlineHome ? pickText(onlineHome.pageProps.title, lang) : '';
  useDocumentTitle(`${name}${pickText(settings.brandSuffix, lang)}${pageTitle ? ` - ${pageTitle}` : ''}`, wireText(goods, 'introduction', lang));

  const colourChosen = goods.goodsAttributesList.some((a) => a.attributesType === 'COLOR' && chosen[a.id] !== undefined);
  const images = [...new Set([...(colourChosen && sku ? [sku.img] : []), ...goods.imgList])].filter(Boolean);
  useEffect(() => setImageIndex(0), [sku?.img, colourChosen]);
  const mainImage = images[imageIndex] ?? goods.img;

  const choose = (attributeId: number, selectionId: number) =>
    setChosen((c) => {
      const next = { ...c };
      // Choosing the chosen option again deselects it (core §4): with nothing chosen, sku index 0.
      if (next[attributeId] === selectionId) delete next[attributeId];
      else next[attributeId] = selectionId;
      return next;
    });

  const onSale = goods.status === 'on' && sku?.status === 'on';
  const stock = sku?.storeStockQty ?? 0;
  // Where the chosen sku can be had, by the contract's one rule (decision 360): what this page offers,
  // checkout and the order accept — sold out online, it can still be picked up at a shop holding it.
  const shopStock = useSkuStoreStock(sku?.id ?? 0, !!sku);
  const stockList = shopStock.data?.storeStockList ?? [];
  const skuStock = {
    exists: !!sku,
    onSale,
    online: stock,
    shops: stockList.filter((s) => s.kind === 'physical').map((s) => ({ storeCode: s.storeCode, qty: s.stockQty })),
  };
  const availability = skuAvailability(skuStock, 1);
  const pickupOnly = availability.way === 'pickup';
  const pickupShops = pickupOnly ? stockList.filter((s) => availability.shops.includes(s.storeCode)) : [];
  const pickupQty = maxUnits(skuStock);
  return (
    <div className="product container">
      {categoryPath.length > 0 && (
        <nav className="breadcrumb" aria-label={t('breadcrumb')}>
          <ol>
            {categoryPath.map((c) => (
              <li key={c.id}>
                <Link to={`/onlineProductCategory?categoryId=${c.id}`}>{wireText(c, 'title', lang)}</Link>
              </li>
            ))}
            <li>
              <span aria-current="page">{name}</span>
            </li>
          </ol>
        </nav>
      )}
      <div className="product__main">
        <section className="product__gallery" aria-label={t('gallery')}>
          <button type="button" className="product__zoom" onClick={() => setPreview(imageIndex)} aria-label={t('zoom')} onMouseMove={moveLens}>
            <Img
              src={mainImage}
              // 500 on the page, 1500 in the zoom dialog (blocks §7); the served head preloads the same.
              spec={IMAGE_SPECS.productMain}
              alt={name}
              aspect={1}
              eager
              className="product__image"
            />
          </button>
          {images.length > 1 && (
            <ul className="product__thumbs">
              {images.map((src, i) => (
                <li key={src}>
                  <button type="button" aria-label={t('imageN', { n: i + 1 })} aria-pressed={i === imageIndex} onClick={() => setImageIndex(i)}>
                    <Img src={src} width={96} widths={[IMAGE.MIN_WIDTH]} sizes="72px" alt="" aspect={1} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="product__info" aria-label={t('details')}>
          {goods.brand && <p className="product__brand">{goods.brand}</p>}
          <div className="product__heading">
            <h1 className="product__name">{name}</h1>
            {Favourite && <Favourite spuId={goods.id} />}
          </div>
          <p className="product__title">{wireText(goods, 'title', lang)}</p>
          {goods.tagParameterDTOS.length > 0 && (
            <ul className="catalogue__chips">
              {goods.tagParameterDTOS.map((l) => (
                <li key={l.id}>
                  <Link
                    className="chip chip--label"
                    style={{ color: l.fontColor, background: l.bgColor }}
                    to={`/onlineProductCategory?tag=${encodeURIComponent(l.code)}`}
                  >
                    {wireText(l, 'name', lang)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <p className="product__price" data-testid="product-price">
            <span className="product__now">{price(sku?.price ?? goods.price, data)}</span>
            {sku && sku.originalPrice > sku.price && (
              <s className="product__was">
                <span className="visually-hidden">{t('originalPrice')}</span>
                {price(sku.originalPrice, data)}
              </s>
            )}
          </p>
          {sku?.weightPrice && (
            <Suspense fallback={null}>
              <WeightPriceBreakdown weight={sku.weightPrice} money={(cents) => price(cents, data)} />
            </Suspense>
          )}
          {goods.goodsAttributesList.map((a) => {
            const others = Object.entries(chosen)
              .filter(([attr]) => Number(attr) !== a.id)
              .map(([, sel]) => sel);
            return (
              <fieldset key={a.id} className="product__options">
                <legend>
                  {wireText(a, 'name', lang)}
                  {chosen[a.id] !== undefined && (
                    <span className="product__chosen">
                      :{' '}
                      {wireText(
                        a.goodsAttributesSelections.find((s) => s.id === chosen[a.id])!,
                        'name',
                        lang,
                      )}
                    </span>
                  )}
                </legend>
                <div className="product__choices">
                  {a.goodsAttributesSelections.map((s) => {
                    const out = selectionSoldOut(goods, s.id, others);
                    const label = wireText(s, 'name', lang);
                    return (
                      <button
                        key={s.id}
                        type="button"
                        className={`product__choice${a.attributesType === 'COLOR' ? ' product__choice--colour' : ''}${out ? ' product__choice--out' : ''}`}
                        aria-pressed={chosen[a.id] === s.id}
                        aria-label={out ? t('optionSoldOut', { option: label }) : label}
                        onClick={() => choose(a.id, s.id)}
                      >
                        {a.attributesType === 'COLOR' && (
                          <span className="product__swatch" style={{ background: s.colorNumber ?? '#ccc' }} aria-hidden="true" />
                        )}
                        <span aria-hidden="true">{label}</span>
                        {out && (
                          <span className="product__dash" aria-hidden="true">
                            —
                          </span>
                        )}
                      </button>
                    );
                  })}
                </div>
              </fieldset>
            );
          })}
          <dl className="product__facts">
            <dt>{t('itemNo')}</dt>
            <dd data-testid="sku-code">{sku?.skuCode ?? '—'}</dd>
            <dt>{t('stock')}</dt>
            <dd data-testid="sku-stock" className={onSale && (stock > 0 || pickupOnly) ? 'product__in' : 'product__out'}>
              {!onSale
                ? t('removedFromSale')
                : stock > 0
                  ? t('inStockN', { n: stock })
                  : pickupOnly
                    ? t('pickupOnlyAt', { shops: pickupShops.map((s) => wireText(s, 'storeName', lang)).join(t('listSeparator')) })
                    : t('soldOut')}
            </dd>
          </dl>
          {!complete && goods.goodsAttributesList.length > 0 && <p className="product__hint">{t('chooseOptions')}</p>}
          {Purchase && <Purchase goods={goods} sku={complete ? (sku ?? null) : null} complete={complete} pickupQty={onSale ? pickupQty : 0} />}
          {sku && <ShopsHolding skuId={sku.id} />}
          {goods.status === 'on' ? (
            <p className="product__viewing">
              <Link to={sku && complete ? `/bookViewing?sku=${sku.id}` : `/bookViewing?spu=${goods.id}`} data-testid="book-viewing">
                {t('bookViewing')}
              </Link>
            </p>
          ) : null}
          <p className="product__intro">{wireText(goods, 'introduction', lang)}</p>
          <Share name={name} image={goods.img} />
        </section>
      </div>
      {related.length > 0 && (
        <section className="product__related" aria-labelledby="related-heading">
          <h2 id="related-heading">{t('related')}</h2>
          <ProductGrid goods={related} />
        </section>
      )}
      {preview !== null && (
        <ImagePreviewDialog
          images={images}
          index={preview}
          onIndexChange={setPreview}
          onClose={() => setPreview(null)}
          alt={name}
          width={IMAGE.PRODUCT_LARGE}
        />
      )}
    </div>
  );
}

/** Follows the pointer so the hover zoom magnifies what is under it. */
function moveLens(e: MouseEvent<HTMLElement>) {
  const r = e.currentTarget.getBoundingClientRect();
  e.currentTarget.style.setProperty('--zx', `${((e.clientX - r.left) / r.width) * 100}%`);
  e.currentTarget.style.setProperty('--zy', `${((e.clientY - r.top) / r.height) * 100}%`);
}

/** Which shops hold the chosen sku (getSkuStoreStock). */
function ShopsHolding({ skuId }: { skuId: number }) {
  const { t } = useTranslation('catalogue');
  const lang = currentLang();
  const query = useSkuStoreStock(skuId);
  const holding = query.data?.storeStockList.filter((s) => s.stockQty > 0) ?? [];
  return (
    <section className="product__shops" aria-labelledby="shops-heading" aria-busy={query.isPending}>
      <h2 id="shops-heading">{t('shopsHolding')}</h2>
      {query.isError ? (
        <p>{errorMessage(query.error, t)}</p>
      ) : query.data && holding.length === 0 ? (
        <p data-testid="shops-none">{t('noShopHolds')}</p>
      ) : (
        <ul data-testid="shops-holding">
          {holding.map((s) => (
            <li key={s.storeCode}>
              <span>{wireText(s, 'storeName', lang)}</span>
              <span className="product__shop-qty">{t('qtyN', { count: s.stockQty })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Share to WhatsApp, Facebook and Weibo in a 16:9 window at least 375 px wide. */
function Share({ name, image }: { name: string; image: string }) {
  const { t } = useTranslation('catalogue');
  const url = currentHref();
  const pic = new URL(image, url).toString();
  const targets = [
    ['WhatsApp', `https://api.whatsapp.com/send?text=${encodeURIComponent(`${name} ${url}`)}`],
    ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`],
    ['Weibo', `https://service.weibo.com/share/share.php?url=${encodeURIComponent(url)}&title=${encodeURIComponent(name)}&pic=${encodeURIComponent(pic)}`],
  ] as const;
  const open = (e: MouseEvent<HTMLAnchorElement>, href: string) => {
    e.preventDefault();
    const w = Math.max(375, Math.round(window.innerWidth * 0.6));
    window.open(href, '_blank', `noopener,noreferrer,width=${w},height=${Math.round((w * 9) / 16)}`);
  };
  return (
    <div className="product__share">
      <span>{t('share')}</span>
      {targets.map(([label, href]) => (
        <a key={label} href={href} target="_blank" rel="noopener noreferrer" onClick={(e) => open(e, href)} className="product__share-link">
          {t('shareTo', { target: label })}
        </a>
      ))}
    </div>
  );
}
