import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

const StyledPoster = styled.section`
  min-height: 80vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: 48px 24px;
  text-align: center;
  color: #fff;
  background: radial-gradient(
    circle at 30% 20%,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.navy} 70%
  );
  h1 {
    margin: 0;
    font-size: clamp(3rem, 12vw, 7rem);
    letter-spacing: 0.04em;
  }
  p {
    margin: 8px 0;
    font-size: clamp(1.1rem, 3vw, 1.6rem);
  }
`;

/** The congress poster (spec §2 /pilot). */
export default function PilotPosterPage() {
  return (
    <StyledPoster>
      <h1>
        <FormattedMessage id="pilot.title" />
      </h1>
      <p>
        <FormattedMessage id="pilot.subtitle" />
      </p>
      <p>
        <FormattedMessage id="site.subtitle" />
      </p>
      <p>
        <FormattedMessage id="site.venue" /> · <FormattedMessage id="site.dates" />
      </p>
    </StyledPoster>
  );
}
