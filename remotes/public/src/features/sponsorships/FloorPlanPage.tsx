import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { SPONSOR_COLOURS, SPONSORSHIP_TIERS, type SponsorGrade } from '@congress/domain';
import { Page } from '@congress/components';
import { StyledProse, StyledScroll, StyledTable } from '../../components/styles';

interface Booth {
  id: string;
  grade: SponsorGrade;
  x: number;
  y: number;
  w: number;
  h: number;
}

const row = (
  prefix: string,
  grade: SponsorGrade,
  count: number,
  x: number,
  y: number,
  w: number,
  h: number,
  gap: number,
  vertical = false,
): Booth[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${prefix}${i + 1}`,
    grade,
    x: vertical ? x : x + i * (w + gap),
    y: vertical ? y + i * (h + gap) : y,
    w,
    h,
  }));

/** Exhibition hall in front of the main lecture hall: bigger booths nearer the doors (drawn here, no file to load). */
export const BOOTHS: Booth[] = [
  ...row('D', 'DIAMOND', 2, 330, 110, 160, 90, 20),
  ...row('P', 'PLATINUM', 3, 280, 240, 130, 70, 15),
  ...row('G', 'GOLD', 4, 40, 110, 110, 70, 14, true),
  ...row('S', 'SILVER', 4, 850, 110, 110, 70, 14, true),
  ...row('B', 'BRONZE', 6, 200, 350, 90, 60, 12),
  ...row('N', 'GARNET', 8, 40, 460, 70, 50, 10),
];

const StyledSvg = styled.svg`
  display: block;
  width: 100%;
  min-width: 640px;
  height: auto;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font-family: inherit;
`;

const StyledSwatch = styled.span<{ $colour: string }>`
  display: inline-block;
  width: 14px;
  height: 14px;
  margin-right: 8px;
  border-radius: 3px;
  vertical-align: -2px;
  background: ${({ $colour }) => $colour};
`;

/** /sponsorships/floorPlan: the exhibition floor plan, booths coloured by grade, with a text legend. */
export default function FloorPlanPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Page titleId="nav.sponsorships.floorPlan">
      <StyledProse>
        <p>
          <FormattedMessage id="floorPlan.intro" />
        </p>
      </StyledProse>
      {/* Wider than a phone: the keyboard must reach the region to scroll it (axe scrollable-region-focusable). */}
      <StyledScroll tabIndex={0} role="region" aria-label={t('floorPlan.region')}>
        <StyledSvg viewBox="0 0 1000 640" role="img" aria-labelledby="floor-title floor-desc">
          <title id="floor-title">{t('floorPlan.svgTitle')}</title>
          <desc id="floor-desc">{t('floorPlan.svgDesc')}</desc>
          <rect
            x="10"
            y="10"
            width="980"
            height="620"
            fill="#f6f7fb"
            stroke="#1d2a4d"
            strokeWidth="3"
            rx="6"
          />
          {/* Main lecture hall doors along the top wall. */}
          <rect x="200" y="10" width="600" height="60" fill="#1d2a4d" />
          <text x="500" y="47" textAnchor="middle" fill="#fff" fontSize="20">
            {t('floorPlan.lectureHall')}
          </text>
          {BOOTHS.map((b) => (
            <g key={b.id}>
              <rect
                x={b.x}
                y={b.y}
                width={b.w}
                height={b.h}
                rx="4"
                fill={SPONSOR_COLOURS[b.grade]}
                stroke="#1f2430"
                strokeWidth="1.5"
              />
              <text
                x={b.x + b.w / 2}
                y={b.y + b.h / 2 + 6}
                textAnchor="middle"
                fontSize="17"
                fontWeight="700"
                fill={b.grade === 'GARNET' || b.grade === 'BRONZE' ? '#fff' : '#1f2430'}
              >
                {b.id}
              </text>
            </g>
          ))}
          {/* Coffee break lounge and poster zone. */}
          <rect x="850" y="460" width="130" height="110" fill="#e8f3ea" stroke="#2e7d32" rx="6" />
          <text x="915" y="520" textAnchor="middle" fontSize="15" fill="#1f2430">
            {t('floorPlan.lounge')}
          </text>
          <rect x="300" y="540" width="240" height="40" fill="#fde7f0" stroke="#d6246e" rx="4" />
          <text x="420" y="566" textAnchor="middle" fontSize="15" fill="#1f2430">
            {t('floorPlan.registration')}
          </text>
          {/* Entrance in the bottom wall. */}
          <rect x="580" y="620" width="160" height="12" fill="#fff" />
          <text x="660" y="608" textAnchor="middle" fontSize="15" fill="#1d2a4d">
            ▲ {t('floorPlan.entrance')}
          </text>
        </StyledSvg>
      </StyledScroll>
      <StyledTable>
        <caption>
          <FormattedMessage id="floorPlan.legend" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="sponsor.grade" />
            </th>
            <th scope="col">
              <FormattedMessage id="floorPlan.booths" />
            </th>
            <th scope="col">
              <FormattedMessage id="floorPlan.size" />
            </th>
          </tr>
        </thead>
        <tbody>
          {SPONSORSHIP_TIERS.map((grade) => {
            const booths = BOOTHS.filter((b) => b.grade === grade);
            return (
              <tr key={grade}>
                <td>
                  <StyledSwatch $colour={SPONSOR_COLOURS[grade] ?? '#888'} aria-hidden="true" />
                  <FormattedMessage id={`sponsor.grade.${grade}`} />
                </td>
                <td>{booths.map((b) => b.id).join(', ')}</td>
                <td>
                  <FormattedMessage id={`floorPlan.size.${grade}`} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </StyledTable>
      <p>
        <FormattedMessage id="floorPlan.note" />
      </p>
    </Page>
  );
}
