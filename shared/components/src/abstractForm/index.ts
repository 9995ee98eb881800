// The abstract form (public submission, member's modification): an entry of its own, so only the
// pages that show it carry it. It takes the page's singletons (dialogs) from '@congress/ui' by
// package name, so Module Federation hands it the shared ones.
export { AbstractForm, emptyAuthor, newAbstractValues, type AbstractFormValues } from './AbstractForm';
