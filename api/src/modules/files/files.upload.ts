// POST /upload?use=<use> (spec §7): multipart `files`, bearer token. POST /upload/free?use=
// sponsorDocument: the no-token variant, sponsor application documents only, rate limited per
// address. Each file is staged on disk while it arrives (at most its use's size), its real type is
// read from its content (file-type) and checked against the use's allowlist, images are measured
// (image-size; over IMAGE_LIMITS refused), and it is stored under a generated key. Nothing the
// caller sends names a path. A use the caller may not upload is refused before anything is read.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { Router, type Request, type Response } from 'express';
import { fileTypeFromFile } from 'file-type';
import { imageSizeFromFile } from 'image-size/fromFile';
import {
  IMAGE_LIMITS,
  isImageMime,
  isUploadUse,
  UPLOAD_USES,
  type FieldError,
  type UploadPolicy,
  type UploadUse,
} from '@congress/domain';
import type { AppDeps, RequestContext } from '../../context';
import { createRequestContext } from '../../requestContext';
import { AppError, validationError } from '../../errors';
import { REQUEST_LIMITS } from '../../graphql/requestLimits';
import { requireUser } from '../auth/guards';
import { consume } from '../auth/rateLimits';
import { assertMayRead, fileUrlFor, mayUpload } from './files.access';
import { findFileByKey, insertFile, type FileRow } from './files.repository';
import { STORAGE_KEY, type FileStorage } from './files.storage';

/** All files of one request together, whatever the use: REQUEST_LIMITS.uploadBody (20 MB). */
export const UPLOAD_BODY_BYTES = parseMegabytes(REQUEST_LIMITS.uploadBody);

function parseMegabytes(text: string): number {
  const match = /^(\d+)mb$/.exec(text);
  if (!match) throw new Error(`REQUEST_LIMITS.uploadBody: expected "<n>mb", got ${text}`);
  return Number(match[1]) * 1024 * 1024;
}
/** Multipart framing around the files (boundaries, part headers). */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Where downloads are served: `/uploads/<key>`. */
export const UPLOADS_URL = '/uploads/';

interface Staged {
  tmp: string;
  name: string;
  size: number;
  truncated: boolean;
}

/** The name a browser sent, as a display name only: last path segment, no control characters, ≤ 200. */
export function displayName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'file').slice(0, 200);
}

const fileError = (code: string, index?: number): FieldError => ({
  field: index === undefined ? 'files' : `files.${index}`,
  code,
});

/** Receives the multipart body into staging files, enforcing the use's size and count limits. */
function receive(req: Request, policy: UploadPolicy, stagingDir: string): Promise<Staged[]> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: policy.maxBytes,
          files: policy.maxFiles,
          fields: 10,
          fieldSize: 1024,
          parts: policy.maxFiles + 10,
        },
      });
    } catch {
      reject(new AppError('BAD_REQUEST', { message: 'multipart/form-data expected' }));
      return;
    }
    const staged: Staged[] = [];
    const writes: Promise<void>[] = [];
    const problems: FieldError[] = [];
    let total = 0;
    parser.on('file', (field, stream, info) => {
      if (field !== 'files') {
        problems.push({ field, code: 'validation.invalid' });
        stream.resume();
        return;
      }
      const entry: Staged = {
        tmp: path.join(stagingDir, randomUUID()),
        name: displayName(info.filename),
        size: 0,
        truncated: false,
      };
      staged.push(entry);
      stream.on('data', (chunk: Buffer) => {
        entry.size += chunk.length;
        total += chunk.length;
      });
      stream.on('limit', () => {
        entry.truncated = true;
      });
      writes.push(pipeline(stream, createWriteStream(entry.tmp)));
    });
    parser.on('filesLimit', () => problems.push(fileError('validation.tooManyFiles')));
    parser.on('error', (error) => reject(new AppError('BAD_REQUEST', { message: String(error) })));
    parser.on('close', () => {
      Promise.all(writes).then(
        () => {
          if (total > UPLOAD_BODY_BYTES) problems.push(fileError('validation.fileTooLarge'));
          staged.forEach((file, index) => {
            if (file.truncated) problems.push(fileError('validation.fileTooLarge', index));
            else if (file.size === 0) problems.push(fileError('validation.fileEmpty', index));
          });
          if (!staged.length && !problems.length) problems.push(fileError('validation.required'));
          if (!problems.length) return resolve(staged);
          const tooLarge = problems.some((p) => p.code === 'validation.fileTooLarge');
          const refusal = tooLarge
            ? new AppError('PAYLOAD_TOO_LARGE', { fields: problems })
            : validationError(problems);
          return discard(staged).then(() => reject(refusal));
        },
        (error: unknown) => discard(staged).then(() => reject(error)),
      );
    });
    req.pipe(parser);
  });
}

const discard = (files: readonly Staged[]) => Promise.all(files.map((file) => rm(file.tmp, { force: true })));

