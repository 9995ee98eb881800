import { FormattedMessage } from 'react-intl';
import { Link } from '@congress/router';
import styled from 'styled-components';

const StyledStatus = styled.section`
  max-width: 640px;
  margin: 64px auto;
  padding: 0 24px;
  text-align: center;
  h1 {
    font-size: 2rem;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

function StatusPage({ titleId, textId }: { titleId: string; textId: string }) {
  return (
    <StyledStatus>
      <h1>
        <FormattedMessage id={titleId} />
      </h1>
      <p>
        <FormattedMessage id={textId} />
      </p>
      <Link to="/home">
        <FormattedMessage id="page.backHome" />
      </Link>
    </StyledStatus>
  );
}

export const NotFoundPage = () => <StatusPage titleId="page.notFound.title" textId="page.notFound.text" />;
export const BlockPage = () => <StatusPage titleId="page.block.title" textId="page.block.text" />;
