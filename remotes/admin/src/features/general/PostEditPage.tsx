import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { acceptOf, NEWS_AND_NOTICE_TYPES, NEWS_LIMITS, type NewsAndNoticeType } from '@congress/domain';
import { labelIn, NEWS_TYPE_LABELS } from '@congress/domain/lists';
import { fieldErrorsOf } from '@congress/graphql';
import { Link, useNavigate, useParams } from '@congress/router';
import { useSession } from '@congress/ui';
import { RichTextEditor } from '../../components/RichTextEditor';
import { UploadError, uploadFiles, type UploadedFile } from '../../components/upload/uploadFiles';
import { useAdminPostQuery, useCreatePostMutation, useUpdatePostMutation } from '../../generated/graphql';
import { errorText, StyledAdminPage, StyledNotice, StyledSmallButton } from '../../listKit';
import { editGate } from './editGate';
import { BBS_PATH } from './paths';
import { StyledEditForm } from './formStyles';

interface Values {
  title: string;
  type: NewsAndNoticeType;
  created_name: string;
  content: string;
  gallery: UploadedFile | null;
  attachments: UploadedFile[];
}

const EMPTY: Values = {
  title: '',
  type: 'NOTICE',
  created_name: '',
  content: '',
  gallery: null,
  attachments: [],
};

