import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Page, StyledNotice } from '@congress/components';
import { usePageQuery } from '@congress/ui';
import {
  PrivacyPolicyDocument,
  type PrivacyPolicyQuery,
  type PrivacyPolicyQueryVariables,
} from './generated/graphql';

const StyledPolicy = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.7;
`;

/**
 * /privacy: the privacy policy (개인정보 처리방침, PIPA Art. 30) as organisers last published it,
 * in the language shown; rendered on the server (a new version raises the public content version).
 */
export default function PrivacyPolicyPage() {
  const intl = useIntl();
  const { data, error } = usePageQuery<PrivacyPolicyQuery, PrivacyPolicyQueryVariables>(
    PrivacyPolicyDocument,
  );
  const policy = data?.privacyPolicy;
  return (
    <Page titleId="nav.privacy">
      {error && !data && (
        <StyledNotice role="alert">
          <FormattedMessage id="error.NETWORK" />
        </StyledNotice>
      )}
      {policy && (
        <>
          <StyledPolicy>{intl.locale === 'ko' ? policy.body_ko : policy.body_en}</StyledPolicy>
          <p>
            <FormattedMessage
              id="privacy.version"
              values={{
                version: policy.version,
                date: intl.formatDate(policy.created_at, { dateStyle: 'long', timeZone: 'Asia/Seoul' }),
              }}
            />
          </p>
        </>
      )}
    </Page>
  );
}
