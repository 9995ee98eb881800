import { useEffect } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { Page, StyledButton, StyledNotice } from '@congress/components';
import { useLocation, useNavigate } from '@congress/router';
import { usePaymentResultQuery, usePaymentWindowQuery } from '../../generated/graphql';
import { VirtualAccountDetails } from './VirtualAccountDetails';

const payIdOf = (search: string) => new URLSearchParams(search).get('payId') ?? '';

/** /payment/:payId: opens the gateway's payment window in this window (call type S, mobile too). */
export function PaymentPage() {
  const { pathname } = useLocation();
  const payId = pathname.split('/')[2] ?? '';
  const { data } = usePaymentWindowQuery({
    variables: { id: payId },
    fetchPolicy: 'network-only',
    skip: !payId,
  });
  const pay = data?.pay;
  const open = pay && pay.pay_status === 'REQUESTED' && !pay.urlExpired && pay.pay_url;
  useEffect(() => {
    // KG: open pay_url by location, never by a form submit.
    if (open) window.location.assign(pay.pay_url as string);
  }, [open, pay?.pay_url]);
  return (
    <Page titleId="nav.payment.payment">
      <StyledNotice>
        <FormattedMessage id={!data ? 'payment.loading' : open ? 'payment.opening' : 'payment.expired'} />
      </StyledNotice>
    </Page>
  );
}

function BackToRegistration() {
  const navigate = useNavigate();
  return (
    <StyledButton type="button" onClick={() => navigate('/mypage/my_registration')}>
      <FormattedMessage id="payment.backToRegistration" />
    </StyledButton>
  );
}

export function SuccessPage() {
  const { search } = useLocation();
  const payId = payIdOf(search);
  const { data } = usePaymentResultQuery({
    variables: { id: payId },
    fetchPolicy: 'network-only',
    skip: !payId,
  });
  const pay = data?.pay;
  // A virtual account: the account was issued; the money comes with the deposit.
  const account = pay?.cash_code === 'VA' && pay.pay_status === 'REQUESTED' && pay.va_account_no;
  const notice =
    pay?.pay_status === 'PAID'
      ? 'payment.success'
      : account
        ? pay.urlExpired
          ? 'payment.va.expired'
          : 'payment.va.issued'
        : 'payment.pending';
  return (
    <Page titleId="nav.payment.success">
      <StyledNotice role="status">
        <FormattedMessage id={notice} />
      </StyledNotice>
      {account && !pay.urlExpired && <VirtualAccountDetails pay={pay} />}
      {pay && !account && (
        <p>
          <FormattedNumber value={pay.total} /> KRW · TID {pay.tid}
        </p>
      )}
      <BackToRegistration />
    </Page>
  );
}

export function FailedPage() {
  return (
    <Page titleId="nav.payment.failed">
      <StyledNotice role="alert">
        <FormattedMessage id="payment.failedText" />
      </StyledNotice>
      <BackToRegistration />
    </Page>
  );
}

export function WindowClosePage() {
  return (
    <Page titleId="nav.payment.windowClose">
      <StyledNotice>
        <FormattedMessage id="payment.windowClosedText" />
      </StyledNotice>
      <BackToRegistration />
    </Page>
  );
}