/** Checks each staged file's real type, measures images, stores them and records their rows. */
async function store(
  ctx: RequestContext,
  storage: FileStorage,
  use: UploadUse,
  files: Staged[],
  uploadedBy: number | null,
  claims: string[] | null,
): Promise<FileRow[]> {
  const policy: UploadPolicy = UPLOAD_USES[use];
  const detected = await Promise.all(files.map((file) => fileTypeFromFile(file.tmp)));
  const refused = detected.flatMap((type, index) =>
    type && policy.types.includes(type.mime) ? [] : [fileError('validation.fileType', index)],
  );
  if (refused.length) throw validationError(refused);
  // Every file is measured before any is stored: a refusal stores nothing.
  const sizes: { width: number | null; height: number | null }[] = [];
  for (const [index, file] of files.entries()) {
    const type = detected[index] as { ext: string; mime: string };
    if (!isImageMime(type.mime)) {
      sizes.push({ width: null, height: null });
      continue;
    }
    let size: { width: number; height: number };
    try {
      size = await imageSizeFromFile(file.tmp);
    } catch {
      // A header that says image but cannot be measured is not an image we show.
      throw validationError([fileError('validation.fileType', index)]);
    }
    // The header's claim is enough to refuse: a small file can declare 100,000 × 100,000 pixels,
    // which a reader's browser would try to decode.
    if (
      size.width * size.height > IMAGE_LIMITS.maxPixels ||
      Math.max(size.width, size.height) > IMAGE_LIMITS.maxSide
    )
      throw validationError([fileError('validation.imageDimensions', index)]);
    sizes.push(size);
  }
  const rows: FileRow[] = [];
  for (const [index, file] of files.entries()) {
    const type = detected[index] as { ext: string; mime: string };
    const { width, height } = sizes[index] as { width: number | null; height: number | null };
    const key = `${randomUUID()}.${type.ext}`;
    await storage.put(key, file.tmp);
    rows.push(
      await insertFile(ctx.knex, {
        name: file.name,
        url: UPLOADS_URL + key,
        path: key,
        mime: type.mime,
        size: file.size,
        width,
        height,
        use,
        uploaded_by: uploadedBy,
        claim_hash: claims ? claimHash(claims[index] as string) : null,
      }),
    );
  }
  return rows;
}

/**
 * A free upload has no owner. Its uploader alone gets a claim secret (in the upload's answer);
 * the form that attaches the file (createSponsor) must present it, and attaching clears it, so
 * nobody attaches someone else's document by its id (docs/decisions.md, "Sponsorship").
 */
export const claimHash = (claim: string) => createHash('sha256').update(claim).digest('hex');

/** The upload's answer for a file: its URL signed for the uploader when the file is private. */
export const publicFile = (ctx: RequestContext, row: FileRow) => ({
  id: String(row.id),
  name: row.name,
  url: fileUrlFor(ctx, row),
  mime: row.mime,
  size: row.size,
  width: row.width,
  height: row.height,
});

async function handleUpload(deps: AppDeps, storage: FileStorage, req: Request, res: Response, free: boolean) {
  const use = req.query.use;
  if (!isUploadUse(use)) throw validationError([{ field: 'use', code: 'validation.invalid' }]);
  const policy: UploadPolicy = UPLOAD_USES[use];
  const ctx = await createRequestContext(deps, req);
  let uploadedBy: number | null = null;
  if (free) {
    // Without a login: only a use meant for it, and a small budget per address.
    if (!policy.free) throw new AppError('LOGIN_REQUIRED');
    await consume(deps.limits.freeUploadClient, ctx.ip);
  } else {
    const user = requireUser(ctx);
    if (!mayUpload(user, use, ctx.config.ADMIN_ALLOWLIST))
      throw new AppError('NOT_PERMITTED', { fields: [{ field: 'use', code: 'validation.uploadUse' }] });
    uploadedBy = user.id;
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  const cap = Math.min(UPLOAD_BODY_BYTES, policy.maxBytes * policy.maxFiles) + MULTIPART_OVERHEAD;
  if (declared > cap) {
    // Refused before reading: the client need not send the rest.
    res.setHeader('connection', 'close');
    throw new AppError('PAYLOAD_TOO_LARGE', { fields: [fileError('validation.fileTooLarge')] });
  }
  await mkdir(storage.stagingDir, { recursive: true });
  const staged = await receive(req, policy, storage.stagingDir);
  try {
    const claims = free ? staged.map(() => randomBytes(24).toString('base64url')) : null;
    const rows = await store(ctx, storage, use, staged, uploadedBy, claims);
    res.status(201).json({
      ok: true,
      files: rows.map((row, index) => ({
        ...publicFile(ctx, row),
        ...(claims ? { claim: claims[index] } : {}),
      })),
    });
  } finally {
    await discard(staged);
  }
}

/** The upload routes and downloads of stored files. */
export function filesRouter(deps: AppDeps, storage: FileStorage): Router {
  const router = Router();
  router.post('/upload', (req, res) => handleUpload(deps, storage, req, res, false));
  router.post('/upload/free', (req, res) => handleUpload(deps, storage, req, res, true));
  router.get('/uploads/:key', async (req, res) => {
    const key = String(req.params.key);
    const row = STORAGE_KEY.test(key) ? await findFileByKey(deps.knex, key) : undefined;
    if (!row) throw new AppError('NOT_FOUND');
    const readBy = await assertMayRead(deps, req, row);
    const body = await storage.read(key);
    if (!body) throw new AppError('NOT_FOUND');
    const mime = row.mime ?? 'application/octet-stream';
    res.setHeader('content-type', mime);
    res.setHeader('x-content-type-options', 'nosniff');
    // Nothing served here may run as a page of this origin, whatever a browser makes of it.
    res.setHeader('content-security-policy', "default-src 'none'; img-src 'self'; sandbox");
    // A private file named by the login header must not be kept under its bare URL (another login
    // in the same browser would get it); public files and signed links are the same for everyone.
    res.setHeader(
      'cache-control',
      readBy === 'reader' && req.headers.authorization ? 'private, no-store' : 'private, max-age=3600',
    );
    if (row.size != null) res.setHeader('content-length', String(row.size));
    // Express encodes the stored display name (filename and filename*); images are shown in place.
    res.attachment(row.name);
    res.setHeader('content-type', mime);
    if (isImageMime(mime))
      res.setHeader(
        'content-disposition',
        String(res.get('content-disposition')).replace(/^attachment/, 'inline'),
      );
    await pipeline(body, res);
  });
  return router;
}
