import type { Resolvers } from '../../generated/resolvers-types';
import { AppError } from '../../errors';
import { parseId } from '../../graphql/inputs';
import { isOrganiser, requireUser } from '../auth/guards';
import { createPayment, findPay, payUrlStatus } from './pays.service';

export const paysResolvers: Resolvers = {
  Query: {
    pay: async (_p, { id }, ctx) => {
      const viewer = requireUser(ctx);
      const pay = await findPay(ctx.knex, parseId(id));
      if (pay && pay.user_id !== viewer.id && !isOrganiser(viewer, ctx.config.ADMIN_ALLOWLIST))
        throw new AppError('NOT_PERMITTED');
      return pay ?? null;
    },
    validateCheckPayUrl: (_p, { pay_url }, ctx) => payUrlStatus(ctx, pay_url.slice(0, 500)),
  },
  Mutation: {
    createPayment: async (_p, { input }, ctx) => {
      const pay = await createPayment(
        ctx,
        requireUser(ctx),
        parseId(input.registrationId, 'registrationId'),
        input.cash_code ?? 'CN',
      );
      return { id: String(pay.id), tid: String(pay.tid), pay_url: String(pay.pay_url) };
    },
  },
  Pay: {
    registration_list: (pay, _args, ctx) =>
      pay.registration_list_id ? ctx.loaders.registrationById.load(pay.registration_list_id) : null,
  },
};
