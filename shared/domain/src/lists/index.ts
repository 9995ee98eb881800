export * from './types';
export { MEMBERS_LIST } from './members';
export { DORMANT_LIST } from './dormant';
export { GROUPS_LIST } from './groups';
export { MAIL_LOG_LIST } from './mailLog';
export * from './registrations';
