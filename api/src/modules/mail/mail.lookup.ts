// What other modules may ask of the mail log: they never query its tables themselves. Straight
// from the repository.
export { mailRecipientMembers } from './mail.repository';
