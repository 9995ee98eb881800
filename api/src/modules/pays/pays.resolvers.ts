import type { Resolvers } from '../../generated/resolvers-types';
import { AppError } from '../../errors';
import { parseId, parseIds } from '../../graphql/inputs';
import {
  currentUser,
  isOrganiser,
  requireConfirmedAddress,
  requireOrganiser,
  requireUser,
} from '../auth/guards';
import {
  changePayStatusAtResult,
  checkupRegistrations,
  forcePaymentCheck,
  recordBankTransfer,
} from './payActions.service';
import { runList } from '../../lists/query';
import { PAY_LOG_LIST_DEFINITION, REFUNDS_LIST_DEFINITION, REGISTER_LOG_LIST_DEFINITION } from './pays.lists';
import { createPayment, findPay, payUrlStatus, requestRefund } from './pays.service';
import {
  filled,
  type PayCancellationListRow,
  type PayRow,
  type RegistrationFailureListRow,
} from './pays.rows';

export const paysResolvers: Resolvers = {
  Query: {
    pay: async (_p, { id }, ctx) => {
      const viewer = requireUser(ctx);
      const pay = await findPay(ctx.knex, parseId(id));
      if (pay && pay.user_id !== viewer.id && !isOrganiser(viewer, ctx.config.ADMIN_ALLOWLIST))
        throw new AppError('NOT_PERMITTED');
      return pay ?? null;
    },
    // Organisers (each list definition's guard, shared with its Excel export).
    pays: (_p, args, ctx) => runList<PayRow>(PAY_LOG_LIST_DEFINITION, ctx, args),
    payCancellations: (_p, args, ctx) => runList<PayCancellationListRow>(REFUNDS_LIST_DEFINITION, ctx, args),
    registrationFailures: (_p, args, ctx) =>
      runList<RegistrationFailureListRow>(REGISTER_LOG_LIST_DEFINITION, ctx, args),
    validateCheckPayUrl: (_p, { pay_url }, ctx) => payUrlStatus(ctx, pay_url.slice(0, 500)),
  },
  Mutation: {
    createPayment: async (_p, { input }, ctx) => {
      const pay = await createPayment(
        ctx,
        requireConfirmedAddress(requireUser(ctx)),
        parseId(input.registrationId, 'registrationId'),
        input.cash_code ?? 'CN',
      );
      return { id: String(pay.id), tid: filled(pay, 'tid'), pay_url: filled(pay, 'pay_url') };
    },
    requestRefund: (_p, { input }, ctx) =>
      requestRefund(
        ctx,
        requireUser(ctx),
        parseId(input.registrationId, 'registrationId'),
        input.refund_account ?? undefined,
      ),
    changePayStatusAtResult: (_p, { tid, status }, ctx) =>
      changePayStatusAtResult(ctx, requireOrganiser(ctx), tid, status),
    checkupRegistpayment: (_p, { ids }, ctx) => {
      requireOrganiser(ctx);
      return checkupRegistrations(ctx, parseIds(ids));
    },
    forcePaymentCheck: (_p, { email }, ctx) => {
      const viewer = requireUser(ctx);
      return forcePaymentCheck(ctx, viewer, isOrganiser(viewer, ctx.config.ADMIN_ALLOWLIST), email);
    },
    recordBankTransfer: (_p, { registrationId, memo }, ctx) =>
      recordBankTransfer(ctx, requireOrganiser(ctx), parseId(registrationId, 'registrationId'), memo),
  },
  Pay: {
    refund_account_given: (pay) => Boolean(pay.refund_account_no),
    // The organiser's refund dialog shows it (and may change it); nobody else reads the number.
    refund_account: (pay, _args, ctx) => {
      const viewer = currentUser(ctx);
      if (!viewer || !isOrganiser(viewer, ctx.config.ADMIN_ALLOWLIST)) return null;
      const { refund_bank_code, refund_account_no, refund_account_name } = pay;
      return refund_bank_code && refund_account_no && refund_account_name
        ? { bank_code: refund_bank_code, account_no: refund_account_no, account_name: refund_account_name }
        : null;
    },
    registration_list: (pay, _args, ctx) =>
      pay.registration_list_id ? ctx.loaders.registrationById.load(pay.registration_list_id) : null,
  },
};
