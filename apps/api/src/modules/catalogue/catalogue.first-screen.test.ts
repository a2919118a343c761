import { describe, expect, it } from 'vitest';
import { DEFAULT_AMOUNT_FORMAT, type Goods } from '@shop/contract';
import { categoryFirstScreen, productFirstScreen } from './catalogue.first-screen.ts';

const site = { siteName: 'Jade & <Co>', logo: '/media/demo/logo-v1.svg', amountFormat: DEFAULT_AMOUNT_FORMAT, currencySymbol: 'HK$' };
const hostile = '"><img src=x onerror=alert(1)>';
const goods = {
  id: 7,
  img: '/media/catalogue/ring.svg',
  imgList: ['/media/catalogue/ring.svg', '/media/catalogue/ring-2.svg'],
  brand: hostile,
  nameTraditional: `戒指${hostile}`,
  nameSimple: '戒指',
  nameEng: 'Ring',
  titleTraditional: hostile,
  titleSimple: '',
  titleEng: '',
  skuMinPrice: 1_900_000,
  skuMaxPrice: 2_000_000,
  price: 1_900_000,
  originalPrice: 2_100_000,
  skuList: [{ id: 70, price: 1_950_050, originalPrice: 2_100_000 }],
  goodsAttributesList: [{ attributesType: 'COLOR', goodsAttributesSelections: [{ id: 1, colorNumber: 'red;background:url(x)' }, { id: 2, colorNumber: '#fff' }] }],
  tagParameterDTOS: [{ id: 1, code: 'new', fontColor: '#fff"', bgColor: '#000', nameTraditional: hostile, nameSimple: '', nameEng: '' }],
} as unknown as Goods;

describe('catalogue first screen', () => {
  it('escapes every text and attribute it writes', () => {
    const category = { id: 1, parentId: null, titleTraditional: hostile, titleSimple: '', titleEng: '', img: null, childrenList: [] };
    const html = [
      categoryFirstScreen({ items: [goods], total: 1, totalIsEstimate: false, category, categoryPath: [category], labels: goods.tagParameterDTOS } as never, hostile, 'zh_HK', site, 'new'),
      productFirstScreen({ goods, categoryPath: [category], related: [] }, 'zh_HK', site),
    ].join('');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('onerror=alert(1)>');
    // Colours go into style attributes: only colours, never more declarations.
    expect(html).not.toContain('url(x)');
    expect(html).toContain('style="color:inherit;background:#000"');
    expect(html).toContain('<span class="product-card__swatch" style="background:#ccc"></span>');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Jade &amp; &lt;Co&gt;');
  });

  it('shows prices as the app formats them, the first sku on the product page', () => {
    expect(categoryFirstScreen({ items: [goods], total: 1, category: null, categoryPath: [], labels: [] } as never, 'Rings', 'en', site, undefined)).toContain(
      '<span class="product-card__now">HK$19,000.00</span><s class="product-card__was">HK$21,000.00</s>',
    );
    expect(productFirstScreen({ goods, categoryPath: [], related: [] }, 'en', site)).toContain('<span class="product__now">HK$19,500.50</span>');
  });
});
