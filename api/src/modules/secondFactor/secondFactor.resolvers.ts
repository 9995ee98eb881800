// A second factor for the back office and sessions (issue 39 §5). Access: the login steps are
// public; the rest is the viewer's own, for organisers and the front desk (requireBackOfficeAccount,
// which a session that must enrol a factor passes); the society's setting is organisers'.
import type { Resolvers } from '../../generated/resolvers-types';
import { beginLogin } from '../auth/auth.service';
import { requireBackOfficeAccount, requireOrganiser } from '../auth/guards';
import { parseId } from '../../graphql/inputs';
import {
  beginPasskeyLogin,
  beginPasskeyRegistration,
  completeLogin,
  confirmTotpEnrolment,
  finishPasskeyRegistration,
  regenerateRecoveryCodes,
  removeSecondFactor,
  secondFactorPolicy,
  secondFactorStatus,
  setSecondFactorRequired,
  startTotpEnrolment,
} from './secondFactor.service';
import { endOtherSessions, endSession, listSessions } from './sessions';

export const secondFactorResolvers: Resolvers = {
  Query: {
    secondFactorStatus: (_p, _a, ctx) => secondFactorStatus(ctx, requireBackOfficeAccount(ctx)),
    secondFactorPolicy: (_p, _a, ctx) => {
      requireOrganiser(ctx);
      return secondFactorPolicy(ctx);
    },
    loginSessions: (_p, _a, ctx) => listSessions(ctx, requireBackOfficeAccount(ctx)),
  },
  Mutation: {
    // Public.
    beginLogin: (_p, { identifier, password }, ctx) => beginLogin(ctx, identifier, password),
    // Public: needs a live pending token.
    beginPasskeyLogin: (_p, { pendingToken }, ctx) => beginPasskeyLogin(ctx, pendingToken),
    // Public: needs a live pending token and its second factor.
    completeLogin: (_p, { pendingToken, ...answer }, ctx) => completeLogin(ctx, pendingToken, answer),
    startTotpEnrolment: (_p, _a, ctx) => startTotpEnrolment(ctx, requireBackOfficeAccount(ctx)),
    confirmTotpEnrolment: (_p, { code }, ctx) =>
      confirmTotpEnrolment(ctx, requireBackOfficeAccount(ctx), code),
    beginPasskeyRegistration: (_p, _a, ctx) => beginPasskeyRegistration(ctx, requireBackOfficeAccount(ctx)),
    finishPasskeyRegistration: (_p, { response, name }, ctx) =>
      finishPasskeyRegistration(ctx, requireBackOfficeAccount(ctx), response, name),
    removeSecondFactor: async (_p, { currentPassword, passkeyId }, ctx) => {
      const viewer = requireBackOfficeAccount(ctx);
      await removeSecondFactor(ctx, viewer, currentPassword, passkeyId ? parseId(passkeyId) : null);
      return { ok: true, affected: 1 };
    },
    regenerateRecoveryCodes: (_p, { currentPassword }, ctx) =>
      regenerateRecoveryCodes(ctx, requireBackOfficeAccount(ctx), currentPassword),
    setSecondFactorRequired: (_p, { required }, ctx) =>
      setSecondFactorRequired(ctx, requireOrganiser(ctx), required),
    endLoginSession: async (_p, { id }, ctx) => {
      await endSession(ctx, requireBackOfficeAccount(ctx), id);
      return { ok: true, affected: 1 };
    },
    endOtherLoginSessions: async (_p, _a, ctx) => {
      const affected = await endOtherSessions(ctx, requireBackOfficeAccount(ctx));
      return { ok: true, affected };
    },
  },
};
