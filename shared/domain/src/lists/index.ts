export * from './types';
export { MEMBERS_LIST } from './members';
export { DORMANT_LIST } from './dormant';
export { GROUPS_LIST } from './groups';
export { MAIL_LOG_LIST } from './mailLog';
export { ABSTRACTS_LIST } from './abstracts';
export * from './registrations';
