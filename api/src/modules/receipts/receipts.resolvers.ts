import type { Resolvers } from '../../generated/resolvers-types';
import { receiptPathOf, receiptReference } from './receipts.service';

// A receipt is reached through its Pay or RegistrationList, whose readers (the payer, organisers)
// are checked there; the PDF route checks again.
export const receiptsResolvers: Resolvers = {
  Receipt: {
    id: (row) => String(row.id),
    reference: (row) => receiptReference(row.number),
    pdf_url: (row) => receiptPathOf(row),
  },
  Pay: {
    receipts: (pay, _args, ctx) => ctx.loaders.receiptsByPay.load(pay.id),
  },
  RegistrationList: {
    receipts: (registration, _args, ctx) => ctx.loaders.receiptsByRegistration.load(registration.id),
  },
};
