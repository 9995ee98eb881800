import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  ADVERTISEMENT_GRADES,
  SPONSOR_COLOURS,
  SPONSORSHIP_TIERS,
  sponsorPrice,
  type SponsorGrade,
} from '@congress/domain';
import { Link } from '@congress/router';
import { Page } from '@congress/components';
import { StyledProse, StyledScroll, StyledTable } from '../../components/styles';

const StyledSwatch = styled.span<{ $colour: string }>`
  display: inline-block;
  width: 14px;
  height: 14px;
  margin-right: 8px;
  border-radius: 50%;
  vertical-align: -2px;
  background: ${({ $colour }) => $colour};
`;

/** Tier names (one word) stay beside their colour; the longer advertisement names may wrap. */
const StyledGradeCell = styled.th<{ $nowrap: boolean }>`
  white-space: ${({ $nowrap }) => ($nowrap ? 'nowrap' : 'normal')};
`;

const StyledSteps = styled.ol`
  max-width: 820px;
  padding-left: 1.4em;
  li {
    margin-bottom: 8px;
  }
`;

const StyledCta = styled(Link)`
  display: inline-block;
  margin: 8px 0 24px;
  padding: 12px 24px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 500;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;

function GradeTable({ grades, captionId }: { grades: readonly SponsorGrade[]; captionId: string }) {
  const intl = useIntl();
  return (
    <StyledScroll>
      <StyledTable>
        <caption>
          <FormattedMessage id={captionId} />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="sponsor.grade" />
            </th>
            <th scope="col" className="number">
              <FormattedMessage id="sponsor.price" />
            </th>
            <th scope="col">
              <FormattedMessage id="sponsor.benefits" />
            </th>
          </tr>
        </thead>
        <tbody>
          {grades.map((grade) => (
            <tr key={grade}>
              <StyledGradeCell scope="row" $nowrap={Boolean(SPONSOR_COLOURS[grade])}>
                {SPONSOR_COLOURS[grade] && (
                  <StyledSwatch $colour={SPONSOR_COLOURS[grade] as string} aria-hidden="true" />
                )}
                <FormattedMessage id={`sponsor.grade.${grade}`} />
              </StyledGradeCell>
              <td className="number">{intl.formatNumber(sponsorPrice(grade))}</td>
              <td>
                <FormattedMessage id={`sponsor.benefits.${grade}`} />
              </td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
}

/** /sponsorships/sponsor_apply: how to apply, the grades with prices (spec §9) and benefits. */
export default function SponsorApplyPage() {
  return (
    <Page titleId="nav.sponsorships.apply">
      <StyledProse>
        <p>
          <FormattedMessage id="sponsor.intro" />
        </p>
        <p>
          <FormattedMessage id="sponsor.facts" />
        </p>
      </StyledProse>
      <GradeTable grades={SPONSORSHIP_TIERS} captionId="sponsor.sponsorships" />
      <GradeTable grades={ADVERTISEMENT_GRADES} captionId="sponsor.advertisements" />
      <p>
        <FormattedMessage id="sponsor.vat" />
      </p>
      <h2>
        <FormattedMessage id="sponsor.howTo" />
      </h2>
      <StyledSteps>
        {[1, 2, 3, 4].map((n) => (
          <li key={n}>
            <FormattedMessage id={`sponsor.step${n}`} />
          </li>
        ))}
      </StyledSteps>
      <StyledCta to="/sponsorships/sponsorForm">
        <FormattedMessage id="sponsor.applyNow" />
      </StyledCta>
      <h2>
        <FormattedMessage id="sponsor.contactTitle" />
      </h2>
      <StyledProse>
        <p>
          <FormattedMessage id="sponsor.contact" />
        </p>
      </StyledProse>
    </Page>
  );
}
