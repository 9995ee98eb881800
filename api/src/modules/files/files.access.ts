// Who may download an uploaded file (docs/decisions.md, "Private files, file retention and object
// storage"). Each use names its readers (@congress/domain UPLOAD_USES): public uses go to anyone;
// the others to organisers, to the uploader, and to the member whose abstract or speaker record
// holds the file. Checked on every GET /uploads/<key>.
//
// A page cannot send the login token with <img src> or a plain link, so the API gives a signed-in
// reader the file's URL with a signature (`?u=<reader>&e=<expiry>&s=<mac>`): bound to that reader
// and their password, valid one to two hours, and the reader's right is checked again on download.
import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import type { Knex } from 'knex';
import { isPublicUse, UPLOAD_USES, type UploadUse } from '@congress/domain';
import type { AppDeps, RequestContext } from '../../context';
import { createRequestContext } from '../../requestContext';
import { AppError } from '../../errors';
import { isOrganiser } from '../auth/guards';
import type { TokenService } from '../auth/tokens';
import { findMemberById, type MemberRow } from '../members/members.repository';
import { isPublicProgrammeFile } from '../programme/programme.lookup';
import { reviewerHoldsFile } from '../review/review.lookup';
import { speakerHoldsFile } from '../speakers/speakers.lookup';
import { authorHoldsFile } from '../abstracts/abstracts.lookup';
import type { FileRow } from './files.repository';

/** Signed links change once a window (the browser's cache keeps working) and last one to two. */
export const LINK_WINDOW_SECONDS = 3600;

type Reader = Pick<MemberRow, 'id' | 'password_changed_at'>;

const macOf = (tokens: TokenService, key: string, reader: Reader, expires: number) =>
  tokens.mac(`${key}.${reader.id}.${new Date(reader.password_changed_at).getTime()}.${expires}`);

/** The URL a reader's page uses: as stored for public files, signed for that reader otherwise. */
export function readerUrl(tokens: TokenService, row: FileRow, reader: Reader | null, now: Date): string {
  if (isPublicUse(row.use) || !reader) return row.url;
  const expires = (Math.floor(now.getTime() / 1000 / LINK_WINDOW_SECONDS) + 2) * LINK_WINDOW_SECONDS;
  const signature = macOf(tokens, row.path, reader, expires);
  return `${row.url}?u=${reader.id}&e=${expires}&s=${signature}`;
}

/** The URL field of UploadedFile for whoever is asking (GraphQL and the upload's answer). */
export const fileUrlFor = (ctx: RequestContext, row: FileRow): string =>
  readerUrl(ctx.tokens, row, ctx.auth.user, ctx.clock.now());

/** True when the caller may upload a file of this use with a login (POST /upload). */
export function mayUpload(user: MemberRow, use: UploadUse, allowlist: readonly string[]): boolean {
  if (isOrganiser(user, allowlist)) return true;
  const { uploaders } = UPLOAD_USES[use];
  return uploaders === 'member' || (uploaders === 'speaker' && user.invited);
}

/** True when this reader may download this file. */
export async function mayRead(
  knex: Knex,
  allowlist: readonly string[],
  row: FileRow,
  user: MemberRow | null,
): Promise<boolean> {
  if (isPublicUse(row.use)) return true;
  if (!user) return false;
  if (isOrganiser(user, allowlist) || row.uploaded_by === user.id) return true;
  // The member whose speaker record or abstract holds the file; a reviewer reads the images of the
  // abstracts assigned to them (never who wrote them).
  return (
    (await speakerHoldsFile(knex, user.id, row.id)) ||
    (await authorHoldsFile(knex, user.id, row.id)) ||
    reviewerHoldsFile(knex, user.id, row.id)
  );
}

const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The reader a signed link names, or null when the link is not valid (any more). */
async function signedReader(deps: AppDeps, req: Request, row: FileRow): Promise<MemberRow | null> {
  const [u, e, s] = [single(req.query.u), single(req.query.e), single(req.query.s)];
  if (!u || !e || !s || !/^\d{1,10}$/.test(u) || !/^\d{1,12}$/.test(e)) return null;
  if (Number(e) * 1000 <= deps.clock.now().getTime()) return null;
  const user = await findMemberById(deps.knex, Number(u));
  if (!user || user.delete || user.blocked) return null;
  const expected = Buffer.from(macOf(deps.tokens, row.path, user, Number(e)));
  const given = Buffer.from(s);
  return given.length === expected.length && timingSafeEqual(given, expected) ? user : null;
}

/**
 * Refuses a download the caller may not make: the login token (Authorization, as every route
 * reads it) or a signed link names the reader. Visitor: LOGIN_REQUIRED; a link that is not valid
 * (forged, expired, of a password changed since): LOGIN_EXPIRED; someone else: NOT_PERMITTED.
 * Returns how the reader was named (a header-named answer must not be cached under the bare URL).
 */
export async function assertMayRead(deps: AppDeps, req: Request, row: FileRow): Promise<'public' | 'reader'> {
  if (isPublicUse(row.use)) return 'public';
  // An invited speaker's photo or CV that the published programme shows (an organiser made it public).
  if (await isPublicProgrammeFile(deps.knex, row.id)) return 'public';
  let user: MemberRow | null;
  if (req.headers.authorization) {
    const ctx = await createRequestContext(deps, req);
    if (ctx.auth.error) throw new AppError(ctx.auth.error);
    user = ctx.auth.user;
  } else if (req.query.s !== undefined) {
    user = await signedReader(deps, req, row);
    if (!user) throw new AppError('LOGIN_EXPIRED', { message: 'This download link is not valid any more.' });
  } else {
    throw new AppError('LOGIN_REQUIRED');
  }
  if (!user) throw new AppError('LOGIN_REQUIRED');
  if (!(await mayRead(deps.knex, deps.config.ADMIN_ALLOWLIST, row, user)))
    throw new AppError('NOT_PERMITTED');
  return 'reader';
}
