// What each kind of upload accepts (docs/decisions.md, "Abstracts, speakers and uploads"). The API
// enforces it (POST /upload?use=…) on the file's real type, read from its content; the browser uses
// the same numbers for its file picker and its messages before sending anything.

export const MIME = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  mp4: 'video/mp4',
} as const;

const IMAGES = [MIME.jpeg, MIME.png, MIME.gif, MIME.webp] as const;
const MB = 1024 * 1024;

export interface UploadPolicy {
  /** Largest single file, in bytes. */
  maxBytes: number;
  /** Files per request. */
  maxFiles: number;
  /** Real types (detected from the content) accepted. */
  types: readonly string[];
  /** Accepted without a login (rate limited per address): sponsor applications only. */
  free: boolean;
  /**
   * Who may upload it with a login (POST /upload): any member, invited speakers (and organisers),
   * or organisers only. Anything else is refused at upload time (upload.useNotPermitted).
   */
  uploaders: 'member' | 'speaker' | 'organiser';
  /**
   * Who may download it (GET /uploads/<key>): anyone (what public pages show), or only its owner
   * (the uploader, or the member whose abstract or speaker record holds it) and organisers.
   */
  readers: 'public' | 'owner';
}

/** Images larger than this are refused (a decompression bomb in readers' browsers otherwise). */
export const IMAGE_LIMITS = { maxPixels: 50_000_000, maxSide: 16_384 } as const;

export const UPLOAD_USES = {
  /** Figures of an abstract (file_img). */
  abstractImage: {
    maxBytes: 5 * MB,
    maxFiles: 5,
    types: IMAGES,
    free: false,
    uploaders: 'member',
    readers: 'owner',
  },
  speakerCv: {
    maxBytes: 10 * MB,
    maxFiles: 1,
    types: [MIME.pdf, MIME.docx],
    free: false,
    uploaders: 'speaker',
    readers: 'owner',
  },
  /** Private: no public page shows speakers' photos (the programme is text). */
  speakerPhoto: {
    maxBytes: 5 * MB,
    maxFiles: 1,
    types: IMAGES,
    free: false,
    uploaders: 'speaker',
    readers: 'owner',
  },
  speakerLecture: {
    maxBytes: 20 * MB,
    maxFiles: 1,
    types: [MIME.pdf, MIME.pptx, MIME.docx],
    free: false,
    uploaders: 'speaker',
    readers: 'owner',
  },
  /** Slides of an invited lecture (speakers.file_presentation); a short video is allowed. */
  presentation: {
    maxBytes: 20 * MB,
    maxFiles: 1,
    types: [MIME.pdf, MIME.pptx, MIME.mp4],
    free: false,
    uploaders: 'speaker',
    readers: 'owner',
  },
  /** The presentation of an accepted abstract (Abstract.file_presentation), uploaded by its submitter. */
  abstractPresentation: {
    maxBytes: 20 * MB,
    maxFiles: 1,
    types: [MIME.pdf, MIME.pptx, MIME.mp4],
    free: false,
    uploaders: 'member',
    readers: 'owner',
  },
  /**
   * Business registration and application paper of a sponsor: uploaded without a login (the free
   * variant; the applicant claims it with its secret), read by organisers only.
   */
  sponsorDocument: {
    maxBytes: 5 * MB,
    maxFiles: 2,
    types: [MIME.pdf, ...IMAGES],
    free: true,
    uploaders: 'organiser',
    readers: 'owner',
  },
  /** Images inside organisers' rich text (posts, popups, mail templates). */
  richTextImage: {
    maxBytes: 5 * MB,
    maxFiles: 1,
    types: IMAGES,
    free: false,
    uploaders: 'organiser',
    readers: 'public',
  },
  /** The main image of a gallery post (gallery_main). */
  galleryMain: {
    maxBytes: 5 * MB,
    maxFiles: 1,
    types: IMAGES,
    free: false,
    uploaders: 'organiser',
    readers: 'public',
  },
  /** Documents attached to a post (the download center). */
  bbsAttachment: {
    maxBytes: 20 * MB,
    maxFiles: 5,
    types: [MIME.pdf, MIME.docx, MIME.pptx, ...IMAGES],
    free: false,
    uploaders: 'organiser',
    readers: 'public',
  },
  /** Files an organiser attaches to a mail (organisers only: createSendEmail checks the uploader). */
  mailAttachment: {
    maxBytes: 10 * MB,
    maxFiles: 5,
    types: [MIME.pdf, MIME.docx, MIME.pptx, ...IMAGES],
    free: false,
    uploaders: 'organiser',
    readers: 'owner',
  },
} as const satisfies Record<string, UploadPolicy>;

export type UploadUse = keyof typeof UPLOAD_USES;
export const UPLOAD_USE_NAMES = Object.keys(UPLOAD_USES) as UploadUse[];

export const isUploadUse = (value: unknown): value is UploadUse =>
  typeof value === 'string' && Object.hasOwn(UPLOAD_USES, value);

/** True when anyone may download a file of this use (a row from before uses: no). */
export const isPublicUse = (use: string | null | undefined): boolean =>
  isUploadUse(use) && UPLOAD_USES[use].readers === 'public';

/** Images are shown inline; anything else downloads as an attachment. */
export const isImageMime = (mime: string | null | undefined): boolean =>
  (IMAGES as readonly string[]).includes(mime ?? '');

/** File-name extensions for the browser's picker (`accept`), per type. */
export const EXTENSIONS_OF: Record<string, string> = {
  [MIME.jpeg]: '.jpg,.jpeg',
  [MIME.png]: '.png',
  [MIME.gif]: '.gif',
  [MIME.webp]: '.webp',
  [MIME.pdf]: '.pdf',
  [MIME.docx]: '.docx',
  [MIME.pptx]: '.pptx',
  [MIME.mp4]: '.mp4',
};

export const acceptOf = (use: UploadUse): string =>
  UPLOAD_USES[use].types.map((type) => EXTENSIONS_OF[type] ?? type).join(',');
