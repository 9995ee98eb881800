import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { media } from '@congress/ui';
import { Page, StyledNotice } from '@congress/components';
import {
  useDayDate,
  useLocalised,
  usePublishedProgramme,
  useSlot,
  useStars,
  type Programme,
  type ProgrammePerson,
  type ProgrammeSession,
  type ProgrammeTalk,
} from './programmeData';
import { ProgrammeBar, ProgrammeGate, StyledHidden } from './parts';

const StyledSpeakers = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  > li {
    display: grid;
    grid-template-columns: 112px 1fr;
    gap: 16px;
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: #fff;
  }
  .photo {
    width: 112px;
    height: 112px;
    border-radius: 50%;
    object-fit: cover;
    background: #eef1f7;
    display: flex;
    align-items: center;
    justify-content: center;
    font-size: 2rem;
    color: ${({ theme }) => theme.colors.navy};
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.colors.navy};
  }
  .affiliation {
    margin: 2px 0 8px;
    color: ${({ theme }) => theme.colors.muted};
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
  .when {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.92rem;
  }
  a {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
    > li {
      grid-template-columns: 72px 1fr;
    }
    .photo {
      width: 72px;
      height: 72px;
      font-size: 1.4rem;
    }
  }
`;

interface InvitedSpeaker {
  person: ProgrammePerson;
  talks: { talk: ProgrammeTalk; session: ProgrammeSession; date: string }[];
}

/** Speakers of talks that are not an abstract's presentation, in the order they first speak. */
function invitedSpeakers(programme: Programme): InvitedSpeaker[] {
  const found = new Map<string, InvitedSpeaker>();
  for (const day of programme.days)
    for (const session of [...day.sessions].sort((a, b) => a.start.localeCompare(b.start)))
      for (const talk of session.talks) {
        if (!talk.speaker || talk.abstract) continue;
        const entry = found.get(talk.speaker.id) ?? { person: talk.speaker, talks: [] };
        entry.talks.push({ talk, session, date: day.date });
        found.set(talk.speaker.id, entry);
      }
  return [...found.values()];
}

function Speakers({ programme }: { programme: Programme }) {
  const intl = useIntl();
  const stars = useStars();
  const text = useLocalised();
  const slot = useSlot();
  const dayDate = useDayDate();
  const speakers = invitedSpeakers(programme);
  return (
    <>
      <ProgrammeBar member={stars.member} />
      {speakers.length === 0 ? (
        <StyledNotice data-testid="programme-none">
          <FormattedMessage id="programme.none.invited" />
        </StyledNotice>
      ) : (
        <StyledSpeakers>
          {speakers.map(({ person, talks }) => {
            const name = text(person.name_en, person.name_ko);
            return (
              <li key={person.id} data-testid={`speaker-${person.id}`}>
                {person.photo_url ? (
                  <img
                    className="photo"
                    src={person.photo_url}
                    alt=""
                    width={112}
                    height={112}
                    decoding="async"
                  />
                ) : (
                  <span className="photo" aria-hidden="true">
                    {name.slice(0, 1)}
                  </span>
                )}
                <div>
                  <h2>{name}</h2>
                  <p className="affiliation">{text(person.affiliation_en, person.affiliation_ko)}</p>
                  <ul>
                    {talks.map(({ talk, session, date }) => (
                      <li key={talk.id}>
                        {text(talk.title_en, talk.title_ko)}
                        <br />
                        <span className="when">
                          {text(session.title_en, session.title_ko)} · {dayDate(date)}{' '}
                          {slot(talk.start, talk.end)} · {text(session.room.name_en, session.room.name_ko)}
                        </span>
                      </li>
                    ))}
                  </ul>
                  {person.cv_url && (
                    <p>
                      <a href={person.cv_url}>
                        <FormattedMessage id="programme.cv" />
                        <StyledHidden>{` ${intl.formatMessage({ id: 'programme.of' }, { name })}`}</StyledHidden>
                      </a>
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </StyledSpeakers>
      )}
    </>
  );
}

/** The invited speakers of the published programme, with their published photo and CV. */
export default function InvitedSpeakersPage() {
  const state = usePublishedProgramme(false);
  return (
    <Page titleId="nav.programs.invitedSpeaker" descriptionId="programme.description.invited">
      <p>
        <FormattedMessage id="programme.intro.invited" />
      </p>
      <ProgrammeGate state={state}>{(programme) => <Speakers programme={programme} />}</ProgrammeGate>
    </Page>
  );
}
