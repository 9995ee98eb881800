import { FormattedMessage } from 'react-intl';
import { Page } from '@congress/components';
import { StyledProse } from './styles';

/** A page of translated paragraphs. */
export function TextPage({ titleId, paragraphIds }: { titleId: string; paragraphIds: string[] }) {
  return (
    <Page titleId={titleId}>
      <StyledProse>
        {paragraphIds.map((id) => (
          <p key={id}>
            <FormattedMessage id={id} />
          </p>
        ))}
      </StyledProse>
    </Page>
  );
}
