import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { TIME_ZONE } from '@congress/domain';
import { Link } from '@congress/router';
import { graphqlEndpoint, media } from '@congress/ui';
import { BusyButton, Page, StyledNotice } from '@congress/components';
import {
  MyProgrammeDocument,
  useDismissProgrammeNoticeMutation,
  useMyProgrammeQuery,
  useUnstarMyProgrammeItemMutation,
  type AgendaEntryFragment,
  type MyProgrammeQuery,
} from '../../generated/graphql';

type Notice = MyProgrammeQuery['myProgramme']['notices'][number];
type Slot = Notice['before'];

const StyledBar = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  a {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    flex-basis: 100%;
  }
`;

const StyledNotices = styled.section`
  margin: 0 0 24px;
  padding: 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: #fff;
  h2 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: center;
    justify-content: space-between;
  }
  li p {
    margin: 0;
    flex: 1 1 280px;
  }
`;

const StyledAgenda = styled.ol`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  border-top: 2px solid ${({ theme }) => theme.colors.navy};
  > li {
    display: grid;
    grid-template-columns: 120px 1fr auto;
    gap: 4px 16px;
    align-items: start;
    padding: 14px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: #fff;
  }
  > li.clash {
    border-left: 4px solid ${({ theme }) => theme.colors.danger};
  }
  .time {
    font-variant-numeric: tabular-nums;
    font-weight: 500;
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  .meta {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.92rem;
  }
  .clash-text {
    margin: 6px 0 0;
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
  ${media.mobile} {
    > li {
      grid-template-columns: 1fr;
    }
  }
`;

/** The calendar link: a path on the API's origin (the site's own in production). */
function feedUrl(path: string): string {
  try {
    const api = new URL(graphqlEndpoint().uri, window.location.href);
    return api.origin === window.location.origin ? path : `${api.origin}${path}`;
  } catch {
    return path;
  }
}

function useFormats() {
  const intl = useIntl();
  const local = (en: string | null | undefined, ko: string | null | undefined) =>
    (intl.locale === 'ko' && ko?.trim() ? ko : en) ?? '';
  const time = (iso: string) =>
    intl.formatTime(iso, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const day = (date: string) =>
    intl.formatDate(`${date}T12:00:00+09:00`, {
      timeZone: TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
  const slot = (s: Slot) =>
    [s.day ? day(s.day) : '', `${time(s.start)}–${time(s.end)}`, local(s.room_en, s.room_ko)]
      .filter(Boolean)
      .join(' · ');
  return { local, time, day, slot };
}

function AgendaRow({ item }: { item: AgendaEntryFragment }) {
  const intl = useIntl();
  const { local, time } = useFormats();
  const [unstar, { loading }] = useUnstarMyProgrammeItemMutation();
  const [failed, setFailed] = useState(false);
  const title = item.talk
    ? local(item.talk.title_en, item.talk.title_ko)
    : local(item.session.title_en, item.session.title_ko);
  const remove = async () => {
    setFailed(false);
    try {
      await unstar({
        variables: { type: item.type, id: item.talk?.id ?? item.session.id },
        refetchQueries: [MyProgrammeDocument],
        awaitRefetchQueries: true,
      });
    } catch {
      setFailed(true);
    }
  };
  return (
    <li className={item.clash ? 'clash' : undefined} data-testid="agenda-item" data-clash={item.clash}>
      <div className="time">
        {time(item.start)}–{time(item.end)}
      </div>
      <div>
        <h3>{title}</h3>
        <p className="meta">
          {item.talk ? (
            <FormattedMessage
              id="mypage.programme.inSession"
              values={{ session: local(item.session.title_en, item.session.title_ko) }}
            />
          ) : (
            <FormattedMessage id={`mypage.programme.kind.${item.session.kind}`} />
          )}
          {' · '}
          {local(item.session.room.name_en, item.session.room.name_ko)}
          {item.talk?.speaker && ` · ${local(item.talk.speaker.name_en, item.talk.speaker.name_ko)}`}
        </p>
        {item.clash && (
          <p className="clash-text">
            <span aria-hidden="true">⚠ </span>
            <FormattedMessage id="mypage.programme.clash" />
          </p>
        )}
        {failed && (
          <p role="alert" className="clash-text">
            <FormattedMessage id="mypage.programme.unstarFailed" />
          </p>
        )}
      </div>
      <BusyButton
        type="button"
        $variant="secondary"
        busy={loading}
        onClick={remove}
        aria-label={`${intl.formatMessage({ id: 'mypage.programme.unstar' })}: ${title}`}
      >
        <FormattedMessage id="mypage.programme.unstar" />
      </BusyButton>
    </li>
  );
}

function NoticeItem({ notice }: { notice: Notice }) {
  const intl = useIntl();
  const { local, slot } = useFormats();
  const [dismiss, { loading }] = useDismissProgrammeNoticeMutation();
  const [failed, setFailed] = useState(false);
  const title = local(notice.title_en, notice.title_ko);
  return (
    <li>
      <p>
        {notice.after ? (
          <FormattedMessage
            id="mypage.programme.notice.moved"
            values={{ title, before: slot(notice.before), after: slot(notice.after) }}
          />
        ) : (
          <FormattedMessage
            id="mypage.programme.notice.removed"
            values={{ title, before: slot(notice.before) }}
          />
        )}
        {failed && (
          <span role="alert">
            {' '}
            <FormattedMessage id="mypage.programme.notice.dismissFailed" />
          </span>
        )}
      </p>
      <BusyButton
        type="button"
        $variant="secondary"
        busy={loading}
        aria-label={`${intl.formatMessage({ id: 'mypage.programme.notice.dismiss' })}: ${title}`}
        onClick={async () => {
          setFailed(false);
          try {
            await dismiss({
              variables: { id: notice.id },
              refetchQueries: [MyProgrammeDocument],
              awaitRefetchQueries: true,
            });
          } catch {
            setFailed(true);
          }
        }}
      >
        <FormattedMessage id="mypage.programme.notice.dismiss" />
      </BusyButton>
    </li>
  );
}

/** The member's starred sessions and talks by day, clashes in words, the notices of changes. */
export default function MyProgrammePage() {
  const { data, loading, error } = useMyProgrammeQuery({ fetchPolicy: 'cache-and-network' });
  const { local, day } = useFormats();
  const mine = data?.myProgramme;
  const days = new Map<string, AgendaEntryFragment[]>();
  for (const item of [...(mine?.items ?? [])].sort((a, b) => a.start.localeCompare(b.start))) {
    const key = item.session.day.date;
    days.set(key, [...(days.get(key) ?? []), item]);
  }
  return (
    <Page titleId="nav.mypage.myProgramme">
      <p>
        <FormattedMessage id="mypage.programme.intro" />
      </p>
      {error && !mine && (
        <StyledNotice role="alert">
          <FormattedMessage id="mypage.programme.loadFailed" />
        </StyledNotice>
      )}
      {loading && !mine && <div aria-busy="true" style={{ minHeight: '40vh' }} />}
      {mine && (
        <>
          {mine.notices.length > 0 && (
            <StyledNotices aria-labelledby="programme-notices" data-testid="programme-notices">
              <h2 id="programme-notices">
                <FormattedMessage id="mypage.programme.notices" />
              </h2>
              <ul>
                {mine.notices.map((notice) => (
                  <NoticeItem key={notice.id} notice={notice} />
                ))}
              </ul>
            </StyledNotices>
          )}
          <StyledBar>
            <a href={feedUrl(mine.ics_path)} data-testid="my-ics">
              <FormattedMessage id="mypage.programme.ics" />
            </a>
            <Link to="/programs/program_scientific">
              <FormattedMessage id="mypage.programme.browse" />
            </Link>
            <small>
              <FormattedMessage id="mypage.programme.icsHint" />
            </small>
          </StyledBar>
          {mine.items.length === 0 ? (
            <StyledNotice>
              <FormattedMessage id="mypage.programme.none" />
            </StyledNotice>
          ) : (
            [...days.entries()].map(([date, items]) => (
              <section key={date} aria-labelledby={`day-${date}`}>
                <h2 id={`day-${date}`}>
                  {local(items[0]?.session.day.label_en, items[0]?.session.day.label_ko)} · {day(date)}
                </h2>
                <StyledAgenda>
                  {items.map((item) => (
                    <AgendaRow key={`${item.type}:${item.talk?.id ?? item.session.id}`} item={item} />
                  ))}
                </StyledAgenda>
              </section>
            ))
          )}
        </>
      )}
    </Page>
  );
}
