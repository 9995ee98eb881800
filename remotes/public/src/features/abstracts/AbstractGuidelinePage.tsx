import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ABSTRACT_TOPICS } from '@congress/domain';
import { Page } from '@congress/components';
import { StyledProse } from '../../components/styles';

const StyledTopics = styled.ol`
  columns: 2;
  column-gap: 32px;
  @media (max-width: 748px) {
    columns: 1;
  }
`;

export default function AbstractGuidelinePage() {
  return (
    <Page titleId="nav.abstracts.guideline">
      <StyledProse>
        <p>
          <FormattedMessage id="guideline.intro" />
        </p>
        <p>
          <FormattedMessage id="guideline.structure" />
        </p>
        <h2>
          <FormattedMessage id="guideline.preference" />
        </h2>
        <p>
          <FormattedMessage id="guideline.oral" /> · <FormattedMessage id="guideline.poster" />
        </p>
        <h2>
          <FormattedMessage id="guideline.topics" />
        </h2>
      </StyledProse>
      <StyledTopics>
        {ABSTRACT_TOPICS.map((topic) => (
          <li key={topic}>
            <FormattedMessage id={`topic.${topic}`} />
          </li>
        ))}
      </StyledTopics>
    </Page>
  );
}
