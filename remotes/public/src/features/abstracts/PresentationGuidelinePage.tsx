import { FormattedMessage, useIntl } from 'react-intl';
import { KOREA_DATE_TIME } from '@congress/domain';
import { Link } from '@congress/router';
import { Page, megabytesOf, typesOf } from '@congress/components';
import { StyledProse } from '../../components/styles';
import {
  PresentationUploadDeadlineDocument,
  type PresentationUploadDeadlineQuery,
  type PresentationUploadDeadlineQueryVariables,
} from './generated/graphql';
import { usePageQuery } from '@congress/ui';

/**
 * /abstracts/presentation_guideline: how presentations are given, and where presenters of
 * accepted abstracts upload theirs (/abstracts/presentation_upload), in what format and until when.
 */
export default function PresentationGuidelinePage() {
  const intl = useIntl();
  const { data } = usePageQuery<PresentationUploadDeadlineQuery, PresentationUploadDeadlineQueryVariables>(
    PresentationUploadDeadlineDocument,
  );
  const deadline = data?.presentationUploadDeadline;
  return (
    <Page titleId="nav.abstracts.presentationGuideline">
      <StyledProse>
        <p>
          <FormattedMessage id="presentation.p1" />
        </p>
        <h2>
          <FormattedMessage id="presentationGuideline.uploadHeading" />
        </h2>
        <p>
          <FormattedMessage
            id="presentationGuideline.upload"
            values={{
              link: (text) => <Link to="/abstracts/presentation_upload">{text}</Link>,
              types: typesOf('abstractPresentation'),
              size: megabytesOf('abstractPresentation'),
            }}
          />
        </p>
        {data && (
          <p>
            {deadline ? (
              <FormattedMessage
                id="presentationGuideline.deadline"
                values={{
                  deadline: intl.formatDate(deadline, KOREA_DATE_TIME),
                }}
              />
            ) : (
              <FormattedMessage id="presentationGuideline.noDeadline" />
            )}
          </p>
        )}
        <p>
          <FormattedMessage id="presentationGuideline.speakers" />
        </p>
      </StyledProse>
    </Page>
  );
}
