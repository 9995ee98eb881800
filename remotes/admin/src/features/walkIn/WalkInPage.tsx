// onsite/walkIn (issue 26 §2): an organiser registers a walk-in at the desk. The member is found by
// the search or made on the spot (sign-up rules, @congress/domain walkInMemberSchema); the
// category is chosen by name with its fee shown; the money is taken in cash or on the card
// terminal with a memo. One request with an idempotency key made when the form starts: a double
// click or a retry registers once. The badge PDF downloads as soon as the answer comes.
import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import {
  chargeInKrw,
  countryOptions,
  feeTablesFor,
  nameIn,
  ONLINE_ONLY_TIERS,
  REGISTRATION_OCCUPATIONS,
  REGISTRATION_OCCUPATION_LABELS,
} from '@congress/domain';
import { CASH_CODE_LABELS } from '@congress/domain/lists';
import {
  nameModeFor,
  walkInFee,
  walkInMemberSchema,
  walkInRegistrationSchema,
  WALK_IN_METHODS,
  z,
} from '@congress/domain/validation';
import { errorCodeOf, fieldErrorsOf } from '@congress/graphql';
import { BusyButton } from '@congress/components';
import {
  CheckboxField,
  Field,
  SelectField,
  StyledFieldRow,
  StyledForm,
  TextField,
  useSchemaForm,
} from '@congress/components/forms';
import { media, tokenState } from '@congress/ui';
import {
  useRegisterWalkInMutation,
  useWalkInMembersLazyQuery,
  useWalkInRateQuery,
  type RegisterWalkInMutation,
  type WalkInMemberFragment,
  type WalkInMemberInput,
} from '../../generated/graphql';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { errorText, StyledAdminPage, StyledNotice, StyledSmallButton } from '../../listKit';
import { downloadBadge } from './downloadBadge';

type MemberField =
  | 'email'
  | 'givenName'
  | 'familyName'
  | 'name_kr'
  | 'affiliation'
  | 'affiliation_kr'
  | 'country'
  | 'medi_license';

type FormValues = Record<MemberField, string> & {
  category: string;
  occupation: string;
  dinnerAttendance: boolean;
  accompanyingPerson: string;
  kmaConsent: boolean;
  method: string;
  memo: string;
};

const EMPTY: FormValues = {
  email: '',
  givenName: '',
  familyName: '',
  name_kr: '',
  affiliation: '',
  affiliation_kr: '',
  country: '',
  medi_license: '',
  category: '',
  occupation: '',
  dinnerAttendance: false,
  accompanyingPerson: '0',
  kmaConsent: false,
  method: 'CASH',
  memo: '',
};

/** The registration part as the API reads it (numbers as numbers, the fee the page shows). */
function registrationInput(values: FormValues) {
  // Blank is none; anything else must be a whole number (the schema says which).
  const accompanyingPerson = values.accompanyingPerson.trim() === '' ? 0 : Number(values.accompanyingPerson);
  const choice = {
    category: values.category,
    dinnerAttendance: values.dinnerAttendance,
    accompanyingPerson,
  };
  const fee = values.category
    ? walkInFee({ ...choice, accompanyingPerson: accompanyingPerson || 0 })
    : undefined;
  const paid = Boolean(fee && fee.total > 0);
  return {
    ...choice,
    occupation: values.occupation,
    fee: fee?.total ?? 0,
    method: paid ? (WALK_IN_METHODS.find((m) => m === values.method) ?? null) : null,
    memo: values.memo.trim() || null,
  };
}

/** The new member's fields as the API reads them (blank optional fields as null). */
const memberInput = (values: FormValues): WalkInMemberInput => ({
  email: values.email.trim(),
  givenName: values.givenName.trim(),
  familyName: values.familyName.trim(),
  name_kr: values.name_kr.trim() || null,
  affiliation: values.affiliation.trim(),
  affiliation_kr: values.affiliation_kr.trim() || null,
  country: values.country,
  medi_license: values.medi_license.trim() || null,
});

/**
 * The API's own schemas on the form's values: the new member's (by the mode of the chosen
 * country) when one is made, and the registration's, so a message shows with the API's code.
 */
