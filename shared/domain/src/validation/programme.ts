// The timetable editor's inputs (back office) and the API's: one schema each. Times are Korea
// wall clocks ("2024-03-21", "09:30"); conflicts between items are checked by ../programme.ts.
import { z } from './zod';
import {
  POSTER_BOARD_MAX,
  PROGRAMME_ROOM_NAME_MAX,
  PROGRAMME_TITLE_MAX,
  SESSION_KINDS,
  TALK_MINUTES_MAX,
} from '../programme';
import { isCalendarDate, requiredText } from './rules';

const id = z.coerce.number('validation.invalid').int('validation.invalid').positive('validation.invalid');
const optionalId = z.union([id, z.null()]).optional();
const optionalText = (max: number) => z.string().trim().max(max, 'validation.tooLong').optional().default('');
const calendarDate = z
  .string()
  .trim()
  .refine((v) => isCalendarDate(v), 'validation.date');
const wallTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.time');

export const programmeDaySchema = z.object({
  date: calendarDate,
  label_en: optionalText(100),
  label_ko: optionalText(100),
});

export const programmeRoomSchema = z.object({
  name_en: requiredText(PROGRAMME_ROOM_NAME_MAX),
  name_ko: requiredText(PROGRAMME_ROOM_NAME_MAX),
  position: z.coerce.number('validation.invalid').int('validation.invalid').min(0).max(1000).default(0),
  poster_area: z.boolean('validation.invalid').default(false),
});

/** Where and when a session is: its day, room and Korea-time start and end ("24:00" is not a time). */
export const sessionSlotSchema = z.object({
  day_id: id,
  room_id: id,
  start: wallTime,
  end: wallTime,
});

export const programmeSessionSchema = sessionSlotSchema.extend({
  kind: z.enum(SESSION_KINDS, 'validation.invalid'),
  title_en: requiredText(PROGRAMME_TITLE_MAX),
  title_ko: requiredText(PROGRAMME_TITLE_MAX),
  chair_ids: z.array(id).max(10, 'validation.tooMany').default([]),
});

export const programmeTalkSchema = z.object({
  title_en: optionalText(PROGRAMME_TITLE_MAX),
  title_ko: optionalText(PROGRAMME_TITLE_MAX),
  minutes: z.coerce
    .number('validation.invalid')
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(TALK_MINUTES_MAX, 'validation.invalid'),
  speaker_id: optionalId,
  abstract_id: optionalId,
  board: z
    .union([
      z.coerce
        .number('validation.invalid')
        .int('validation.invalid')
        .min(1, 'validation.invalid')
        .max(POSTER_BOARD_MAX, 'validation.invalid'),
      z.null(),
    ])
    .optional(),
});

export const posterBoardsSchema = z
  .array(
    z.object({
      talk_id: id,
      board: z.coerce.number('validation.invalid').int('validation.invalid').min(1).max(POSTER_BOARD_MAX),
    }),
  )
  .max(5000, 'validation.tooMany');

export type ProgrammeSessionInput = z.output<typeof programmeSessionSchema>;
export type ProgrammeTalkInput = z.output<typeof programmeTalkSchema>;
