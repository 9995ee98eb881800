import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { hasNoEnd, POPUP_LOCATIONS, toSeoulInput, type PopupLocation } from '@congress/domain';
import { popupFormSchema, popupInputFromForm, type PopupFormValues } from '@congress/domain/validation';
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
  useAdminPopupQuery,
  useCreatePopupMutation,
  useUpdatePopupMutation,
  type AdminPopupQuery,
} from '../../generated/graphql';
import { errorText, StyledAdminPage } from '../../listKit';
import { POPUP_PATH } from './paths';

/** The preview shows the popup at its size, scaled down to fit the form. */
const StyledPreview = styled.div`
  display: grid;
  /* The stage shrinks to a narrow screen (its max-width) instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
  .stage {
    position: relative;
    height: 260px;
    border: 1px dashed ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    background: repeating-linear-gradient(45deg, #f6f7fb, #f6f7fb 10px, #eef0f6 10px, #eef0f6 20px);
    overflow: hidden;
  }
  .box {
    position: absolute;
    top: 12px;
    transform-origin: top left;
    display: flex;
    flex-direction: column;
    background: #fff;
    border-radius: 10px;
    box-shadow: 0 8px 24px rgba(20, 30, 60, 0.3);
    overflow: hidden;
  }
  .box h2 {
    margin: 0;
    padding: 12px 16px;
    font-size: 1.05rem;
    color: #fff;
    background: ${({ theme }) => theme.colors.navy};
  }
  .box .content {
    flex: 1;
    overflow: auto;
    padding: 16px;
  }
  .box .content img {
    max-width: 100%;
    height: auto;
  }
`;

function Preview({ values }: { values: PopupFormValues }) {
  const width = Number(values.size_width) || 400;
  const height = Number(values.size_height) || 400;
  // The stage stands for a 1280 px wide screen.
  const scale = 0.4;
  const left =
    values.location === 'LEFT' ? 16 : values.location === 'RIGHT' ? 1280 - 16 - width : (1280 - width) / 2;
  return (
    <StyledPreview aria-label={useIntl().formatMessage({ id: 'admin.popups.preview' })} role="figure">
      <div className="stage" style={{ width: 1280 * scale, maxWidth: '100%' }}>
        <div
          className="box"
          style={{ width, height, left: left * scale, transform: `scale(${scale})` }}
          aria-hidden="true"
        >
          <h2>{values.title}</h2>
          {/* The editor's own HTML (its schema allows no script); the API sanitises it on save. */}
          <div className="content" dangerouslySetInnerHTML={{ __html: values.content }} />
        </div>
      </div>
      <span className="hint">
        <FormattedMessage id="admin.popups.previewHint" values={{ width, height }} />
      </span>
    </StyledPreview>
  );
}

const todaySeoul = () => toSeoulInput(new Date().toISOString()).slice(0, 10);

const EMPTY = (): PopupFormValues => ({
  use: true,
  title: '',
  start: `${todaySeoul()}T00:00`,
  end: `${todaySeoul()}T23:59`,
  noEnd: false,
  content: '',
  size_width: '400',
  size_height: '400',
  location: 'CENTER',
});

type Popup = NonNullable<AdminPopupQuery['popup']>;

const valuesOf = (popup: Popup): PopupFormValues => ({
  use: popup.use,
  title: popup.title,
  start: toSeoulInput(popup.start),
  end: hasNoEnd(popup.end) ? `${todaySeoul()}T23:59` : toSeoulInput(popup.end),
  noEnd: hasNoEnd(popup.end),
  content: popup.content,
  size_width: String(popup.size_width),
  size_height: String(popup.size_height),
  location: popup.location,
});

// The schema the API applies to what the form sends (@congress/domain).
const schemaOf = () => popupFormSchema;

