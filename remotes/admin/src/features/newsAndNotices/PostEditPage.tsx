import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { acceptOf, NEWS_AND_NOTICE_TYPES, NEWS_LIMITS, type NewsAndNoticeType } from '@congress/domain';
import { labelIn, NEWS_TYPE_LABELS } from '@congress/domain/lists';
import { postFormSchema, postInputFromForm, type PostFormValues } from '@congress/domain/validation';
import { fieldErrorsOf } from '@congress/graphql';
import { useNavigate, useParams } from '@congress/router';
import { useSession } from '@congress/ui';
import { Field, TextField, useSchemaForm } from '@congress/components/forms';
import { EditFormActions } from '../../components/EditFormActions';
import { EditGate } from '../../components/EditGate';
import { RichTextField } from '../../components/RichTextEditor/RichTextField';
import { StyledEditForm } from '../../components/StyledEditForm';
import { UploadError, uploadFiles } from '../../components/upload/uploadFiles';
import {
  useAdminPostQuery,
  useCreatePostMutation,
  useUpdatePostMutation,
  type AdminPostQuery,
} from '../../generated/graphql';
import { errorText, StyledAdminPage, StyledSmallButton } from '../../listKit';
import { BBS_PATH } from './paths';

const EMPTY: PostFormValues = {
  title: '',
  type: 'NOTICE',
  created_name: '',
  content: '',
  gallery_main: null,
  attachments: [],
};

type Post = NonNullable<AdminPostQuery['newsAndNotice']>;

const valuesOf = (post: Post): PostFormValues => ({
  title: post.title,
  type: post.type,
  created_name: post.created_name ?? '',
  content: post.content,
  gallery_main: post.gallery_main ?? null,
  attachments: post.attachments,
});

// The schema the API applies to what the form sends (@congress/domain).
const schemaOf = () => postFormSchema;