/** general/bbsSetting/new and /:bbsId: a post's type, title, author, rich text, gallery image and files. */
export default function PostEditPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { token } = useSession();
  const { bbsId } = useParams();
  const isNew = bbsId === 'new';
  const ids = {
    title: useId(),
    type: useId(),
    author: useId(),
    content: useId(),
    gallery: useId(),
    files: useId(),
  };
  const existing = useAdminPostQuery({
    variables: { id: bbsId ?? '' },
    skip: isNew || !bbsId,
    fetchPolicy: 'network-only',
  });
  const [values, setValues] = useState<Values | null>(isNew ? EMPTY : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const refetchQueries = ['AdminPosts'];
  const [createPost, created] = useCreatePostMutation({ refetchQueries });
  const [updatePost, updated] = useUpdatePostMutation({ refetchQueries });
  const saving = created.loading || updated.loading;

  const post = existing.data?.newsAndNotice;
  useEffect(() => {
    if (post && !values)
      setValues({
        title: post.title,
        type: post.type,
        created_name: post.created_name ?? '',
        content: post.content,
        gallery: post.gallery_main ?? null,
        attachments: post.attachments,
      });
  }, [post, values]);

  const set = (change: Partial<Values>) =>
    setValues((previous) => (previous ? { ...previous, ...change } : previous));
  const message = (code: string | undefined) => (code ? intl.formatMessage({ id: code }) : undefined);

  const upload = async (
    use: 'galleryMain' | 'bbsAttachment' | 'richTextImage',
    files: File[],
    field: string,
  ) => {
    setUploading(true);
    setErrors((previous) => ({ ...previous, [field]: '' }));
    try {
      return await uploadFiles(use, files, token);
    } catch (error) {
      const code =
        error instanceof UploadError ? (error.fields[0]?.code ?? `error.${error.code}`) : 'error.INTERNAL';
      setErrors((previous) => ({ ...previous, [field]: code }));
      return [];
    } finally {
      setUploading(false);
    }
  };
  const uploadImage = async (file: File) => {
    const [stored] = await upload('richTextImage', [file], 'content');
    if (!stored) throw new Error(intl.formatMessage({ id: 'admin.posts.imageFailed' }));
    return stored.url;
  };

  const gate = editGate({
    error: isNew ? undefined : existing.error,
    notFound: !isNew && Boolean(existing.data) && !post,
    loading: !values,
    notFoundMessageId: 'admin.posts.notFound',
    listPath: BBS_PATH,
  });
  if (gate || !values) return gate;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || uploading) return;
    const next: Record<string, string> = {};
    if (!values.title.trim()) next.title = 'validation.required';
    if (values.type === 'GALLERY' && !values.gallery) next.gallery_main = 'validation.required';
    if (
      values.type !== 'GALLERY' &&
      !values.content.replace(/<[^>]*>/g, '').trim() &&
      !/<img/i.test(values.content)
    )
      next.content = 'validation.required';
    setErrors(next);
    setOutcome(null);
    if (Object.keys(next).length) return;
    const input = {
      title: values.title.trim(),
      type: values.type,
      content: values.content,
      created_name: values.created_name.trim() || null,
      gallery_main: values.gallery?.id ?? null,
      attachments: values.attachments.map((file) => file.id),
    };
    try {
      if (isNew) await createPost({ variables: { input } });
      else await updatePost({ variables: { id: bbsId ?? '', input } });
      navigate(BBS_PATH, { state: { saved: true } });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length) setErrors(fields);
      else setOutcome(errorText(intl, error));
    }
  };

  const fieldError = (key: string, id: string) =>
    errors[key] ? (
      <span id={`${id}-error`} className="error">
        {message(errors[key])}
      </span>
    ) : null;

  return (
    <StyledAdminPage aria-labelledby="post-title">
      <h1 id="post-title">
        <FormattedMessage id={isNew ? 'admin.posts.newTitle' : 'admin.posts.editTitle'} />
      </h1>
      <StyledEditForm noValidate onSubmit={submit} aria-labelledby="post-title">
        <div className="row">
          <p className="field">
            <label htmlFor={ids.type}>
              <FormattedMessage id="admin.posts.type" /> *
            </label>
            <select
              id={ids.type}
              value={values.type}
              onChange={(e) => set({ type: e.target.value as NewsAndNoticeType })}
            >
              {NEWS_AND_NOTICE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {labelIn(NEWS_TYPE_LABELS[type] ?? { en: type, ko: type }, intl.locale)}
                </option>
              ))}
            </select>
          </p>
          <p className="field">
            <label htmlFor={ids.author}>
              <FormattedMessage id="admin.posts.author" />
            </label>
            <input
              id={ids.author}
              type="text"
              maxLength={100}
              value={values.created_name}
              aria-describedby={`${ids.author}-hint`}
              onChange={(e) => set({ created_name: e.target.value })}
            />
            <span id={`${ids.author}-hint`} className="hint">
              <FormattedMessage id="admin.posts.authorHint" />
            </span>
          </p>
        </div>
        <p className="field">
          <label htmlFor={ids.title}>
            <FormattedMessage id="admin.posts.title" /> *
          </label>
          <input
            id={ids.title}
            type="text"
            maxLength={NEWS_LIMITS.title}
            value={values.title}
            aria-invalid={!!errors.title}
            aria-describedby={errors.title ? `${ids.title}-error` : undefined}
            onChange={(e) => set({ title: e.target.value })}
          />
          {fieldError('title', ids.title)}
        </p>
        <div className="field">
          <span className="label" id={`${ids.content}-label`}>
            <FormattedMessage id="admin.posts.content" />
            {values.type !== 'GALLERY' && ' *'}
          </span>
          <RichTextEditor
            key={bbsId}
            id={ids.content}
            value={values.content}
            onChange={(content) => set({ content })}
            label={intl.formatMessage({ id: 'admin.posts.content' })}
            invalid={!!errors.content}
            describedBy={errors.content ? `${ids.content}-error` : undefined}
            uploadImage={uploadImage}
          />
          {fieldError('content', ids.content)}
        </div>
        {(values.type === 'GALLERY' || values.gallery) && (
          <div className="field">
            <label htmlFor={ids.gallery}>
              <FormattedMessage id="admin.posts.gallery" />
              {values.type === 'GALLERY' && ' *'}
            </label>
            {values.gallery && (
              <p className="files">
                <img className="thumb" src={values.gallery.url} alt={values.gallery.name} />
                <StyledSmallButton type="button" $variant="secondary" onClick={() => set({ gallery: null })}>
                  <FormattedMessage id="admin.posts.removeFile" values={{ name: values.gallery.name }} />
                </StyledSmallButton>
              </p>
            )}
            <input
              id={ids.gallery}
              type="file"
              accept={acceptOf('galleryMain')}
              aria-invalid={!!errors.gallery_main}
              aria-describedby={errors.gallery_main ? `${ids.gallery}-error` : undefined}
              onChange={async (e) => {
                const files = [...(e.target.files ?? [])];
                e.target.value = '';
                const [stored] = await upload('galleryMain', files, 'gallery_main');
                if (stored) set({ gallery: stored });
              }}
            />
            {fieldError('gallery_main', ids.gallery)}
          </div>
        )}
        <div className="field">
          <label htmlFor={ids.files}>
            <FormattedMessage id="admin.posts.attachments" />
          </label>
          {values.attachments.length > 0 && (
            <ul className="files">
              {values.attachments.map((file) => (
                <li key={file.id}>
                  <a href={file.url} target="_blank" rel="noreferrer">
                    {file.name}
                  </a>
                  <StyledSmallButton
                    type="button"
                    $variant="secondary"
                    onClick={() => set({ attachments: values.attachments.filter((f) => f.id !== file.id) })}
                  >
                    <FormattedMessage id="admin.posts.removeFile" values={{ name: file.name }} />
                  </StyledSmallButton>
                </li>
              ))}
            </ul>
          )}
          <input
            id={ids.files}
            type="file"
            multiple
            accept={acceptOf('bbsAttachment')}
            disabled={values.attachments.length >= NEWS_LIMITS.attachments}
            aria-describedby={errors.attachments ? `${ids.files}-error` : `${ids.files}-hint`}
            onChange={async (e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              const stored = await upload('bbsAttachment', files, 'attachments');
              set({ attachments: [...values.attachments, ...stored].slice(0, NEWS_LIMITS.attachments) });
            }}
          />
          {errors.attachments ? (
            fieldError('attachments', ids.files)
          ) : (
            <span id={`${ids.files}-hint`} className="hint">
              <FormattedMessage id="admin.posts.attachmentsHint" values={{ max: NEWS_LIMITS.attachments }} />
            </span>
          )}
        </div>
        <div className="buttons">
          <StyledSmallButton type="submit" aria-disabled={saving || uploading}>
            <FormattedMessage id={isNew ? 'admin.posts.create' : 'admin.posts.save'} />
          </StyledSmallButton>
          <Link to={BBS_PATH}>
            <FormattedMessage id="admin.posts.cancel" />
          </Link>
          {uploading && (
            <span role="status" className="hint">
              <FormattedMessage id="admin.posts.uploading" />
            </span>
          )}
        </div>
        {outcome && (
          <StyledNotice $tone="error" role="alert">
            {outcome}
          </StyledNotice>
        )}
      </StyledEditForm>
    </StyledAdminPage>
  );
}
