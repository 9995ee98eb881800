import { lazy, Suspense } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { PAY_STATUS_LABELS, PRICE_STATUS_LABELS, labelIn } from '@congress/domain/lists';
import { tierNameIn, type PayCashCode, type PayStatus, type RegistrationPriceStatus } from '@congress/domain';
import { Page, StyledButton, StyledNotice } from '@congress/components';
import { useNavigate } from '@congress/router';
import {
  useCreateMyRegistrationMutation,
  useMyBadgeQuery,
  useMyRegistrationQuery,
  useRequestPaymentMutation,
  useUpdateMyRegistrationMutation,
} from '../../generated/graphql';
import { PaymentMethodChoice } from '../payment/PaymentMethodChoice';
import { VirtualAccountDetails } from '../payment/VirtualAccountDetails';
import { ReceiptsSection } from './ReceiptsSection';
import { BadgeSection } from './BadgeSection';
import type { RegistrationValues } from './RegistrationForm';
import { RegistrationTabs } from './RegistrationTabs';

// The forms (and the validation library they bring) load when shown, not before the registration
// and its badge are readable: a member at the desk on a slow phone waits for the QR code only
// (issue 36).
const RegistrationForm = lazy(() =>
  import('./RegistrationForm').then((m) => ({ default: m.RegistrationForm })),
);
const ConfirmFirstNotice = lazy(() =>
  import('../confirmation/ConfirmFirstNotice').then((m) => ({ default: m.ConfirmFirstNotice })),
);
const RefundRequestSection = lazy(() =>
  import('./RefundRequestSection').then((m) => ({ default: m.RefundRequestSection })),
);
const VisaLetterSection = lazy(() =>
  import('./VisaLetterSection').then((m) => ({ default: m.VisaLetterSection })),
);

const blank = (
  givenName?: string | null,
  familyName?: string | null,
  korea?: boolean,
): RegistrationValues => ({
  category: korea === false ? 'ON_TIER1' : 'KM_TIER1',
  occupation: '',
  attend: 'OFFLINE',
  dinnerAttendance: false,
  accompanyingPerson: 0,
  vegetarian: false,
  dietaryNeeds: '',
  alergy: '',
  badgeGivenName: givenName ?? '',
  badgeFamilyName: familyName ?? '',
});

/**
 * My registration (spec §2): the form when there is none, else the registration with its
 * payment state, the pay button while unpaid, the receipt once paid, and edits before payment.
 */
