import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/links.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bonusAdjust, MEMBER_QR_PREFIX, PHONE_AREA_FIRST, POINTS_DEDUCT_MAX, STAFF_FIELD_MAX, type CallRequest, type CallResponse } from '@shop/contract';
import { ApiError } from '../../lib/api-client.ts';
import { Form, useForm } from '../../lib/use-form.tsx';
import { staffProblem, StaffFormError } from './staff-form.tsx';
import { dialogs } from '../../components/ui/dialogs.tsx';
import { useBonusAdjust } from './api/bonus-adjust.ts';
import { memberLookupsKey, useMemberLookup } from './api/member-info-enquiry.ts';
import { MemberLookupResult, MemberSearch } from './MemberSearch.tsx';
import { StaffPage, useStaffTitle } from './staff-page.tsx';
import './strings.ts';

const QUERY = '/cateringDepartment/queryMemberPoint';
const DEDUCT = '/cateringDepartment/deductPoint';
const SCORE_INSUFFICIENT = 140006;

/** /cateringDepartment (role 4): the two jobs of the F&B counter. */
export function CateringHomePage() {
  const { t } = useTranslation('staff');
  return (
    <StaffPage title={t('fbTitle')} intro={t('fbIntro')}>
      <nav className="staff-tiles" aria-label={t('fbTitle')}>
        <Link className="staff-tile" to={QUERY}>
          <span className="staff-tile__title">{t('queryTile')}</span>
          <span className="staff-tile__text">{t('queryTileText')}</span>
        </Link>
        <Link className="staff-tile staff-tile--gold" to={DEDUCT}>
          <span className="staff-tile__title">{t('deductTile')}</span>
          <span className="staff-tile__text">{t('deductTileText')}</span>
        </Link>
      </nav>
    </StaffPage>
  );
}

/** The search text lives in the address (?q=, ?area=), so Back and reload keep the result. */
function useSearchState(param: string) {
  const [params, setParams] = useSearchParams();
  const query = params.get(param) ?? '';
  const area = params.get('area') ?? PHONE_AREA_FIRST[0];
  const search = (q: string, a: string) => setParams({ [param]: q, area: a });
  return { query, area, search, clear: () => setParams({}) };
}

/** A catering screen's heading, with the way back to the catering desk. */
function CateringHead({ title }: { title: string }) {
  const { t } = useTranslation('staff');
  return (
    <header className="staff-page__head">
      <Link className="staff-back" to="/cateringDepartment">
        {t('backToFb')}
      </Link>
      <h1>{title}</h1>
    </header>
  );
}

/** /cateringDepartment/queryMemberPoint (role 4). */
export function QueryMemberPointPage() {
  const { t } = useTranslation('staff');
  useStaffTitle(t('queryTitle'));
  const { query, area, search } = useSearchState('q');
  return (
    <div className="staff-page">
      <CateringHead title={t('queryTitle')} />
      <section className="staff-card">
        <MemberSearch initial={query} onSearch={search} />
      </section>
      <MemberLookupResult query={query} area={area}>
        {(m) => (
          <Link className="staff-button staff-button--gold" to={`${DEDUCT}?memberNo=${encodeURIComponent(m.memberNo)}`}>
            {t('deductForMember')}
          </Link>
        )}
      </MemberLookupResult>
    </div>
  );
}

/** /cateringDepartment/deductPoint (role 4): find the member, then deduct for one bill. */
export function DeductPointPage() {
  const { t } = useTranslation('staff');
  useStaffTitle(t('deductTitle'));
  const { query, area, search, clear } = useSearchState('memberNo');
  const [done, setDone] = useState<CallResponse<typeof bonusAdjust> | null>(null);
  return (
    <div className="staff-page">
      <CateringHead title={t('deductTitle')} />
      {done ? (
        <section className="staff-card staff-success" role="status" data-testid="deduct-done">
          <h2>{t('deducted', { points: done.deducted.toLocaleString('en') })}</h2>
          {done.replayed ? <p className="staff-warning">{t('replayed')}</p> : null}
          <p className="staff-success__label">{t('newBalance')}</p>
          <p className="staff-success__big" data-testid="new-balance">
            {done.totalBonus.toLocaleString('en')}
          </p>
          <p className="staff-hint">
            {t('memberNo')}: {done.memberNo}
          </p>
          <button
            type="button"
            className="staff-button staff-button--wide"
            onClick={() => {
              setDone(null);
              clear();
            }}
          >
            {t('nextBill')}
          </button>
        </section>
      ) : (
        <>
          {!query ? (
            <section className="staff-card">
              <p className="staff-hint">{t('findMemberFirst')}</p>
              <MemberSearch initial="" onSearch={search} />
            </section>
          ) : null}
          <MemberLookupResult query={query} area={area}>
            {() => (
              <button type="button" className="staff-button staff-button--ghost" onClick={clear}>
                {t('changeMember')}
              </button>
            )}
          </MemberLookupResult>
          {query ? <DeductForm query={query} area={area} onDone={setDone} /> : null}
        </>
      )}
    </div>
  );
}

