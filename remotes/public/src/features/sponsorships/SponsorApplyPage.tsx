import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { SPONSOR_COLOURS, SPONSOR_GRADES, SPONSOR_PRICES, type SponsorGrade } from '@congress/domain';
import { Page } from '@congress/ui';
import { StyledProse, StyledTable } from '../../components/styles';

const StyledSwatch = styled.span<{ $colour: string }>`
  display: inline-block;
  width: 14px;
  height: 14px;
  margin-right: 8px;
  border-radius: 50%;
  vertical-align: -2px;
  background: ${({ $colour }) => $colour};
`;

const isAd = (grade: SponsorGrade) => grade.startsWith('AD_');

function GradeTable({ grades, captionId }: { grades: SponsorGrade[]; captionId: string }) {
  const intl = useIntl();
  return (
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
        </tr>
      </thead>
      <tbody>
        {grades.map((grade) => (
          <tr key={grade}>
            <td>
              {SPONSOR_COLOURS[grade] && (
                <StyledSwatch $colour={SPONSOR_COLOURS[grade] as string} aria-hidden="true" />
              )}
              <FormattedMessage id={`sponsor.grade.${grade}`} />
            </td>
            <td className="number">{intl.formatNumber(SPONSOR_PRICES[grade])}</td>
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}

export default function SponsorApplyPage() {
  return (
    <Page titleId="nav.sponsorships.apply">
      <StyledProse>
        <p>
          <FormattedMessage id="sponsor.intro" />
        </p>
      </StyledProse>
      <GradeTable grades={SPONSOR_GRADES.filter((g) => !isAd(g))} captionId="sponsor.sponsorships" />
      <GradeTable grades={SPONSOR_GRADES.filter(isAd)} captionId="sponsor.advertisements" />
    </Page>
  );
}
