import type { ReactNode } from 'react';
import { Form, type FormState } from '../../../lib/use-form.tsx';
import { Link } from '../../../lib/links.tsx';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors.ts';
import { Pager, SearchBox, type usePagedList } from '../list-tools.tsx';
import { SelectField, type Choice, type SelectFieldProps } from './fields.tsx';

/** The header's link: "new …" on a list (a button), "back" on a form (a ghost button). */
export interface HeadLink {
  to: string;
  label: ReactNode;
  testId?: string;
  ghost?: boolean;
}

/**
 * A back-office screen: its title (which names the region), the header's links, then the body.
 * With `form` the screen is one form (the record forms, `useForm`), otherwise a section.
 */
export function BoPage({
  id,
  title,
  links = [],
  form,
  testId,
  children,
}: {
  id: string;
  title: ReactNode;
  links?: HeadLink[];
  form?: Pick<FormState<unknown>, 'submit' | 'pending'>;
  testId?: string;
  children: ReactNode;
}) {
  const head = (
    <header className="bo-page__head">
      <h1 id={id}>{title}</h1>
      {links.length ? (
        <span className="bo-row__actions">
          {links.map((l) => (
            <Link key={l.to} to={l.to} className={l.ghost ? 'bo-button bo-button--ghost' : 'bo-button'} data-testid={l.testId}>
              {l.label}
            </Link>
          ))}
        </span>
      ) : null}
    </header>
  );
  return form ? (
    <Form form={form} className="bo-page bo-form" aria-labelledby={id} data-testid={testId}>
      {head}
      {children}
    </Form>
  ) : (
    <section className="bo-page" aria-labelledby={id} data-testid={testId}>
      {head}
      {children}
    </section>
  );
}

/** What a list screen reads of its query (react-query's result of a `list` call). */
export interface ListQuery<R> {
  data?: { list: R[]; total?: number; totalCapped?: boolean } | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
}

/**
 * The body of a list: the error, the rows (each screen draws its own `<li>`), "loading" until the first
 * answer and "nothing here" for an empty one, then the pager when the list is paged on the server.
 */
export function ListBody<R>({
  query,
  testId,
  className = 'bo-rows-list',
  pager,
  children,
}: {
  query: ListQuery<R>;
  testId: string;
  className?: string;
  pager?: { pageNo: number; pageSize: number; onPage: (n: number) => void };
  children: (row: R) => ReactNode;
}) {
  const { t } = useTranslation('backOffice');
  const { data } = query;
  return (
    <>
      {query.isError ? <p className="bo-error">{errorMessage(query.error, t)}</p> : null}
      <ul className={className} data-testid={testId} aria-busy={query.isFetching}>
        {(data?.list ?? []).map(children)}
      </ul>
      {data ? data.list.length === 0 ? <p className="bo-empty">{t('empty')}</p> : null : query.isError ? null : <p className="bo-empty">{t('loading')}</p>}
      {data && pager ? (
        <Pager {...pager} total={data.total ?? data.list.length} capped={data.totalCapped ?? false} full={data.list.length === pager.pageSize} />
      ) : null}
    </>
  );
}

/**
 * A list screen paged on the server: title and header links, an intro, the filters (the search box
 * first unless `search={false}`: the screen draws its own), what stands between them and the rows, then
 * the rows with the pager. `paged` is the screen's `usePagedList()`.
 */
export function BoListPage<R>({
  id,
  title,
  links,
  paged,
  search = true,
  intro,
  filters,
  beforeList,
  query,
  testId,
  listClassName,
  children,
}: {
  id: string;
  title: ReactNode;
  links?: HeadLink[];
  paged: ReturnType<typeof usePagedList>;
  search?: boolean;
  intro?: ReactNode;
  filters?: ReactNode;
  beforeList?: ReactNode;
  query: ListQuery<R>;
  testId: string;
  listClassName?: string;
  children: (row: R) => ReactNode;
}) {
  return (
    <BoPage id={id} title={title} {...(links ? { links } : {})}>
      {intro}
      <div className="bo-filters">
        {search ? <SearchBox value={paged.search} onChange={paged.setSearch} /> : null}
        {filters}
      </div>
      {beforeList}
      <ListBody
        query={query}
        testId={testId}
        {...(listClassName ? { className: listClassName } : {})}
        pager={{ pageNo: paged.pageNo, pageSize: paged.pageSize, onPage: paged.setPageNo }}
      >
        {children}
      </ListBody>
    </BoPage>
  );
}

/** A list's select filter: its state, its choices and its "all" choice (`blank`). */
export type ListFilter<V extends string | number = string | number> = Pick<SelectFieldProps<V>, 'label' | 'value' | 'choices' | 'blank' | 'testId'> & {
  set: (v: V) => void;
};

/** One entry of `FilterSelects`: label, state, setter, choices, the "all" choice; the value type held across them. */
export const listFilter = <V extends string | number>(
  label: ReactNode,
  value: V,
  set: (v: V) => void,
  choices: readonly Choice<V>[],
  blank?: ReactNode,
  testId?: string,
) => ({ label, value, set, choices, blank, testId }) as unknown as ListFilter;

/** A list page's select filters, in order; a change goes back to page 1 (`paged.resetting`, written once here). */
export function FilterSelects({ paged, filters }: { paged: Pick<ReturnType<typeof usePagedList>, 'resetting'>; filters: readonly ListFilter[] }) {
  return filters.map(({ set, ...f }, i) => <SelectField key={i} {...f} onChange={paged.resetting(set)} />);
}

/**
 * One row of a list: the title links to the record (the whole row is its target), a line of details,
 * and the row's own buttons beside it (`bo-row__actions`, above the row's link).
 */
export function BoRow({
  to,
  lead,
  title,
  detail,
  inactive = false,
  actions,
}: {
  to?: string;
  /** Before the title, above the row's link (the goods list's pick box). */
  lead?: ReactNode;
  title: ReactNode;
  detail?: ReactNode;
  inactive?: boolean;
  actions?: ReactNode;
}) {
  return (
    <li className={inactive ? 'bo-row bo-row--inactive' : 'bo-row'}>
      {lead ? <span className="bo-row__actions">{lead}</span> : null}
      {to ? (
        // A row's title is a record's name as the merchant typed it: data, not interface words.
        <Link to={to} className="bo-row__title bo-row__link" translate="no">
          {title}
        </Link>
      ) : (
        <strong className="bo-row__title" translate="no">
          {title}
        </strong>
      )}
      {detail ? <span className="bo-row__detail">{detail}</span> : null}
      {actions ? <span className="bo-row__actions">{actions}</span> : null}
    </li>
  );
}
