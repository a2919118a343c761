import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/links.tsx';
import { IMAGE, pickText, type CategoryNode, wireText } from '@shop/contract';
import { catalogueQueries } from '../../lib/catalogue.ts';
import { Img } from '../../components/ui/Img.tsx';
import { currentLangOf } from '../lang.ts';
import type { BlockRendererProps } from '../types.ts';
import '../featured-products/featured-products.css';
import '../featured-products/strings.ts';

/** Entries into categories with their live names (categoryList), linking to each category's list. */
export function CategoryEntriesBlock({ props }: BlockRendererProps<'categoryEntries'>) {
  const { t, i18n } = useTranslation('productBlocks');
  const lang = currentLangOf(i18n.language);
  const query = useQuery(catalogueQueries.categories());
  const byId = new Map<number, CategoryNode>();
  const walk = (list: CategoryNode[]) => list.forEach((c) => (byId.set(c.id, c), walk(c.childrenList)));
  walk(query.data ?? []);
  const entries = props.categoryIds.length ? props.categoryIds.flatMap((id) => byId.get(id) ?? []) : (query.data ?? []);
  const title = pickText(props.title, lang);
  return (
    <section className="category-entries container" aria-label={title || t('categories')}>
      {title && <h2 className="category-entries__title">{title}</h2>}
      <ul className="category-entries__list" style={{ minHeight: query.data ? undefined : 400 }}>
        {entries.map((c) => (
          <li key={c.id}>
            <Link to={`/onlineProductCategory?categoryId=${c.id}`} className="category-entries__link">
              {c.img && (
                <Img
                  src={c.img}
                  width={IMAGE.COMMON_SMALL}
                  widths={[IMAGE.COMMON_SMALL, IMAGE.PHONE_GRID_CELL, IMAGE.COMMON_BIG]}
                  sizes="(min-width: 767px) 25vw, calc(50vw - 22px)"
                  alt=""
                  aspect={1}
                  className="category-entries__img"
                />
              )}
              <span className="category-entries__name">{wireText(c, 'title', lang)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
