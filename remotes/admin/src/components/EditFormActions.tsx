import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@congress/router';
import { StyledNotice, StyledSmallButton } from '../listKit';

/** The end of a post's or popup's form: save, cancel back to the list, and the server's refusal. */
export function EditFormActions(props: {
  busy: boolean;
  submitId: string;
  listPath: string;
  /** A refusal that belongs to no field. */
  outcome: string | null;
  /** Shown beside the buttons (an upload under way). */
  children?: ReactNode;
}) {
  return (
    <>
      <div className="buttons">
        <StyledSmallButton type="submit" aria-disabled={props.busy}>
          <FormattedMessage id={props.submitId} />
        </StyledSmallButton>
        <Link to={props.listPath}>
          <FormattedMessage id="admin.editForm.cancel" />
        </Link>
        {props.children}
      </div>
      {props.outcome && (
        <StyledNotice $tone="error" role="alert">
          {props.outcome}
        </StyledNotice>
      )}
    </>
  );
}