function PopupForm({ popupId, initial }: { popupId: string | null; initial: PopupFormValues }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { token } = useSession();
  const form = useSchemaForm<PopupFormValues>(schemaOf, initial);
  const { values, errors, setValue } = form;
  const [outcome, setOutcome] = useState<string | null>(null);
  const refetchQueries = ['AdminPopups'];
  const [createPopup, created] = useCreatePopupMutation({ refetchQueries });
  const [updatePopup, updated] = useUpdatePopupMutation({ refetchQueries });
  const saving = created.loading || updated.loading;

  const uploadImage = async (file: File) => {
    try {
      const [stored] = await uploadFiles('richTextImage', [file], token);
      if (!stored) throw new Error('no file');
      return stored.url;
    } catch (error) {
      const code =
        error instanceof UploadError ? (error.fields[0]?.code ?? `error.${error.code}`) : 'error.INTERNAL';
      throw new Error(intl.formatMessage({ id: code }), { cause: error });
    }
  };

  const submit = form.submit(async () => {
    if (saving) return;
    setOutcome(null);
    const input = popupInputFromForm(values);
    try {
      if (popupId) await updatePopup({ variables: { id: popupId, input } });
      else await createPopup({ variables: { input } });
      navigate(POPUP_PATH);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      else setOutcome(errorText(intl, error));
    }
  });

  return (
    <StyledAdminPage aria-labelledby="popup-title">
      <h1 id="popup-title">
        <FormattedMessage id={popupId ? 'admin.popups.editTitle' : 'admin.popups.newTitle'} />
      </h1>
      <StyledEditForm noValidate onSubmit={submit} aria-labelledby="popup-title">
        <label className="check">
          <input type="checkbox" checked={values.use} onChange={(e) => setValue('use', e.target.checked)} />
          <FormattedMessage id="admin.popups.use" />
        </label>
        <TextField form={form} name="title" labelId="admin.popups.title" required />
        <div className="row">
          <TextField
            form={form}
            name="start"
            type="datetime-local"
            labelId="admin.popups.start"
            required
            hintId="admin.popups.koreaTime"
          />
          <Field name="end" labelId="admin.popups.end" required error={errors.end}>
            {(a11y) => (
              <>
                <input
                  {...a11y}
                  type="datetime-local"
                  value={values.end}
                  disabled={values.noEnd}
                  onChange={(e) => setValue('end', e.target.value)}
                />
                <label className="check">
                  <input
                    type="checkbox"
                    role="switch"
                    checked={values.noEnd}
                    onChange={(e) => setValue('noEnd', e.target.checked)}
                  />
                  <FormattedMessage id="admin.popups.noEndSwitch" />
                </label>
              </>
            )}
          </Field>
        </div>
        <div className="row">
          <Field name="location" labelId="admin.popups.locationLabel" error={errors.location}>
            {(a11y) => (
              <select
                {...a11y}
                value={values.location}
                onChange={(e) => setValue('location', e.target.value as PopupLocation)}
              >
                {POPUP_LOCATIONS.map((location) => (
                  <option key={location} value={location}>
                    {intl.formatMessage({ id: `admin.popups.location.${location}` })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField form={form} name="size_width" type="number" labelId="admin.popups.width" required />
          <TextField form={form} name="size_height" type="number" labelId="admin.popups.height" required />
        </div>
        <RichTextField
          form={form}
          name="content"
          labelId="admin.popups.content"
          editorKey={popupId ?? 'new'}
          uploadImage={uploadImage}
        />
        <div className="field">
          <span className="label">
            <FormattedMessage id="admin.popups.preview" />
          </span>
          <Preview values={values} />
        </div>
        <EditFormActions
          busy={saving}
          submitId={popupId ? 'admin.editForm.save' : 'admin.popups.create'}
          listPath={POPUP_PATH}
          outcome={outcome}
        />
      </StyledEditForm>
    </StyledAdminPage>
  );
}

/** general/popupSetting/new and /:popupId: a popup's text, dates (Korea time), place and size. */
export default function PopupEditPage() {
  const { popupId } = useParams();
  const isNew = popupId === 'new';
  const existing = useAdminPopupQuery({
    variables: { id: popupId ?? '' },
    skip: isNew || !popupId,
    fetchPolicy: 'network-only',
  });
  if (isNew) return <PopupForm popupId={null} initial={EMPTY()} />;
  return (
    <EditGate
      error={existing.error}
      loading={existing.loading}
      record={existing.data?.popup}
      notFoundMessageId="admin.popups.notFound"
      listPath={POPUP_PATH}
    >
      {(popup) => <PopupForm key={popup.id} popupId={popup.id} initial={valuesOf(popup)} />}
    </EditGate>
  );
}
