import { atom } from 'jotai';

export type DialogIcon = 'error' | 'success' | 'info';

export interface DialogContent {
  open: boolean;
  title: string;
  text: string;
  icon: DialogIcon;
}

export const closedDialog = (icon: DialogIcon): DialogContent => ({ open: false, title: '', text: '', icon });

/** The error dialog and the success dialog (spec §8), each open or closed. */
export const dialogState = atom({ error: closedDialog('error'), success: closedDialog('success') });
dialogState.debugLabel = 'dialogState';
