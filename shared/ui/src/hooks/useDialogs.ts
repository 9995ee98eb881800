import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { closedDialog, dialogState } from '../state/dialogState';

/** Opens the shared error / success dialogs with translated text (message ids). */
export function useDialogs() {
  const intl = useIntl();
  const setDialogs = useSetAtom(dialogState);
  const showError = useCallback(
    (textId: string, titleId = 'error.title') =>
      setDialogs((d) => ({
        ...d,
        error: {
          open: true,
          icon: 'error',
          title: intl.formatMessage({ id: titleId }),
          text: intl.formatMessage({ id: textId }),
        },
      })),
    [intl, setDialogs],
  );
  const showSuccess = useCallback(
    (textId: string, titleId = 'common.success') =>
      setDialogs((d) => ({
        ...d,
        success: {
          open: true,
          icon: 'success',
          title: intl.formatMessage({ id: titleId }),
          text: intl.formatMessage({ id: textId }),
        },
      })),
    [intl, setDialogs],
  );
  const close = useCallback(
    (which: 'error' | 'success') => setDialogs((d) => ({ ...d, [which]: closedDialog(which) })),
    [setDialogs],
  );
  return { showError, showSuccess, close };
}
