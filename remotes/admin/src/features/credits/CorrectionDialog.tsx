import { useRef, useState, type MutableRefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton, StyledButton } from '@congress/components';
import { useSchemaForm } from '@congress/components/forms';
import { creditFigureFormSchema } from '@congress/domain/validation';
import {
  useClearCreditCorrectionMutation,
  useCorrectCreditMutation,
  type AdminCreditDayFragment,
} from '../../generated/graphql';
import { StyledNotice } from '../../listKit';
import { creditErrorText } from './errors';
import { FigureFields, MemoField } from './FigureFields';
import { serverFieldErrors } from './figures';
import { Modal } from '../../dialogs/Modal';

const schema = (action: MutableRefObject<'correct' | 'clear'>) => () =>
  creditFigureFormSchema(action.current === 'correct');

/**
 * Corrects one attendee's day under a scheme (minutes and points, with a memo), or removes an
 * earlier correction so the computed figure applies again.
 */
export function CorrectionDialog(props: {
  userId: string;
  name: string;
  schemeId: string;
  day: string;
  current: AdminCreditDayFragment | null;
  onClose: (changed: boolean) => void;
}) {
  const intl = useIntl();
  const corrected = props.current?.flags.includes('CORRECTED') ?? false;
  // One form, two actions: a correction needs the figures, removing one the memo alone.
  const action = useRef<'correct' | 'clear'>('correct');
  const form = useSchemaForm(schema(action), {
    minutes: String(props.current?.countedMinutes ?? 0),
    points: String(props.current?.points ?? 0),
    memo: '',
  });
  const formElement = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [correct, correcting] = useCorrectCreditMutation();
  const [clear, clearing] = useClearCreditCorrectionMutation();
  const busy = correcting.loading || clearing.loading;

  const send = form.submit(async (parsed) => {
    setProblem(null);
    const common = {
      userId: props.userId,
      schemeId: props.schemeId,
      day: props.day,
      memo: parsed.memo,
      locale: intl.locale,
    };
    try {
      if (action.current === 'correct')
        await correct({
          variables: { ...common, countedMinutes: Number(parsed.minutes), points: Number(parsed.points) },
        });
      else await clear({ variables: common });
      props.onClose(true);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      else setProblem(creditErrorText(intl, error));
    }
  });
  const run = (which: 'correct' | 'clear') => {
    if (busy) return;
    action.current = which;
    void send({ preventDefault: () => undefined, currentTarget: formElement.current });
  };

  return (
    <Modal
      title={
        <FormattedMessage id="admin.credits.correct.title" values={{ name: props.name, day: props.day }} />
      }
      onClose={() => props.onClose(false)}
      busy={busy}
    >
      <form
        ref={formElement}
        data-correction=""
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          run('correct');
        }}
        style={{ display: 'grid', gap: 12 }}
      >
        {props.current ? (
          <p className="muted" style={{ margin: 0 }}>
            {props.current.explanation}
          </p>
        ) : (
          <p className="muted" style={{ margin: 0 }}>
            <FormattedMessage id="admin.credits.correct.noScans" />
          </p>
        )}
        {corrected && props.current?.correctionMemo && (
          <p style={{ margin: 0 }}>
            <FormattedMessage
              id="admin.credits.correct.earlier"
              values={{ memo: props.current.correctionMemo }}
            />
          </p>
        )}
        <FigureFields form={form} />
        <MemoField form={form} labelId="admin.credits.correct.memo" hintId="admin.credits.correct.memoHint" />
        {problem && (
          <StyledNotice $tone="error" role="alert">
            {problem}
          </StyledNotice>
        )}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' }}>
          {corrected && (
            <StyledButton type="button" $variant="secondary" disabled={busy} onClick={() => run('clear')}>
              <FormattedMessage id="admin.credits.correct.clear" />
            </StyledButton>
          )}
          <StyledButton
            type="button"
            $variant="secondary"
            disabled={busy}
            onClick={() => props.onClose(false)}
          >
            <FormattedMessage id="common.cancel" />
          </StyledButton>
          <BusyButton busy={correcting.loading}>
            <FormattedMessage id="admin.credits.correct.save" />
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}