export default function MyRegistrationPage({ edit = false }: { edit?: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data, refetch } = useMyRegistrationQuery({ fetchPolicy: 'network-only' });
  // Asked at once with the registration, not after it (the QR code is what the desk needs).
  const badge = useMyBadgeQuery({ fetchPolicy: 'cache-and-network' }).data?.myBadge ?? null;
  const [create] = useCreateMyRegistrationMutation();
  const [update] = useUpdateMyRegistrationMutation();
  const [requestPayment] = useRequestPaymentMutation();
  const me = data?.me;
  if (!me || !data) return null;
  const registration = me.registration_list;
  const korea = me.country ? me.country === 'KR' : undefined;

  if (!registration || (edit && registration.editable)) {
    if (!data.registrationWindow.open)
      return (
        <Page titleId="nav.mypage.myRegistration">
          <StyledNotice>
            <FormattedMessage id="registration.closed" />
          </StyledNotice>
        </Page>
      );
    // The API refuses an unconfirmed member (ADDRESS_UNCONFIRMED): say so before the form.
    if (!registration && !me.confirmed)
      return (
        <Page titleId="nav.mypage.myRegistration">
          <ConfirmFirstNotice email={me.email} onChanged={refetch} />
        </Page>
      );
    const initial = registration
      ? {
          ...blank(),
          ...registration,
          occupation: registration.occupation ?? '',
          dietaryNeeds: registration.dietaryNeeds ?? '',
          alergy: registration.alergy ?? '',
          badgeGivenName: registration.badgeGivenName ?? '',
          badgeFamilyName: registration.badgeFamilyName ?? '',
        }
      : blank(me.givenName, me.familyName, korea);
    return (
      <Page titleId={registration ? 'nav.mypage.registrationModify' : 'nav.mypage.myRegistration'}>
        <RegistrationTabs country={me.country} window={data.registrationWindow} />
        <RegistrationForm
          country={me.country}
          member={me}
          window={data.registrationWindow}
          initial={initial as RegistrationValues}
          submitId={registration ? 'registration.save' : 'registration.submit'}
          onSubmit={async (values) => {
            if (registration)
              await update({ variables: { id: registration.id, input: values, locale: intl.locale } });
            else await create({ variables: { input: values, locale: intl.locale } });
            await refetch();
            if (registration) navigate('/mypage/my_registration');
          }}
        />
      </Page>
    );
  }

  const status = registration.price_status as RegistrationPriceStatus;
  const pay = registration.pay;
  const pay_ = async (cashCode: PayCashCode) => {
    const result = await requestPayment({ variables: { registrationId: registration.id, cashCode } });
    if (result.data) navigate(`/payment/${result.data.createPayment.id}`);
  };
  // An issued virtual account waiting for its deposit (until its deadline).
  const openAccount =
    status === 'UNPAID' &&
    pay?.cash_code === 'VA' &&
    pay.pay_status === 'REQUESTED' &&
    !pay.urlExpired &&
    pay.va_account_no
      ? pay
      : null;
  return (
    <Page titleId="nav.mypage.myRegistration">
      <dl>
        <dt>
          <FormattedMessage id="registration.tier" />
        </dt>
        <dd data-testid="registration-tier">{tierNameIn(registration.category, intl.locale)}</dd>
        <dt>
          <FormattedMessage id="registration.badgeName" />
        </dt>
        <dd>{registration.badgeName}</dd>
        <dt>
          <FormattedMessage id="registration.total" />
        </dt>
        <dd>
          <FormattedNumber value={registration.fee.total} /> {registration.fee.currency}
        </dd>
        <dt>
          <FormattedMessage id="registration.status" />
        </dt>
        <dd data-testid="registration-status">{labelIn(PRICE_STATUS_LABELS[status], intl.locale)}</dd>
        {pay && (
          <>
            <dt>
              <FormattedMessage id="registration.payStatus" />
            </dt>
            <dd data-testid="pay-status">
              {labelIn(PAY_STATUS_LABELS[pay.pay_status as PayStatus], intl.locale)}
            </dd>
          </>
        )}
      </dl>
      <BadgeSection badge={badge} />
      {status === 'UNPAID' && registration.currency !== 'KRW' && (
        <StyledNotice data-testid="charge-notice">
          <FormattedMessage
            id="registration.chargedInKrw"
            values={{
              fee: `${intl.formatNumber(registration.fee.total)} ${registration.fee.currency}`,
              charge: `${intl.formatNumber(registration.charge.total)} KRW`,
              rate: `1 ${registration.fee.currency} = ${intl.formatNumber(registration.charge.krwPerUnit)} KRW`,
            }}
          />
        </StyledNotice>
      )}
      {status === 'UNPAID' && !me.confirmed && (
        <Suspense fallback={null}>
          <ConfirmFirstNotice email={me.email} onChanged={refetch} />
        </Suspense>
      )}
      {openAccount && <VirtualAccountDetails pay={openAccount} />}
      {status === 'UNPAID' && me.confirmed && (
        <PaymentMethodChoice currency={registration.currency} onPay={pay_} />
      )}
      {registration.editable && (
        <StyledButton type="button" onClick={() => navigate(`/mypage/registration_modify/${intl.locale}`)}>
          <FormattedMessage id="registration.modify" />
        </StyledButton>
      )}
      {pay && pay.pay_status === 'PAID' && (
        <section aria-label={intl.formatMessage({ id: 'registration.receipt' })}>
          <h2>
            <FormattedMessage id="registration.receipt" />
          </h2>
          <p>
            <FormattedMessage id="registration.receiptPaid" /> <FormattedNumber value={pay.total} /> KRW
            {registration.currency !== 'KRW' && (
              <>
                {' '}
                (<FormattedNumber value={Number(registration.price)} /> {registration.currency})
              </>
            )}
          </p>
          {pay.paid_at && (
            <p>
              <FormattedDate value={pay.paid_at} dateStyle="long" timeStyle="short" timeZone="Asia/Seoul" />
            </p>
          )}
          <p>
            TID {pay.tid}
            {pay.cn_appr_no ? ` · ${pay.cn_appr_no}` : ''}
          </p>
        </section>
      )}
      <ReceiptsSection receipts={registration.receipts} />
      <Suspense fallback={null}>
        {status === 'PAID' && pay && (
          <RefundRequestSection
            registrationId={registration.id}
            virtualAccount={pay.cash_code === 'VA'}
            onDone={refetch}
          />
        )}
        {/* Members from Korea need no visa (sign-up offers the letter overseas only). */}
        {me.country !== 'KR' && <VisaLetterSection />}
      </Suspense>
    </Page>
  );
}
