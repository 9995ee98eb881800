// What other modules may ask of members: they never query the users table themselves. Lookups
// only, straight from the repository, so a module that members.service itself uses (mail,
// registrations) can ask them without importing members.service back (no import cycle).
export {
  accountsDeletedBefore,
  addressConfirmed,
  existingMemberIds,
  findMemberByEmail,
  findMemberById,
  findMembersByIds,
  invitedMembers,
  mailRecipients,
  roleIdByName,
  searchMembers,
  signUpFigures,
  setInvitedOfLiveMembers,
  withRoleName,
  type MailAudience,
  type MemberRow,
} from './members.repository';
