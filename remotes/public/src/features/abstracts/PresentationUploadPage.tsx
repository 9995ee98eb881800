import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useLocation } from '@congress/router';
import { KOREA_DATE_TIME, type UploadUse } from '@congress/domain';
import { errorCodeOf } from '@congress/graphql';
import { useSession } from '@congress/ui';
import { FileUploadField, Page, StyledNotice, type UploadedFileInfo } from '@congress/components';
import {
  useCreateMySpeakerMutation,
  useMySpeakerFilesQuery,
  useUpdateMySpeakerMutation,
  type MySpeakerFragment,
} from './generated/graphql';
import { AcceptedAbstracts } from './AcceptedAbstracts';
import { sizeText, StyledDeadline, StyledSlot, StyledSlots } from './uploadStyles';

/** The speaker record's file slots, each with the upload use the API requires for it. */
const SLOTS: readonly {
  slot: 'file_presentation' | 'file_lecture' | 'file_cv' | 'file_photo';
  use: UploadUse;
}[] = [
  { slot: 'file_presentation', use: 'presentation' },
  { slot: 'file_lecture', use: 'speakerLecture' },
  { slot: 'file_cv', use: 'speakerCv' },
  { slot: 'file_photo', use: 'speakerPhoto' },
];

function SpeakerFiles({ speaker, deadline }: { speaker: MySpeakerFragment | null; deadline: string | null }) {
  const intl = useIntl();
  const [create] = useCreateMySpeakerMutation({
    refetchQueries: ['MySpeakerFiles'],
    awaitRefetchQueries: true,
  });
  const [update] = useUpdateMySpeakerMutation();
  const closed = Boolean(deadline && new Date(deadline).getTime() < Date.now());

  const attach = async (slot: (typeof SLOTS)[number]['slot'], files: UploadedFileInfo[]) => {
    const input = { [slot]: files[0]!.id };
    if (speaker) await update({ variables: { id: speaker.id, input } });
    else await create({ variables: { input } });
  };

  return (
    <>
      {deadline && (
        <StyledDeadline>
          <FormattedMessage
            id={closed ? 'speakerUpload.closed' : 'speakerUpload.deadline'}
            values={{
              deadline: intl.formatDate(deadline, KOREA_DATE_TIME),
            }}
          />
        </StyledDeadline>
      )}
      <StyledSlots>
        {SLOTS.map(({ slot, use }) => {
          const file = speaker?.[slot];
          return (
            <StyledSlot key={slot} aria-labelledby={`slot-${slot}`}>
              <h3 id={`slot-${slot}`}>
                <FormattedMessage id={`speakerUpload.${slot}`} />
              </h3>
              <p className="current">
                {file ? (
                  <>
                    <FormattedMessage id="speakerUpload.current" />{' '}
                    <a href={file.url} download={file.name}>
                      {file.name}
                    </a>
                    {sizeText(file.size)}
                  </>
                ) : (
                  <FormattedMessage id="speakerUpload.none" />
                )}
              </p>
              {!closed && (
                <FileUploadField
                  use={use}
                  // Four pickers on one page: each names its slot (one shared name told them apart by nothing).
                  label={
                    <FormattedMessage
                      id={file ? 'speakerUpload.replace' : 'speakerUpload.choose'}
                      values={{ what: intl.formatMessage({ id: `speakerUpload.${slot}` }) }}
                    />
                  }
                  onUploaded={(files) => attach(slot, files)}
                />
              )}
            </StyledSlot>
          );
        })}
      </StyledSlots>
    </>
  );
}

function InvitedSpeakerUpload({ userId }: { userId: string }) {
  // Own record only (an organiser who is also invited would otherwise get everyone's).
  const { data, loading, error } = useMySpeakerFilesQuery({
    variables: { userId },
    fetchPolicy: 'network-only',
  });
  if (loading && !data)
    return (
      <p role="status">
        <FormattedMessage id="speakerUpload.loading" />
      </p>
    );
  if (error && errorCodeOf(error) === 'NOT_PERMITTED') return <NotInvited />;
  if (error || !data)
    return (
      <StyledNotice role="alert">
        <FormattedMessage id="speakerUpload.loadError" />
      </StyledNotice>
    );
  return <SpeakerFiles speaker={data.speakers[0] ?? null} deadline={data.speakerUploadDeadline ?? null} />;
}

function NotInvited() {
  return (
    <StyledNotice>
      <FormattedMessage id="speakerUpload.notInvited" />
    </StyledNotice>
  );
}

const StyledPart = styled.section`
  margin-top: 28px;
  > h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
  }
`;

/**
 * /abstracts/presentation_upload (spec §2, §6): presenters of accepted abstracts upload the
 * presentation of each of them, and invited speakers (the speaker-only upload) their presentation,
 * lecture file, CV and photo; both replaceable until their deadlines. Visitors are asked to log in;
 * a member who is not invited is told why the speaker part holds no upload field.
 */
export default function PresentationUploadPage() {
  const { token, user } = useSession();
  const { pathname } = useLocation();
  let body;
  if (!token)
    body = (
      <StyledNotice>
        <FormattedMessage
          id="speakerUpload.login"
          values={{
            link: (text) => (
              <Link to="/auth/login" state={{ from: pathname }}>
                {text}
              </Link>
            ),
          }}
        />
      </StyledNotice>
    );
  else if (!user) body = null;
  else
    body = (
      <>
        <StyledPart aria-labelledby="part-presenters">
          <h2 id="part-presenters">
            <FormattedMessage id="presenterUpload.heading" />
          </h2>
          <AcceptedAbstracts />
        </StyledPart>
        <StyledPart aria-labelledby="part-speakers">
          <h2 id="part-speakers">
            <FormattedMessage id="speakerUpload.heading" />
          </h2>
          <p>
            <FormattedMessage id="speakerUpload.intro" />
          </p>
          {user.invited ? <InvitedSpeakerUpload userId={user.id} /> : <NotInvited />}
        </StyledPart>
      </>
    );
  return (
    <Page titleId="nav.abstracts.presentationUpload">
      <p>
        <FormattedMessage
          id="presentationUpload.intro"
          values={{
            link: (text) => <Link to="/abstracts/presentation_guideline">{text}</Link>,
          }}
        />
      </p>
      {body}
    </Page>
  );
}
