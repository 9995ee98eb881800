import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { KOREA_DATE_TIME } from '@congress/domain';
import { errorCodeOf } from '@congress/graphql';
import { FileUploadField, StyledNotice, type UploadedFileInfo } from '@congress/components';
import {
  useMyPresentationsQuery,
  useUpdateMyAbstractPresentationMutation,
  type PresenterAbstractFragment,
} from './generated/graphql';
import { sizeText, StyledDeadline, StyledSlot, StyledSlots } from './uploadStyles';

const seoulTime = (intl: ReturnType<typeof useIntl>, at: string) => intl.formatDate(at, KOREA_DATE_TIME);

/** One accepted abstract: its presentation, and a field to upload or replace it while allowed. */
function AbstractPresentation({ abstract }: { abstract: PresenterAbstractFragment }) {
  const intl = useIntl();
  // A refusal (deadline passed, status changed meanwhile) reloads the list, which then says so.
  const [update] = useUpdateMyAbstractPresentationMutation({ refetchQueries: ['MyPresentations'] });
  const [error, setError] = useState<string | null>(null);
  const file = abstract.file_presentation;
  const headingId = `abstract-${abstract.id}`;

  const attach = async (files: UploadedFileInfo[]) => {
    setError(null);
    try {
      await update({ variables: { id: abstract.id, file: files[0]!.id } });
    } catch (caught) {
      const code = errorCodeOf(caught);
      setError(
        intl.formatMessage({ id: code === 'NOT_PERMITTED' ? 'presenterUpload.refused' : `error.${code}` }),
      );
    }
  };

  return (
    <StyledSlot aria-labelledby={headingId}>
      <h3 id={headingId}>{abstract.title}</h3>
      <p className="meta">
        <FormattedMessage
          id="presenterUpload.meta"
          values={{
            id: abstract.id,
            preference: abstract.preference
              ? intl.formatMessage({ id: `abstractForm.preference.${abstract.preference}` })
              : '',
          }}
        />
      </p>
      <p className="current">
        {file ? (
          <>
            <FormattedMessage id="speakerUpload.current" />{' '}
            <a href={file.url} download={file.name}>
              {file.name}
            </a>
            {sizeText(file.size)}
            {abstract.presentation_uploaded_at && (
              <>
                {' · '}
                <FormattedMessage
                  id="presenterUpload.uploadedAt"
                  values={{ at: seoulTime(intl, abstract.presentation_uploaded_at) }}
                />
              </>
            )}
          </>
        ) : (
          <FormattedMessage id="speakerUpload.none" />
        )}
      </p>
      {abstract.presentationUploadable && (
        <FileUploadField
          use="abstractPresentation"
          label={
            <FormattedMessage
              id={file ? 'speakerUpload.replace' : 'speakerUpload.choose'}
              values={{ what: abstract.title }}
            />
          }
          onUploaded={attach}
        />
      )}
      {error && (
        <p className="save-error" role="alert">
          {error}
        </p>
      )}
    </StyledSlot>
  );
}

/**
 * The member's accepted abstracts, each with its presentation (Abstract.file_presentation),
 * uploaded or replaced until presentationUploadDeadline (Korea time).
 */
export function AcceptedAbstracts() {
  const intl = useIntl();
  const { data, loading, error } = useMyPresentationsQuery({ fetchPolicy: 'network-only' });
  if (loading && !data)
    return (
      <p role="status">
        <FormattedMessage id="presenterUpload.loading" />
      </p>
    );
  if (error || !data)
    return (
      <StyledNotice role="alert">
        <FormattedMessage id="presenterUpload.loadError" />
      </StyledNotice>
    );
  const accepted = data.my_abstract.filter((a) => a.status === 'ACCEPTED');
  if (!accepted.length)
    return (
      <StyledNotice>
        <FormattedMessage id="presenterUpload.noneAccepted" />
      </StyledNotice>
    );
  const deadline = data.presentationUploadDeadline ?? null;
  const closed = Boolean(deadline && new Date(deadline).getTime() < Date.now());
  return (
    <>
      <p>
        <FormattedMessage id="presenterUpload.intro" />
      </p>
      {deadline && (
        <StyledDeadline>
          <FormattedMessage
            id={closed ? 'presenterUpload.closed' : 'presenterUpload.deadline'}
            values={{ deadline: seoulTime(intl, deadline) }}
          />
        </StyledDeadline>
      )}
      <StyledSlots>
        {accepted.map((abstract) => (
          <AbstractPresentation key={abstract.id} abstract={abstract} />
        ))}
      </StyledSlots>
    </>
  );
}
