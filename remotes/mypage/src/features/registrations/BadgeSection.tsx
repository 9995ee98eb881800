import { FormattedMessage, useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { tokenState, useDialogs } from '@congress/ui';
import { StyledButton } from '@congress/components';
import type { MyBadgeQuery } from '../../generated/graphql';
import { downloadPdf } from './downloadPdf';

const StyledBadge = styled.section`
  .card {
    display: flex;
    flex-wrap: wrap;
    gap: 16px 24px;
    align-items: center;
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: #fff;
    max-width: 560px;
  }
  .card img {
    width: 220px;
    height: 220px;
    max-width: 100%;
  }
  .name {
    font-size: 1.5rem;
    font-weight: 700;
    margin: 0 0 4px;
    overflow-wrap: anywhere;
  }
  .card p {
    margin: 0 0 4px;
  }
`;

/**
 * The member's badge (issue 26 §1): its QR code to show at the desk from the phone, and the badge
 * as PDF. Only a paid or free registration has one.
 */
export function BadgeSection({ badge }: { badge: MyBadgeQuery['myBadge'] | null }) {
  const intl = useIntl();
  const token = useAtomValue(tokenState);
  const { showError } = useDialogs();
  if (!badge) return null;
  return (
    <StyledBadge aria-labelledby="my-badge" data-testid="my-badge">
      <h2 id="my-badge">
        <FormattedMessage id="registration.badge" />
      </h2>
      <p>
        <FormattedMessage id="registration.badgeQrHint" />
      </p>
      <div className="card">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(badge.qrSvg)}`}
          alt={intl.formatMessage({ id: 'registration.badgeQr' }, { number: badge.registrationId })}
        />
        <div>
          <p className="name">{badge.name}</p>
          <p>{badge.affiliation}</p>
          <p>{intl.locale === 'ko' ? badge.categoryKo : badge.categoryEn}</p>
          <p>
            <FormattedMessage id="registration.badgeNumber" values={{ number: badge.registrationId }} />
          </p>
        </div>
      </div>
      <p>
        <StyledButton
          type="button"
          $variant="secondary"
          onClick={() =>
            downloadPdf(`/badges/${badge.registrationId}.pdf?layout=LABEL`, token, 'badge.pdf').catch(
              (error: { code?: string }) => showError(`error.${error.code ?? 'INTERNAL'}`),
            )
          }
        >
          <FormattedMessage id="registration.badgeDownload" />
        </StyledButton>
      </p>
    </StyledBadge>
  );
}
