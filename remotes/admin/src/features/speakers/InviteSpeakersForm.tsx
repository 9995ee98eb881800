import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useInviteCandidatesLazyQuery, useInviteSpeakersMutation } from '../../generated/graphql';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { errorText, NameList, StyledSmallButton } from '../../listKit';
import { memberLabel } from '../members/memberActions';

const StyledSection = styled.section`
  display: grid;
  gap: 12px;
  padding: 16px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  form {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: end;
  }
  label.field {
    display: grid;
    gap: 4px;
    flex: 1 1 240px;
    font-size: 0.9rem;
  }
  input[type='search'] {
    min-height: 40px;
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    font: inherit;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 6px;
  }
  li label {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 32px;
    overflow-wrap: anywhere;
  }
`;

/** How many matches the search shows (a narrower search finds the others). */
const MATCHES = 20;

type Candidate = {
  id: string;
  email: string;
  givenName?: string | null;
  familyName?: string | null;
  name_kr?: string | null;
};

/**
 * "Invite members as speakers": find members by e-mail, tick them, confirm (naming them), and
 * they get the invited flag (inviteSpeakers) and so the speaker-only upload page.
 */
export function InviteSpeakersForm() {
  const intl = useIntl();
  const searchId = useId();
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<Map<string, Candidate>>(new Map());
  const [asking, setAsking] = useState(false);
  const [search, found] = useInviteCandidatesLazyQuery({ fetchPolicy: 'network-only' });
  const [invite] = useInviteSpeakersMutation({ refetchQueries: ['InvitedUsers'] });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = term.trim();
    if (!text) return;
    void search({
      variables: {
        filter: { email_contains: text, invited: false, delete: false, blocked: false },
        limit: MATCHES,
      },
    });
  };
  const toggle = (member: Candidate) =>
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(member.id)) next.delete(member.id);
      else next.set(member.id, member);
      return next;
    });
  const rows = found.data?.users.rows ?? [];
  const names = [...chosen.values()].map((member) =>
    memberLabel({
      ...member,
      givenName: member.givenName ?? null,
      familyName: member.familyName ?? null,
      name_kr: member.name_kr ?? null,
      blocked: false,
      delete: false,
    }),
  );

  return (
    <StyledSection aria-labelledby={`${searchId}-title`}>
      <h2 id={`${searchId}-title`}>
        <FormattedMessage id="admin.speakers.invite.title" />
      </h2>
      <form role="search" onSubmit={submit}>
        <label className="field" htmlFor={searchId}>
          <FormattedMessage id="admin.speakers.invite.search" />
          <input id={searchId} type="search" value={term} onChange={(e) => setTerm(e.target.value)} />
        </label>
        <StyledSmallButton type="submit">
          <FormattedMessage id="admin.speakers.invite.find" />
        </StyledSmallButton>
      </form>
      {found.error && <p role="alert">{errorText(intl, found.error)}</p>}
      {found.called && !found.loading && !found.error && (
        <p role="status">
          <FormattedMessage
            id="admin.speakers.invite.found"
            values={{ count: found.data?.users.count ?? 0 }}
          />
        </p>
      )}
      {rows.length > 0 && (
        <ul aria-label={intl.formatMessage({ id: 'admin.speakers.invite.results' })}>
          {rows.map((member) => (
            <li key={member.id}>
              <label>
                <input type="checkbox" checked={chosen.has(member.id)} onChange={() => toggle(member)} />
                {memberLabel({ ...member, blocked: false, delete: false })}
              </label>
            </li>
          ))}
        </ul>
      )}
      <div>
        <StyledSmallButton type="button" disabled={chosen.size === 0} onClick={() => setAsking(true)}>
          <FormattedMessage id="admin.speakers.invite.button" values={{ count: chosen.size }} />
        </StyledSmallButton>
      </div>
      {asking && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'admin.speakers.invite.confirmTitle' }, { count: chosen.size })}
          confirmLabel={intl.formatMessage({ id: 'admin.speakers.invite.button' }, { count: chosen.size })}
          errorText={(error) => errorText(intl, error)}
          onConfirm={async () => {
            const result = await invite({ variables: { ids: [...chosen.keys()] } });
            const count = result.data?.inviteSpeakers.affected ?? 0;
            return { message: intl.formatMessage({ id: 'admin.speakers.invite.done' }, { count }) };
          }}
          onClose={(done) => {
            setAsking(false);
            if (done) {
              setChosen(new Map());
              if (found.called) void found.refetch();
            }
          }}
        >
          <p>
            <FormattedMessage id="admin.speakers.invite.confirmText" values={{ count: chosen.size }} />
          </p>
          <NameList names={names} />
        </ConfirmDialog>
      )}
    </StyledSection>
  );
}
