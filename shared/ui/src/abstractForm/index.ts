// The abstract form (public submission, member's modification): an entry of its own, bundled
// into the pages that show it, so the shared form kit (@congress/ui/forms) stays as small as the
// login page needs. It takes the kit and the UI singletons through their package names, never by
// relative path, so Module Federation hands it the shared copies.
export { AbstractForm, emptyAuthor, newAbstractValues, type AbstractFormValues } from './AbstractForm';
