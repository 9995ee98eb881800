import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useLocation } from '@congress/router';
import type { UploadUse } from '@congress/domain';
import { errorCodeOf } from '@congress/graphql';
import { FileUploadField, Page, StyledNotice, useSession, type UploadedFileInfo } from '@congress/ui';
import {
  useCreateMySpeakerMutation,
  useMySpeakerFilesQuery,
  useUpdateMySpeakerMutation,
  type MySpeakerFragment,
} from '../../generated/graphql';

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

const StyledSlots = styled.div`
  display: grid;
  gap: 16px;
  margin-top: 16px;
`;

const StyledSlot = styled.section`
  display: grid;
  gap: 10px;
  padding: 16px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
  .current {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledDeadline = styled.p`
  margin: 0;
  font-weight: 500;
`;

const sizeText = (bytes: number | null | undefined) =>
  bytes == null
    ? ''
    : ` (${bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`})`;

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
              deadline: intl.formatDate(deadline, {
                dateStyle: 'long',
                timeStyle: 'short',
                timeZone: 'Asia/Seoul',
              }),
            }}
          />
        </StyledDeadline>
      )}
      <StyledSlots>
        {SLOTS.map(({ slot, use }) => {
          const file = speaker?.[slot];
          return (
            <StyledSlot key={slot} aria-labelledby={`slot-${slot}`}>
              <h2 id={`slot-${slot}`}>
                <FormattedMessage id={`speakerUpload.${slot}`} />
              </h2>
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
                  label={<FormattedMessage id={file ? 'speakerUpload.replace' : 'speakerUpload.choose'} />}
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

/**
 * /abstracts/presentation_upload, the speaker-only upload (spec §2, §6): invited speakers upload
 * their presentation, lecture file, CV and photo, see them and replace them until the deadline.
 * Visitors are asked to log in; members who are not invited are told why there is nothing here.
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
  else if (!user.invited) body = <NotInvited />;
  else body = <InvitedSpeakerUpload userId={user.id} />;
  return (
    <Page titleId="nav.abstracts.presentationUpload">
      <p>
        <FormattedMessage id="speakerUpload.intro" />
      </p>
      {body}
    </Page>
  );
}
