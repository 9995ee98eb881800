import { FormattedMessage } from 'react-intl';
import { Link } from '@congress/router';
import styled from 'styled-components';
import { media } from '@congress/ui';
import { StyledPage } from '@congress/components';
import { HomePopups } from './HomePopups';

const StyledHero = styled.section`
  padding: 72px 24px;
  color: #fff;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.navy} 0%,
    #3b2c6b 55%,
    ${({ theme }) => theme.colors.primary} 100%
  );
  text-align: center;
  h1 {
    margin: 0 auto 12px;
    max-width: 900px;
    font-size: 2.3rem;
    line-height: 1.25;
  }
  p {
    margin: 0;
    font-size: 1.15rem;
    opacity: 0.9;
  }
  ${media.mobile} {
    padding: 48px 16px;
    h1 {
      font-size: 1.6rem;
    }
  }
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 16px;
  margin: 0 0 40px;
  div {
    background: #fff;
    border-radius: 10px;
    padding: 20px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.2rem;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.navy};
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

// Six links: three columns on a wide screen, two on a tablet, one on a phone: never one alone.
const StyledLinks = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 12px;
  @media (max-width: 1023px) {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  a {
    display: block;
    padding: 16px;
    border-radius: 10px;
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-decoration: none;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.navy};
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const QUICK_LINKS = [
  ['/abstracts/abstract_guideline', 'nav.abstracts.guideline'],
  ['/registrations/registration_korean', 'nav.registrations.korean'],
  ['/registrations/registration_foreigner', 'nav.registrations.foreigner'],
  ['/informations/news_notices', 'nav.informations.newsNotices'],
  ['/informations/venue', 'nav.informations.venue'],
  ['/sponsorships/sponsor_apply', 'nav.sponsorships.apply'],
] as const;

export default function HomePage() {
  return (
    <>
      <HomePopups />
      <StyledHero>
        <h1>
          <FormattedMessage id="home.heroTitle" />
        </h1>
        <p>
          <FormattedMessage id="home.heroLead" />
        </p>
      </StyledHero>
      <StyledPage>
        <StyledFacts>
          <div>
            <dt>
              <FormattedMessage id="home.when" />
            </dt>
            <dd>
              <FormattedMessage id="site.dates" />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="home.where" />
            </dt>
            <dd>
              <FormattedMessage id="site.venue" />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="home.theme" />
            </dt>
            <dd>
              <FormattedMessage id="site.theme" />
            </dd>
          </div>
        </StyledFacts>
        <h2>
          <FormattedMessage id="home.quickLinks" />
        </h2>
        <StyledLinks>
          {QUICK_LINKS.map(([path, labelId]) => (
            <li key={path}>
              <Link to={path}>
                <FormattedMessage id={labelId} />
              </Link>
            </li>
          ))}
        </StyledLinks>
      </StyledPage>
    </>
  );
}
