import { FormattedMessage, useIntl } from 'react-intl';
import { abstractInputSchema } from '@congress/domain/validation';
import { useNavigate } from '@congress/router';
import { useDialogs, usePageQuery } from '@congress/ui';
import { Page, StyledNotice } from '@congress/components';
import { AbstractForm, newAbstractValues } from '@congress/components/abstract-form';
import {
  useCreateAbstractMutation,
  AbstractSubmissionPeriodDocument,
  type AbstractSubmissionPeriodQuery,
  type AbstractSubmissionPeriodQueryVariables,
} from './generated/graphql';

/** Abstract submission (spec §2, login required): the shared form, saved with createAbstract. */
export default function AbstractSubmissionPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { showSuccess } = useDialogs();
  const period = usePageQuery<AbstractSubmissionPeriodQuery, AbstractSubmissionPeriodQueryVariables>(
    AbstractSubmissionPeriodDocument,
  );
  const [createAbstract] = useCreateAbstractMutation();

  if (period.data && !period.data.abstractSubmissionPeriod.open) {
    return (
      <Page titleId="nav.abstracts.submission">
        <StyledNotice role="status">
          <FormattedMessage id="abstractForm.closed" />
        </StyledNotice>
      </Page>
    );
  }

  return (
    <Page titleId="nav.abstracts.submission">
      <AbstractForm
        initialValues={newAbstractValues()}
        submitLabelId="abstractForm.submit"
        save={async (input, imageIds) => {
          await createAbstract({
            // Typed by the shared schema (the form's values passed it already).
            variables: {
              input: { ...abstractInputSchema.parse(input), file_img: imageIds },
              locale: intl.locale,
            },
          });
          showSuccess('abstractForm.done');
          navigate('/mypage/my_abstract');
        }}
      />
    </Page>
  );
}
