import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_AREA_FIRST, STAFF_FIELD_MAX, type CounterMember } from '@shop/contract';
import { errorMessage } from '../../lib/errors.ts';
import { useMemberLookup } from './api/member-info-enquiry.ts';
import { PhoneAreaOptions } from './PhoneAreaOptions.tsx';
import './strings.ts';

/** The search box of the F&B screens: member number, phone number, or a scanner typing a member QR code. */
export function MemberSearch({ initial, onSearch }: { initial: string; onSearch: (query: string, phoneAreaCode: string) => void }) {
  const { t } = useTranslation('staff');
  const [text, setText] = useState(initial);
  const [area, setArea] = useState<string>(PHONE_AREA_FIRST[0]);
  useEffect(() => setText(initial), [initial]);
  function submit(e: FormEvent) {
    e.preventDefault();
    if (text.trim()) onSearch(text.trim(), area);
  }
  return (
    <form className="staff-form staff-search" role="search" onSubmit={submit}>
      <label className="staff-field staff-search__area">
        <span>{t('phoneArea')}</span>
        <select value={area} onChange={(e) => setArea(e.target.value)}>
          <PhoneAreaOptions />
        </select>
      </label>
      <label className="staff-field staff-search__text">
        <span>{t('searchLabel')}</span>
        <input
          name="memberQuery"
          autoComplete="off"
          spellCheck={false}
          autoFocus
          placeholder={t('searchPlaceholder')}
          maxLength={STAFF_FIELD_MAX.ENQUIRY}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <button type="submit" className="staff-button staff-search__button">
        {t('search')}
      </button>
    </form>
  );
}

/** The found member: name, number, masked phone and, large, the points balance. */
export function MemberCard({ member, children }: { member: CounterMember; children?: React.ReactNode }) {
  const { t } = useTranslation('staff');
  return (
    <section className="staff-card member-card" aria-label={t('member')} data-testid="member-card">
      <div className="member-card__who">
        <p className="member-card__name">{member.name}</p>
        <dl className="staff-facts">
          <dt>{t('memberNo')}</dt>
          <dd data-testid="member-no">{member.memberNo}</dd>
          <dt>{t('phoneMasked')}</dt>
          <dd>{member.phoneMasked}</dd>
          <dt>{t('level')}</dt>
          <dd>{member.level}</dd>
        </dl>
      </div>
      <div className="member-card__balance">
        <p className="member-card__label">{t('balance')}</p>
        <p className="member-card__points" data-testid="member-balance">
          {member.totalBonus.toLocaleString('en')}
        </p>
      </div>
      {children ? <div className="member-card__actions">{children}</div> : null}
    </section>
  );
}

/** Runs a lookup and shows the member, or the reason none was found. */
export function MemberLookupResult({ query, area, children }: { query: string; area: string; children?: (m: CounterMember) => React.ReactNode }) {
  const { t } = useTranslation('staff');
  const lookup = useMemberLookup(query, area);
  if (!query) return null;
  if (lookup.isPending)
    return (
      <p className="staff-hint" aria-busy="true">
        {t('common:loading')}
      </p>
    );
  if (lookup.isError) {
    return (
      <p className="staff-error" role="alert">
        {errorMessage(lookup.error, t)}
      </p>
    );
  }
  return <MemberCard member={lookup.data.member}>{children?.(lookup.data.member)}</MemberCard>;
}
