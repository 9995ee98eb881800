// onsite/deskAccounts (issue 26 §2): organisers create, list, disable and enable the front-desk
// accounts, which reach the check-in page and nothing else. The organiser sets the first password
// and hands it over at the venue (docs/decisions.md "Walk-in registration and front-desk accounts").
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { frontDeskAccountSchema } from '@congress/domain/validation';
import { fieldErrorsOf } from '@congress/graphql';
import { BusyButton } from '@congress/components';
import { StyledFieldRow, StyledForm, TextField, useSchemaForm } from '@congress/components/forms';
import {
  useCreateFrontDeskAccountMutation,
  useFrontDeskAccountsQuery,
  useSetFrontDeskAccountDisabledMutation,
  type FrontDeskAccountFragment,
} from '../../generated/graphql';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import {
  errorText,
  PageNotice,
  StyledAdminPage,
  StyledNotice,
  StyledSmallButton,
  type PageNoticeState,
} from '../../listKit';

type FormValues = { email: string; name: string; password: string };
const EMPTY: FormValues = { email: '', name: '', password: '' };
const schemaOf = () => frontDeskAccountSchema;

const StyledAccounts = styled(StyledAdminPage)`
  section {
    max-width: 880px;
    margin-bottom: 24px;
  }
  h2 {
    font-size: 1.1rem;
    margin: 0 0 12px;
  }
  form {
    padding: 16px;
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
  }
  .scroll {
    overflow-x: auto;
  }
  table {
    border-collapse: collapse;
    min-width: 100%;
    font-size: 0.92rem;
    background: #fff;
  }
  th,
  td {
    text-align: left;
    padding: 8px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  td.email {
    white-space: normal;
    overflow-wrap: anywhere;
  }
  .state[data-disabled='true'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

function AccountRow({
  account,
  onChanged,
  onError,
}: {
  account: FrontDeskAccountFragment;
  onChanged: () => unknown;
  onError: (e: unknown) => void;
}) {
  const intl = useIntl();
  const [setDisabled, { loading, data }] = useSetFrontDeskAccountDisabledMutation();
  // The mutation's own answer first (mutations write nothing to the cache: no-cache, spec §7).
  const blocked = data?.setFrontDeskAccountDisabled.blocked ?? account.blocked;
  const action = intl.formatMessage({ id: blocked ? 'deskAccounts.enable' : 'deskAccounts.disable' });
  const when = (value: string) =>
    intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Seoul' });
  return (
    <tr>
      <td className="email">{account.email}</td>
      <td>{account.givenName}</td>
      <td className="state" data-disabled={blocked}>
        <FormattedMessage id={blocked ? 'deskAccounts.disabled' : 'deskAccounts.active'} />
      </td>
      <td>{when(account.created_at)}</td>
      <td>{when(account.last_active_at)}</td>
      <td>
        <StyledSmallButton
          type="button"
          $variant={blocked ? 'primary' : 'secondary'}
          aria-disabled={loading}
          aria-label={intl.formatMessage({ id: 'deskAccounts.actionFor' }, { action, email: account.email })}
          onClick={() => {
            if (loading) return;
            // Mutations write nothing to the cache (no-cache, spec §7): the list is read again.
            setDisabled({ variables: { id: account.id, disabled: !blocked } })
              .then(onChanged)
              .catch(onError);
          }}
        >
          {action}
        </StyledSmallButton>
      </td>
    </tr>
  );
}

export default function FrontDeskAccountsPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'deskAccounts.title' }));
  const accounts = useFrontDeskAccountsQuery({ fetchPolicy: 'cache-and-network' });
  const [create, { loading }] = useCreateFrontDeskAccountMutation({ refetchQueries: ['FrontDeskAccounts'] });
  const form = useSchemaForm<FormValues>(schemaOf, EMPTY);
  const [outcome, setOutcome] = useState<PageNoticeState>(null);

  const submit = form.submit(async (parsed) => {
    if (loading) return;
    setOutcome(null);
    try {
      const { data } = await create({ variables: { input: parsed } });
      setOutcome({
        tone: 'success',
        text: intl.formatMessage(
          { id: 'deskAccounts.created' },
          { email: data?.createFrontDeskAccount.email ?? parsed.email },
        ),
      });
      form.reset(EMPTY);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      else setOutcome({ tone: 'error', text: errorText(intl, error) });
    }
  });

  const rows = accounts.data?.frontDeskAccounts ?? [];
  return (
    <StyledAccounts aria-labelledby="desk-title">
      <h1 id="desk-title">
        <FormattedMessage id="deskAccounts.title" />
      </h1>
      <p className="intro">
        <FormattedMessage id="deskAccounts.intro" />
      </p>
      <section aria-labelledby="desk-create">
        <h2 id="desk-create">
          <FormattedMessage id="deskAccounts.create" />
        </h2>
        <StyledForm noValidate onSubmit={submit} aria-labelledby="desk-create">
          <StyledFieldRow>
            <TextField form={form} name="email" type="email" labelId="deskAccounts.email" required />
            <TextField form={form} name="name" labelId="deskAccounts.name" required />
          </StyledFieldRow>
          <TextField
            form={form}
            name="password"
            type="password"
            autoComplete="new-password"
            labelId="deskAccounts.password"
            hintId="deskAccounts.passwordHint"
            required
          />
          <BusyButton type="submit" busy={loading}>
            <FormattedMessage id="deskAccounts.create" />
          </BusyButton>
        </StyledForm>
        <PageNotice notice={outcome} />
      </section>
      <section aria-labelledby="desk-list">
        <h2 id="desk-list">
          <FormattedMessage id="deskAccounts.list" />
        </h2>
        {accounts.error && (
          <StyledNotice $tone="error" role="alert">
            <FormattedMessage id="deskAccounts.loadFailed" />
          </StyledNotice>
        )}
        {!accounts.loading && !accounts.error && rows.length === 0 && (
          <p>
            <FormattedMessage id="deskAccounts.none" />
          </p>
        )}
        {rows.length > 0 && (
          <div className="scroll">
            <table data-testid="desk-accounts">
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="deskAccounts.email" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="deskAccounts.name" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="deskAccounts.state" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="deskAccounts.created_at" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="deskAccounts.lastActive" />
                  </th>
                  <th scope="col">
                    <span className="vh">
                      <FormattedMessage id="deskAccounts.state" />
                    </span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((account) => (
                  <AccountRow
                    key={account.id}
                    account={account}
                    onChanged={() => accounts.refetch()}
                    onError={(error) => setOutcome({ tone: 'error', text: errorText(intl, error) })}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </StyledAccounts>
  );
}
