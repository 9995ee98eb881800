// The bank account a virtual-account payment is refunded to (issue 27 §2): one schema for the
// member's form and the API's check (pays.service checkRefundAccount).
import { z } from './zod';
import { BANK_CODES, validRefundAccountNo } from '../paymentMethods';

export const refundAccountSchema = () =>
  z.object({
    bank_code: z.string().refine((code) => BANK_CODES.includes(code), 'validation.required'),
    account_no: z.string().trim().refine(validRefundAccountNo, 'payment.refundAccountNo'),
    account_name: z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  });

export type RefundAccountValues = z.infer<ReturnType<typeof refundAccountSchema>>;
