// The desk's scans (issue 26 §2): one schema for the check-in page's queue and the API. A scan
// names its attendee by the badge's QR text or, found by search, by registration number.
import { z } from './zod';
import { MAX_SCANS_PER_BATCH, SCAN_KINDS, SCAN_METHODS } from '../attendance/checkIn';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const scanSchema = z
  .object({
    clientScanId: z.string().trim().regex(UUID, 'validation.invalid'),
    code: z.string().trim().max(200, 'validation.tooLong').nullish(),
    registrationId: z
      .string()
      .trim()
      .regex(/^[1-9][0-9]{0,9}$/, 'validation.invalid')
      .refine((v) => Number(v) <= 2_147_483_647, 'validation.invalid')
      .nullish(),
    kind: z.enum(SCAN_KINDS, 'validation.invalid'),
    method: z.enum(SCAN_METHODS, 'validation.invalid'),
    room: z
      .string()
      .trim()
      .max(100, 'validation.tooLong')
      .nullish()
      .transform((v) => v || null),
    scannedAt: z.iso.datetime({ offset: true, message: 'validation.date' }),
  })
  .refine((scan) => Boolean(scan.code) !== Boolean(scan.registrationId), {
    message: 'validation.required',
    path: ['code'],
  });
export type ScanInputValues = z.output<typeof scanSchema>;

export const scanBatchSchema = z
  .array(scanSchema)
  .min(1, 'validation.required')
  .max(MAX_SCANS_PER_BATCH, 'validation.tooMany');
