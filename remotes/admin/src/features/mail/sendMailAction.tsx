import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCreateSendEmailMutation } from '../../generated/graphql';
import type { BulkAction, BulkInputProps } from '../../listKit';
import type { MemberRow } from '../members/memberActions';
import { textToHtml } from './textToHtml';

export interface MailDraft {
  title: string;
  text: string;
  /** A mail about future congresses reaches only the selected members who consented (issue 39 §1). */
  futureCongresses: boolean;
}

const EMPTY_DRAFT: MailDraft = { title: '', text: '', futureCongresses: false };

function MailFields({ input, setInput }: BulkInputProps<MailDraft>) {
  const ids = { title: useId(), text: useId() };
  const draft = input ?? EMPTY_DRAFT;
  const change = (next: MailDraft) => setInput(next);
  return (
    <>
      <p className="field">
        <label htmlFor={ids.title}>
          <FormattedMessage id="admin.mail.title" />
        </label>
        <input
          id={ids.title}
          required
          maxLength={300}
          value={draft.title}
          onChange={(e) => change({ ...draft, title: e.target.value })}
        />
      </p>
      <p className="field">
        <label htmlFor={ids.text}>
          <FormattedMessage id="admin.mail.text" />
        </label>
        <textarea
          id={ids.text}
          required
          rows={8}
          value={draft.text}
          onChange={(e) => change({ ...draft, text: e.target.value })}
        />
      </p>
      <label className="choice">
        <input
          type="checkbox"
          checked={draft.futureCongresses}
          onChange={(e) => change({ ...draft, futureCongresses: e.target.checked })}
        />
        <FormattedMessage id="admin.sendMail.futureCongresses" />
      </label>
    </>
  );
}

/** Writes one mail to each selected member (queued and logged like every mail: the mail log). */
export function useSendMailAction(): BulkAction<MemberRow, MailDraft> {
  const [createSendEmail] = useCreateSendEmailMutation();
  return {
    key: 'sendMail',
    labelId: 'admin.members.bulk.mail',
    titleId: 'admin.members.bulk.mail.title',
    textId: 'admin.members.bulk.mail.text',
    confirmId: 'admin.members.bulk.mail.confirm',
    excluded: (row) => (row.delete ? <FormattedMessage id="admin.members.isDeleted" /> : null),
    initialInput: EMPTY_DRAFT,
    ready: (draft) => !!draft?.title.trim() && !!draft.text.trim(),
    renderInput: (props) => <MailFields {...props} />,
    // One call for every selected member: each gets their own logged mail, queued and throttled.
    run: async (rows, draft, { intl }) => {
      const { data } = await createSendEmail({
        variables: {
          input: {
            type: 'MANUAL',
            recipients: {
              userIds: rows.map((row) => row.id),
              ...(draft.futureCongresses ? { futureCongresses: true } : {}),
            },
            title: draft.title.trim(),
            content: textToHtml(draft.text),
          },
        },
      });
      const leftOut = data?.createSendEmail.leftOut ?? 0;
      const queued = intl.formatMessage(
        { id: 'admin.members.bulk.mail.done' },
        { count: data?.createSendEmail.affected ?? rows.length },
      );
      return {
        message: leftOut
          ? `${queued} ${intl.formatMessage({ id: 'admin.sendMail.leftOut' }, { count: leftOut })}`
          : queued,
      };
    },
  };
}