const schemaFor = (newMember: boolean) => (values: FormValues) =>
  z.unknown().superRefine((_, ctx) => {
    const results = [
      walkInRegistrationSchema.safeParse(registrationInput(values)),
      ...(newMember ? [walkInMemberSchema(nameModeFor(values.country)).safeParse(memberInput(values))] : []),
    ];
    for (const result of results)
      if (!result.success)
        for (const issue of result.error.issues)
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

const newKey = () => crypto.randomUUID();

const StyledWalkIn = styled(StyledAdminPage)`
  section.step {
    /* A grid: the rows of fields keep one gap between them when they stack on a phone. */
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
    max-width: 880px;
    margin-bottom: 24px;
    padding: 16px;
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
  }
  section.step > p {
    margin: 0;
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  .search {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
  .search input {
    flex: 1 1 260px;
    min-height: 40px;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  ul.found {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  ul.found li {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    align-items: center;
    justify-content: space-between;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
  }
  ul.found li[data-chosen='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: #f3f7ff;
  }
  .who {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .who small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
  .fee {
    font-size: 1.2rem;
    font-weight: 700;
  }
  .result {
    max-width: 880px;
    display: grid;
    gap: 8px;
  }
  .result .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  ${media.mobile} {
    section.step {
      padding: 12px;
    }
  }
`;

type Done = RegisterWalkInMutation['registerWalkIn'];

const displayName = (m: { givenName?: string | null; familyName?: string | null; name_kr?: string | null }) =>
  [m.name_kr, `${m.givenName ?? ''} ${(m.familyName ?? '').toUpperCase()}`.trim()]
    .filter(Boolean)
    .join(' · ');

export default function WalkInPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'walkIn.title' }));
  const token = useAtomValue(tokenState);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<WalkInMemberFragment | null>(null);
  const [newMember, setNewMember] = useState(false);
  const [key, setKey] = useState(newKey);
  const [notice, setNotice] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [badgeError, setBadgeError] = useState(false);
  const schema = useMemo(() => schemaFor(newMember), [newMember]);
  const form = useSchemaForm<FormValues>(schema, EMPTY);
  const { values } = form;
  const [search, found] = useWalkInMembersLazyQuery({ fetchPolicy: 'network-only' });
  const [register, { loading }] = useRegisterWalkInMutation();
  const rate = useWalkInRateQuery({ fetchPolicy: 'cache-and-network' }).data?.siteSettings.usdKrwRate;

  const country = newMember ? values.country : (chosen?.country ?? '');
  const tables = feeTablesFor(country || null);
  const input = registrationInput(values);
  const fee = values.category
    ? walkInFee({ ...input, accompanyingPerson: input.accompanyingPerson || 0 })
    : undefined;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) void search({ variables: { text: text.trim() } });
  };

  const badge = async (registrationId: string) => {
    setBadgeError(false);
    try {
      await downloadBadge(registrationId, token);
    } catch {
      setBadgeError(true);
    }
  };

  const submit = form.submit(async () => {
    if (loading) return;
    setNotice(null);
    if (!newMember && !chosen) {
      setNotice(intl.formatMessage({ id: 'walkIn.memberMissing' }));
      return;
    }
    try {
      const { data } = await register({
        variables: {
          idempotencyKey: key,
          input: {
            ...registrationInput(values),
            ...(newMember ? { member: memberInput(values) } : { memberId: chosen?.id }),
            kmaConsent: values.kmaConsent,
          },
        },
      });
      if (!data) return;
      setDone(data.registerWalkIn);
      void badge(data.registerWalkIn.registration.id);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const own = Object.fromEntries(
        Object.entries(fields)
          .map(([field, code]) => [field.replace(/^member\./, ''), code] as const)
          .filter(([field]) => field in EMPTY),
      );
      if (Object.keys(own).length) form.setErrors(own);
      const other = Object.entries(fields).find(([field]) => !(field.replace(/^member\./, '') in EMPTY));
      if (other)
        setNotice(intl.formatMessage({ id: intl.messages[other[1]] ? other[1] : 'validation.invalid' }));
      else if (!Object.keys(fields).length) setNotice(errorText(intl, error));
      else if (errorCodeOf(error) !== 'VALIDATION_FAILED') setNotice(errorText(intl, error));
    }
  });

  const next = () => {
    setDone(null);
    setChosen(null);
    setNewMember(false);
    setText('');
    setNotice(null);
    setKey(newKey());
    form.reset(EMPTY);
  };

  if (done) {
    const { registration, member } = done;
    const name = displayName(member);
    return (
      <StyledWalkIn aria-labelledby="walkin-title">
        <h1 id="walkin-title">
          <FormattedMessage id="walkIn.title" />
        </h1>
        <div className="result" data-testid="walkin-result">
          <StyledNotice $tone="success" role="status">
            <FormattedMessage
              id={done.replayed ? 'walkIn.doneReplayed' : 'walkIn.done'}
              values={{ number: registration.id, name }}
            />
            {done.receiptReference && (
              <>
                {' '}
                <FormattedMessage
                  id="walkIn.receipt"
                  values={{ reference: done.receiptReference, amount: intl.formatNumber(done.amountKrw) }}
                />
              </>
            )}
            {done.newAccount && (
              <>
                {' '}
                <FormattedMessage id="walkIn.newAccountMade" />
              </>
            )}
          </StyledNotice>
          {badgeError && (
            <StyledNotice $tone="error" role="alert">
              <FormattedMessage id="walkIn.badgeFailed" />
            </StyledNotice>
          )}
          <div className="actions">
            <StyledSmallButton type="button" onClick={() => void badge(registration.id)}>
              <FormattedMessage id="walkIn.badge" />
            </StyledSmallButton>
            <StyledSmallButton type="button" $variant="secondary" onClick={next}>
              <FormattedMessage id="walkIn.next" />
            </StyledSmallButton>
          </div>
        </div>
      </StyledWalkIn>
    );
  }

  const rows = found.data?.walkInMembers ?? [];
  return (
    <StyledWalkIn aria-labelledby="walkin-title">
      <h1 id="walkin-title">
        <FormattedMessage id="walkIn.title" />
      </h1>
      <p className="intro">
        <FormattedMessage id="walkIn.intro" />
      </p>
      <section className="step" aria-labelledby="walkin-member">
        <h2 id="walkin-member">
          <FormattedMessage id="walkIn.step.member" />
        </h2>
        {!newMember && (
          <>
            <form className="search" role="search" onSubmit={onSearch}>
              <input
                type="search"
                value={text}
                aria-label={intl.formatMessage({ id: 'walkIn.search' })}
                placeholder={intl.formatMessage({ id: 'walkIn.search' })}
                maxLength={100}
                onChange={(e) => setText(e.target.value)}
              />
              <StyledSmallButton type="submit">
                <FormattedMessage id="walkIn.searchButton" />
              </StyledSmallButton>
            </form>
            {found.error && (
              <StyledNotice $tone="error" role="alert">
                <FormattedMessage id="walkIn.searchFailed" />
              </StyledNotice>
            )}
            {found.data && !found.loading && rows.length === 0 && (
              <p role="status">
                <FormattedMessage id="walkIn.noneFound" />
              </p>
            )}
            {rows.length > 0 && (
              <ul className="found" data-testid="walkin-found">
                {rows.map((m) => (
                  <li key={m.id} data-chosen={chosen?.id === m.id}>
                    <span className="who">
                      {displayName(m)}
                      <small>
                        {m.email}
                        {m.affiliation ? ` · ${m.affiliation}` : ''}
                      </small>
                    </span>
                    {m.registration_list ? (
                      <span>
                        <FormattedMessage id="walkIn.registered" />
                      </span>
                    ) : (
                      <StyledSmallButton
                        type="button"
                        aria-pressed={chosen?.id === m.id}
                        $variant={chosen?.id === m.id ? 'primary' : 'secondary'}
                        onClick={() => {
                          setChosen(m);
                          setNotice(null);
                        }}
                      >
                        <FormattedMessage id={chosen?.id === m.id ? 'walkIn.chosen' : 'walkIn.choose'} />
                        <span className="vh"> {displayName(m)}</span>
                      </StyledSmallButton>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        <div>
          <StyledSmallButton
            type="button"
            $variant="secondary"
            aria-expanded={newMember}
            aria-controls="walkin-form"
            onClick={() => {
              setNewMember(!newMember);
              setChosen(null);
              setNotice(null);
            }}
          >
            <FormattedMessage id={newMember ? 'walkIn.existingMember' : 'walkIn.newMember'} />
          </StyledSmallButton>
        </div>
      </section>

      <StyledForm id="walkin-form" noValidate onSubmit={submit} aria-labelledby="walkin-member">
        {newMember && (
          <section className="step" aria-labelledby="walkin-new">
            <h2 id="walkin-new">
              <FormattedMessage id="walkIn.newMember" />
            </h2>
            <p className="hint">
              <FormattedMessage id="walkIn.newMemberHint" />
            </p>
            <StyledFieldRow>
              <TextField form={form} name="email" labelId="field.email" type="email" required />
              <SelectField
                form={form}
                name="country"
                labelId="field.country"
                required
                options={countryOptions(intl.locale)}
              />
            </StyledFieldRow>
            <StyledFieldRow>
              <TextField form={form} name="givenName" labelId="field.givenName" required />
              <TextField form={form} name="familyName" labelId="field.familyName" required />
              <TextField
                form={form}
                name="name_kr"
                labelId="field.name_kr"
                required={values.country === 'KR'}
              />
            </StyledFieldRow>
            <StyledFieldRow>
              <TextField form={form} name="affiliation" labelId="field.affiliation" required />
              <TextField
                form={form}
                name="affiliation_kr"
                labelId="field.affiliation_kr"
                required={values.country === 'KR'}
              />
              <TextField form={form} name="medi_license" labelId="field.medi_license" />
            </StyledFieldRow>
          </section>
        )}
        {!newMember && chosen && (
          <p data-testid="walkin-chosen">
            <FormattedMessage
              id="walkIn.member"
              values={{ name: displayName(chosen), email: chosen.email }}
            />
          </p>
        )}

        <section className="step" aria-labelledby="walkin-registration">
          <h2 id="walkin-registration">
            <FormattedMessage id="walkIn.step.registration" />
          </h2>
          <StyledFieldRow>
            <Field name="category" labelId="walkIn.category" required error={form.errors.category}>
              {(a11y) => (
                <select
                  {...a11y}
                  name="category"
                  value={values.category}
                  onChange={(e) => form.setValue('category', e.target.value)}
                >
                  <option value="">{intl.formatMessage({ id: 'walkIn.chooseCategory' })}</option>
                  {tables.map((table) => (
                    <optgroup key={table.id} label={nameIn(table.name, intl.locale)}>
                      {table.tiers
                        .filter((tier) => !ONLINE_ONLY_TIERS.includes(tier.code))
                        .map((tier) => (
                          <option key={tier.code} value={tier.code}>
                            {nameIn(tier.name, intl.locale)} ({intl.formatNumber(tier.price)} {table.currency}
                            )
                          </option>
                        ))}
                    </optgroup>
                  ))}
                </select>
              )}
            </Field>
            <SelectField
              form={form}
              name="occupation"
              labelId="walkIn.occupation"
              required
              options={REGISTRATION_OCCUPATIONS.map((o) => ({
                value: o,
                label: nameIn(REGISTRATION_OCCUPATION_LABELS[o], intl.locale),
              }))}
            />
          </StyledFieldRow>
          <StyledFieldRow>
            <CheckboxField form={form} name="dinnerAttendance" labelId="walkIn.dinner" />
            <TextField form={form} name="accompanyingPerson" labelId="walkIn.accompanying" type="number" />
          </StyledFieldRow>
          {/* Asked aloud at the desk: without it a walk-in doctor is left out of the KMA report. */}
          <CheckboxField form={form} name="kmaConsent" labelId="walkIn.kmaConsent" />
          <p aria-live="polite">
            <FormattedMessage id="walkIn.fee" />:{' '}
            <span className="fee" data-testid="walkin-fee">
              {fee
                ? fee.total > 0
                  ? intl.formatMessage(
                      { id: 'walkIn.feeValue' },
                      { amount: intl.formatNumber(fee.total), currency: fee.currency },
                    )
                  : intl.formatMessage({ id: 'walkIn.free' })
                : '—'}
            </span>
            {fee && fee.total > 0 && fee.currency !== 'KRW' && rate !== undefined && (
              <span className="hint" data-testid="walkin-charge">
                {' '}
                <FormattedMessage
                  id="walkIn.feeUsd"
                  values={{
                    // What the API charges (pays chargeOf): the same rule.
                    charge: `${intl.formatNumber(chargeInKrw(fee.total, fee.currency, rate))} KRW`,
                    rate: `1 ${fee.currency} = ${intl.formatNumber(rate)} KRW`,
                  }}
                />
              </span>
            )}
          </p>
          {(!fee || fee.total > 0) && (
            <StyledFieldRow>
              <SelectField
                form={form}
                name="method"
                labelId="walkIn.method"
                required
                options={WALK_IN_METHODS.map((m) => ({
                  value: m,
                  label: nameIn(CASH_CODE_LABELS[m], intl.locale),
                }))}
              />
              <TextField form={form} name="memo" labelId="walkIn.memo" hintId="walkIn.memoHint" required />
            </StyledFieldRow>
          )}
        </section>
        {notice && (
          <StyledNotice $tone="error" role="alert">
            {notice}
          </StyledNotice>
        )}
        <BusyButton type="submit" busy={loading}>
          <FormattedMessage id="walkIn.submit" />
        </BusyButton>
      </StyledForm>
    </StyledWalkIn>
  );
}