function DeductForm({ query, area, onDone }: { query: string; area: string; onDone: (r: CallResponse<typeof bonusAdjust>) => void }) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const adjust = useBonusAdjust();
  // The member's signed QR proves the member is here (issue 38): scanned to find the member, or scanned now.
  const scanned = query.startsWith(`${MEMBER_QR_PREFIX}.`);
  const member = useMemberLookup(query, area).data?.member;
  const form = useForm({
    schema: bonusAdjust.request,
    initial: { billNo: '', amount: '', points: '', remark: '', qr: '' },
    request: (v) => ({
      memberNo: member?.memberNo ?? '',
      memberQr: scanned ? query : v.qr.trim(),
      points: Number(v.points),
      transactionKey: v.billNo.trim(),
      remark: v.remark.trim(),
      ...(v.amount.trim() ? { billAmount: Math.round(Number(v.amount) * 100) } : {}),
    }),
    // A code typed by hand must be a member's QR, not the member number again.
    check: (v, found) => (!found.memberQr && !scanned && !v.qr.trim().startsWith(`${MEMBER_QR_PREFIX}.`) ? { memberQr: 'memberQrHint' } : {}),
    send: async (input: CallRequest<typeof bonusAdjust>) => {
      const ok = await dialogs.confirm(t('deductConfirm', { name: member!.name, memberNo: member!.memberNo, points: input.points.toLocaleString('en') }), {
        confirmText: t('submitDeduct'),
      });
      return ok ? adjust.mutateAsync(input) : null;
    },
    done: async (result) => {
      if (!result) return;
      await queryClient.invalidateQueries({ queryKey: memberLookupsKey });
      onDone(result);
    },
    failed: (err) => {
      if (err instanceof ApiError && err.errorCode === SCORE_INSUFFICIENT) void queryClient.invalidateQueries({ queryKey: memberLookupsKey });
    },
    t,
  });
  const { values: v, set } = form;
  const labels: Record<string, string> = { transactionKey: 'billNo', points: 'pointsToDeduct', billAmount: 'billAmount', remark: 'remark' };
  const insufficient = form.failure instanceof ApiError && form.failure.errorCode === SCORE_INSUFFICIENT ? form.failure : null;
  const problem = insufficient
    ? { field: null, message: `${insufficient.message} — ${t('notEnough', { balance: member?.totalBonus.toLocaleString('en') ?? '' })}` }
    : staffProblem(form, t, labels, (path, key) =>
        path === 'memberNo'
          ? t('findMemberFirst')
          : path === 'memberQr'
            ? t('memberQrHint')
            : key === 'err_required'
              ? undefined
              : t('invalidField', { field: t(labels[path] ?? path) }),
      );

  return (
    <section className="staff-card" aria-labelledby="deduct-form-title">
      <h2 id="deduct-form-title" className="visually-hidden">
        {t('deductTitle')}
      </h2>
      <Form form={form} className="staff-form staff-form--grid">
        {scanned ? null : (
          <label className="staff-field staff-form__wide">
            <span>{t('memberQr')} *</span>
            <input
              name="memberQr"
              autoComplete="off"
              spellCheck={false}
              maxLength={STAFF_FIELD_MAX.QR_CONTENT}
              value={v.qr}
              onChange={(e) => set('qr')(e.target.value)}
              aria-describedby="member-qr-hint"
            />
            <small id="member-qr-hint" className="staff-hint">
              {t('memberQrHint')}
            </small>
          </label>
        )}
        <label className="staff-field">
          <span>{t('billNo')} *</span>
          <input
            name="billNo"
            autoComplete="off"
            spellCheck={false}
            maxLength={STAFF_FIELD_MAX.TRANSACTION_KEY}
            value={v.billNo}
            onChange={(e) => set('billNo')(e.target.value)}
            aria-describedby="bill-no-hint"
          />
        </label>
        <label className="staff-field">
          <span>{t('billAmount')}</span>
          <input name="billAmount" inputMode="decimal" autoComplete="off" value={v.amount} onChange={(e) => set('amount')(e.target.value)} />
        </label>
        <p id="bill-no-hint" className="staff-hint staff-form__wide">
          {t('billNoHint')}
        </p>
        <label className="staff-field">
          <span>{t('pointsToDeduct')} *</span>
          <input
            name="points"
            type="number"
            inputMode="numeric"
            min={1}
            max={POINTS_DEDUCT_MAX}
            step={1}
            value={v.points}
            onChange={(e) => set('points')(e.target.value)}
          />
        </label>
        <label className="staff-field">
          <span>{t('remark')}</span>
          <input name="remark" autoComplete="off" maxLength={STAFF_FIELD_MAX.REMARK} value={v.remark} onChange={(e) => set('remark')(e.target.value)} />
        </label>
        <StaffFormError problem={problem} wide testId="deduct-error" />
        <button type="submit" className="staff-button staff-button--gold staff-button--wide staff-form__wide" disabled={form.pending || !member}>
          {t('submitDeduct')}
        </button>
      </Form>
    </section>
  );
}
