import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { SPONSOR_COLOURS, SPONSORSHIP_TIERS } from '@congress/domain';
import { media, usePageQuery } from '@congress/ui';
import { Page, StyledNotice } from '@congress/components';
import {
  PublicSponsorsDocument,
  type PublicSponsorsQuery,
  type PublicSponsorsQueryVariables,
} from './generated/graphql';

const StyledTier = styled.section<{ $colour: string }>`
  margin: 0 0 28px;
  h2 {
    display: flex;
    align-items: center;
    gap: 10px;
    margin: 0 0 12px;
    padding: 8px 14px;
    font-size: 1.15rem;
    color: #1f2430;
    background: ${({ $colour }) => `${$colour}33`};
    border-left: 8px solid ${({ $colour }) => $colour};
    border-radius: 4px;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: 18px 14px;
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-top: 4px solid ${({ $colour }) => $colour};
    border-radius: ${({ theme }) => theme.radius};
    text-align: center;
    font-weight: 500;
  }
  li span {
    display: block;
    margin-top: 4px;
    font-weight: 400;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${media.mobile} {
    ul {
      grid-template-columns: 1fr 1fr;
    }
  }
`;

/** /sponsorships/sponsor: confirmed sponsors by grade, in the tier colours (spec §9). */
export default function SponsorsPage() {
  const intl = useIntl();
  const { data, loading, error } = usePageQuery<PublicSponsorsQuery, PublicSponsorsQueryVariables>(
    PublicSponsorsDocument,
  );
  const sponsors = data?.publicSponsors ?? [];
  const korean = intl.locale === 'ko';
  return (
    <Page titleId="nav.sponsorships.sponsor">
      <p>
        <FormattedMessage id="sponsors.intro" />
      </p>
      {error && !data && (
        <StyledNotice role="alert">
          <FormattedMessage id="error.NETWORK" />
        </StyledNotice>
      )}
      {!loading && data && sponsors.length === 0 && (
        <StyledNotice>
          <FormattedMessage id="sponsors.none" />
        </StyledNotice>
      )}
      {SPONSORSHIP_TIERS.map((tier) => {
        const inTier = sponsors.filter((s) => s.grade === tier);
        if (!inTier.length) return null;
        return (
          <StyledTier key={tier} $colour={SPONSOR_COLOURS[tier] ?? '#888'} aria-labelledby={`tier-${tier}`}>
            <h2 id={`tier-${tier}`}>
              <FormattedMessage id={`sponsor.grade.${tier}`} />
            </h2>
            <ul>
              {inTier.map((s) => {
                const name = korean && s.companyName_kr ? s.companyName_kr : s.companyName_en;
                const other = korean && s.companyName_kr ? s.companyName_en : s.companyName_kr;
                return (
                  <li key={s.id}>
                    {s.homepage_en ? (
                      <a href={s.homepage_en} target="_blank" rel="noopener noreferrer nofollow">
                        {name}
                      </a>
                    ) : (
                      name
                    )}
                    {other && <span lang={korean ? 'en' : 'ko'}>{other}</span>}
                  </li>
                );
              })}
            </ul>
          </StyledTier>
        );
      })}
    </Page>
  );
}
