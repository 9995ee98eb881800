import type { SessionUserFragment } from '../generated/graphql';
import type { SessionUser } from '../state/userState';

export function toSessionUser(me: SessionUserFragment): SessionUser {
  return {
    id: me.id,
    email: me.email,
    givenName: me.givenName,
    familyName: me.familyName,
    name_kr: me.name_kr,
    invited: me.invited,
    roleName: me.role.name,
    organiser: me.organiser,
    frontDesk: me.frontDesk,
  };
}