function PostForm({ postId, initial }: { postId: string | null; initial: PostFormValues }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { token } = useSession();
  const form = useSchemaForm<PostFormValues>(schemaOf, initial);
  const { values, errors, setValue, setFieldError } = form;
  const [outcome, setOutcome] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const refetchQueries = ['AdminPosts'];
  const [createPost, created] = useCreatePostMutation({ refetchQueries });
  const [updatePost, updated] = useUpdatePostMutation({ refetchQueries });
  const saving = created.loading || updated.loading;

  /** Uploads files for a field; a refusal shows on that field. */
  const upload = async (
    use: 'galleryMain' | 'bbsAttachment' | 'richTextImage',
    files: File[],
    field: keyof PostFormValues,
  ) => {
    setUploading(true);
    setFieldError(field, null);
    try {
      return await uploadFiles(use, files, token);
    } catch (error) {
      const code =
        error instanceof UploadError ? (error.fields[0]?.code ?? `error.${error.code}`) : 'error.INTERNAL';
      setFieldError(field, code);
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

  const submit = form.submit(async () => {
    if (saving || uploading) return;
    setOutcome(null);
    const input = postInputFromForm(values);
    try {
      if (postId) await updatePost({ variables: { id: postId, input } });
      else await createPost({ variables: { input } });
      navigate(BBS_PATH, { state: { saved: true } });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      else setOutcome(errorText(intl, error));
    }
  });

  const gallery = values.gallery_main;
  const isGallery = values.type === 'GALLERY';
  return (
    <StyledAdminPage aria-labelledby="post-title">
      <h1 id="post-title">
        <FormattedMessage id={postId ? 'admin.posts.editTitle' : 'admin.posts.newTitle'} />
      </h1>
      <StyledEditForm noValidate onSubmit={submit} aria-labelledby="post-title">
        <div className="row">
          <Field name="type" labelId="admin.posts.type" required error={errors.type}>
            {(a11y) => (
              <select
                {...a11y}
                value={values.type}
                onChange={(e) => setValue('type', e.target.value as NewsAndNoticeType)}
              >
                {NEWS_AND_NOTICE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {labelIn(NEWS_TYPE_LABELS[type] ?? { en: type, ko: type }, intl.locale)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField
            form={form}
            name="created_name"
            labelId="admin.posts.author"
            hintId="admin.posts.authorHint"
          />
        </div>
        <TextField form={form} name="title" labelId="admin.posts.title" required />
        <RichTextField
          form={form}
          name="content"
          labelId="admin.posts.content"
          required={!isGallery}
          editorKey={postId ?? 'new'}
          uploadImage={uploadImage}
        />
        {(isGallery || gallery) && (
          <Field
            name="gallery_main"
            labelId="admin.posts.gallery"
            required={isGallery}
            error={errors.gallery_main}
          >
            {(a11y) => (
              <>
                {gallery && (
                  <p className="files">
                    <img className="thumb" src={gallery.url} alt={gallery.name} />
                    <StyledSmallButton
                      type="button"
                      $variant="secondary"
                      onClick={() => setValue('gallery_main', null)}
                    >
                      <FormattedMessage id="admin.posts.removeFile" values={{ name: gallery.name }} />
                    </StyledSmallButton>
                  </p>
                )}
                <input
                  {...a11y}
                  type="file"
                  accept={acceptOf('galleryMain')}
                  onChange={async (e) => {
                    const files = [...(e.target.files ?? [])];
                    e.target.value = '';
                    const [stored] = await upload('galleryMain', files, 'gallery_main');
                    if (stored) setValue('gallery_main', stored);
                  }}
                />
              </>
            )}
          </Field>
        )}
        <Field
          name="attachments"
          labelId="admin.posts.attachments"
          error={errors.attachments}
          hintId="admin.posts.attachmentsHint"
        >
          {(a11y) => (
            <>
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
                        onClick={() =>
                          setValue(
                            'attachments',
                            values.attachments.filter((f) => f.id !== file.id),
                          )
                        }
                      >
                        <FormattedMessage id="admin.posts.removeFile" values={{ name: file.name }} />
                      </StyledSmallButton>
                    </li>
                  ))}
                </ul>
              )}
              <input
                {...a11y}
                type="file"
                multiple
                accept={acceptOf('bbsAttachment')}
                disabled={values.attachments.length >= NEWS_LIMITS.attachments}
                onChange={async (e) => {
                  const files = [...(e.target.files ?? [])];
                  e.target.value = '';
                  const stored = await upload('bbsAttachment', files, 'attachments');
                  setValue(
                    'attachments',
                    [...values.attachments, ...stored].slice(0, NEWS_LIMITS.attachments),
                  );
                }}
              />
            </>
          )}
        </Field>
        <EditFormActions
          busy={saving || uploading}
          submitId={postId ? 'admin.editForm.save' : 'admin.posts.create'}
          listPath={BBS_PATH}
          outcome={outcome}
        >
          {uploading && (
            <span role="status" className="hint">
              <FormattedMessage id="admin.posts.uploading" />
            </span>
          )}
        </EditFormActions>
      </StyledEditForm>
    </StyledAdminPage>
  );
}

/** general/bbsSetting/new and /:bbsId: a post's type, title, author, rich text, gallery image and files. */
export default function PostEditPage() {
  const { bbsId } = useParams();
  const isNew = bbsId === 'new';
  const existing = useAdminPostQuery({
    variables: { id: bbsId ?? '' },
    skip: isNew || !bbsId,
    fetchPolicy: 'network-only',
  });
  if (isNew) return <PostForm postId={null} initial={EMPTY} />;
  return (
    <EditGate
      error={existing.error}
      loading={existing.loading}
      record={existing.data?.newsAndNotice}
      notFoundMessageId="admin.posts.notFound"
      listPath={BBS_PATH}
    >
      {(post) => <PostForm key={post.id} postId={post.id} initial={valuesOf(post)} />}
    </EditGate>
  );
}
