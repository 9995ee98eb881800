import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

const WIDTH = 640;
const HEIGHT = 400;

const StyledFigure = styled.figure`
  margin: 0 0 24px;
  svg {
    display: block;
    max-width: 100%;
    height: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    background: #f4f1ea;
  }
  figcaption {
    margin-top: 8px;
    font-size: 0.95rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  text {
    font-family: inherit;
  }
`;

/**
 * The area around BEXCO, drawn here so it works offline and without a map service: roads, the
 * subway station, the river, the sea and Haeundae beach (not to scale). The svg has its size set, so
 * the page keeps its place while it loads; the caption under it is its text alternative
 * (the svg itself is named by its title).
 */
export default function VenueMap() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `venueInfo.map.${id}` });
  const titleId = useId();
  return (
    <StyledFigure>
      <svg
        width={WIDTH}
        height={HEIGHT}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{intl.formatMessage({ id: 'venueInfo.mapTitle' })}</title>
        {/* Sea and beach */}
        <path d="M0 340 C 160 325 260 345 380 330 S 560 300 640 305 L 640 400 L 0 400 Z" fill="#bcd9ef" />
        <path d="M500 312 C 540 300 590 296 636 300 L 636 312 C 590 308 540 312 500 324 Z" fill="#f2dc9b" />
        <text x="560" y="292" textAnchor="middle" fontSize="14" fill="#1d2a4d" fontWeight="600">
          {t('beach')}
        </text>
        <text x="300" y="378" textAnchor="middle" fontSize="14" fill="#3d6d96" fontStyle="italic">
          {t('sea')}
        </text>
        {/* Suyeong river, flowing south into the sea */}
        <path
          d="M95 0 C 110 90 100 170 125 250 S 150 320 150 345"
          fill="none"
          stroke="#bcd9ef"
          strokeWidth="26"
        />
        <text x="74" y="140" fontSize="13" fill="#3d6d96" fontStyle="italic" transform="rotate(-82 74 140)">
          {t('river')}
        </text>
        {/* Roads */}
        <g stroke="#ffffff" strokeLinecap="round">
          <path d="M190 0 L 200 330" strokeWidth="14" />
          <path d="M120 262 L 640 262" strokeWidth="14" />
          <path d="M410 40 L 410 262" strokeWidth="10" />
        </g>
        <g stroke="#c9c2b4" strokeLinecap="round" fill="none">
          <path d="M190 0 L 200 330" strokeWidth="1" />
          <path d="M120 262 L 640 262" strokeWidth="1" />
        </g>
        <text x="182" y="60" fontSize="13" fill="#5d6475" transform="rotate(-87 182 60)" textAnchor="end">
          {t('suyeongRo')}
        </text>
        <text x="470" y="252" fontSize="13" fill="#5d6475">
          {t('haeundaeRo')}
        </text>
        <text x="422" y="70" fontSize="13" fill="#5d6475" transform="rotate(90 422 70)">
          {t('apecRo')}
        </text>
        {/* Subway line 2 under Haeundae-ro */}
        <path d="M120 272 L 640 272" stroke="#33a23d" strokeWidth="4" strokeDasharray="10 6" />
        <text x="600" y="290" fontSize="12" fill="#2a7f31" textAnchor="end">
          {t('line2')}
        </text>
        {/* BEXCO */}
        <rect x="230" y="110" width="160" height="120" rx="6" fill="#d6246e" />
        <text x="310" y="176" textAnchor="middle" fontSize="20" fontWeight="700" fill="#ffffff">
          {t('bexco')}
        </text>
        {/* Centum City station */}
        <circle cx="240" cy="272" r="11" fill="#ffffff" stroke="#33a23d" strokeWidth="4" />
        <text x="252" y="300" fontSize="14" fontWeight="600" fill="#1d2a4d">
          {t('station')}
        </text>
        {/* North arrow */}
        <g transform="translate(600 50)">
          <path d="M0 -26 L 10 10 L 0 4 L -10 10 Z" fill="#1d2a4d" />
          <text y="28" textAnchor="middle" fontSize="13" fontWeight="700" fill="#1d2a4d">
            {t('north')}
          </text>
        </g>
      </svg>
      <figcaption>{intl.formatMessage({ id: 'venueInfo.mapText' })}</figcaption>
    </StyledFigure>
  );
}
