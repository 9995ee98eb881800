import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton, StyledButton } from '@congress/components';
import { Field } from '@congress/components/forms';
import {
  useClearCreditCorrectionMutation,
  useCorrectCreditMutation,
  type AdminCreditDayFragment,
} from '../../generated/graphql';
import { StyledNotice } from '../../listKit';
import { creditErrorText } from './errors';
import { FigureFields } from './FigureFields';
import { figureErrors } from './figures';
import { Modal } from '../../dialogs/Modal';

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
  const [values, setValues] = useState({
    minutes: String(props.current?.countedMinutes ?? 0),
    points: String(props.current?.points ?? 0),
    memo: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [correct, correcting] = useCorrectCreditMutation();
  const [clear, clearing] = useClearCreditCorrectionMutation();
  const busy = correcting.loading || clearing.loading;
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));

  const run = async (action: 'correct' | 'clear') => {
    setProblem(null);
    const found = figureErrors(values, action === 'correct');
    setErrors(found);
    if (Object.keys(found).length) {
      document.querySelector<HTMLElement>('[data-correction] [aria-invalid="true"]')?.focus();
      return;
    }
    const common = {
      userId: props.userId,
      schemeId: props.schemeId,
      day: props.day,
      memo: values.memo.trim(),
      locale: intl.locale,
    };
    try {
      if (action === 'correct')
        await correct({
          variables: {
            ...common,
            countedMinutes: Number(values.minutes.trim()),
            points: Number(values.points.trim()),
          },
        });
      else await clear({ variables: common });
      props.onClose(true);
    } catch (error) {
      setProblem(creditErrorText(intl, error));
    }
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
        data-correction=""
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void run('correct');
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
        <FigureFields values={values} errors={errors} onChange={set} />
        <Field
          name="memo"
          labelId="admin.credits.correct.memo"
          hintId="admin.credits.correct.memoHint"
          required
          error={errors.memo}
        >
          {(a11y) => (
            <textarea
              {...a11y}
              rows={3}
              maxLength={1000}
              value={values.memo}
              onChange={(e) => set({ memo: e.target.value })}
            />
          )}
        </Field>
        {problem && (
          <StyledNotice $tone="error" role="alert">
            {problem}
          </StyledNotice>
        )}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' }}>
          {corrected && (
            <StyledButton
              type="button"
              $variant="secondary"
              disabled={busy}
              onClick={() => void run('clear')}
            >
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
