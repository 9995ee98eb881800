import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  hasNoEnd,
  POPUP_LIMITS,
  POPUP_LOCATIONS,
  POPUP_NO_END,
  POPUP_SIZE,
  type PopupLocation,
} from '@congress/domain';
import { fieldErrorsOf } from '@congress/graphql';
import { Link, useNavigate, useParams } from '@congress/router';
import { useSession } from '@congress/ui';
import { RichTextEditor } from '../../components/RichTextEditor';
import { UploadError, uploadFiles } from '../../components/upload/uploadFiles';
import { useAdminPopupQuery, useCreatePopupMutation, useUpdatePopupMutation } from '../../generated/graphql';
import { errorText, StyledAdminPage, StyledNotice, StyledSmallButton } from '../../listKit';
import { editGate } from './editGate';
import { fromSeoulInput, StyledEditForm, toSeoulInput } from './formStyles';
import { POPUP_PATH } from './paths';

interface Values {
  use: boolean;
  title: string;
  start: string;
  end: string;
  noEnd: boolean;
  content: string;
  size_width: string;
  size_height: string;
  location: PopupLocation;
}

/** The preview shows the popup at its size, scaled down to fit the form. */
const StyledPreview = styled.div`
  display: grid;
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

function Preview({ values }: { values: Values }) {
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

const EMPTY = (): Values => ({
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

/** general/popupSetting/new and /:popupId: a popup's text, dates (Korea time), place and size. */
export default function PopupEditPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { token } = useSession();
  const { popupId } = useParams();
  const isNew = popupId === 'new';
  const ids = {
    use: useId(),
    title: useId(),
    start: useId(),
    end: useId(),
    noEnd: useId(),
    content: useId(),
    width: useId(),
    height: useId(),
    location: useId(),
  };
  const existing = useAdminPopupQuery({
    variables: { id: popupId ?? '' },
    skip: isNew || !popupId,
    fetchPolicy: 'network-only',
  });
  const [values, setValues] = useState<Values | null>(isNew ? EMPTY() : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<string | null>(null);
  const refetchQueries = ['AdminPopups'];
  const [createPopup, created] = useCreatePopupMutation({ refetchQueries });
  const [updatePopup, updated] = useUpdatePopupMutation({ refetchQueries });
  const saving = created.loading || updated.loading;

  const popup = existing.data?.popup;
  useEffect(() => {
    if (popup && !values)
      setValues({
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
  }, [popup, values]);

  const gate = editGate({
    error: isNew ? undefined : existing.error,
    notFound: !isNew && Boolean(existing.data) && !popup,
    loading: !values,
    notFoundMessageId: 'admin.popups.notFound',
    listPath: POPUP_PATH,
  });
  if (gate || !values) return gate;

  const set = (change: Partial<Values>) => setValues({ ...values, ...change });
  const message = (code: string | undefined) => (code ? intl.formatMessage({ id: code }) : undefined);
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const next: Record<string, string> = {};
    const start = fromSeoulInput(values.start);
    const end = values.noEnd ? POPUP_NO_END : fromSeoulInput(values.end);
    if (!values.title.trim()) next.title = 'validation.required';
    if (!start) next.start = 'validation.date';
    if (!end) next.end = 'validation.date';
    else if (start && Date.parse(end) < Date.parse(start)) next.end = 'validation.endBeforeStart';
    for (const key of ['size_width', 'size_height'] as const) {
      const n = Number(values[key]);
      if (!Number.isInteger(n) || n < POPUP_SIZE.min || n > POPUP_SIZE.max)
        next[key] = 'validation.popupSize';
    }
    setErrors(next);
    setOutcome(null);
    if (Object.keys(next).length || !start || !end) return;
    const input = {
      use: values.use,
      title: values.title.trim(),
      start,
      end,
      content: values.content,
      size_width: Number(values.size_width),
      size_height: Number(values.size_height),
      location: values.location,
    };
    try {
      if (isNew) await createPopup({ variables: { input } });
      else await updatePopup({ variables: { id: popupId ?? '', input } });
      navigate(POPUP_PATH);
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
  const described = (key: string, id: string, hint?: string) => (errors[key] ? `${id}-error` : hint);

  return (
    <StyledAdminPage aria-labelledby="popup-title">
      <h1 id="popup-title">
        <FormattedMessage id={isNew ? 'admin.popups.newTitle' : 'admin.popups.editTitle'} />
      </h1>
      <StyledEditForm noValidate onSubmit={submit} aria-labelledby="popup-title">
        <label className="check" htmlFor={ids.use}>
          <input
            id={ids.use}
            type="checkbox"
            checked={values.use}
            onChange={(e) => set({ use: e.target.checked })}
          />
          <FormattedMessage id="admin.popups.use" />
        </label>
        <p className="field">
          <label htmlFor={ids.title}>
            <FormattedMessage id="admin.popups.title" /> *
          </label>
          <input
            id={ids.title}
            type="text"
            maxLength={POPUP_LIMITS.title}
            value={values.title}
            aria-invalid={!!errors.title}
            aria-describedby={described('title', ids.title)}
            onChange={(e) => set({ title: e.target.value })}
          />
          {fieldError('title', ids.title)}
        </p>
        <div className="row">
          <p className="field">
            <label htmlFor={ids.start}>
              <FormattedMessage id="admin.popups.start" /> *
            </label>
            <input
              id={ids.start}
              type="datetime-local"
              value={values.start}
              aria-invalid={!!errors.start}
              aria-describedby={described('start', ids.start, `${ids.start}-hint`)}
              onChange={(e) => set({ start: e.target.value })}
            />
            {fieldError('start', ids.start) ?? (
              <span id={`${ids.start}-hint`} className="hint">
                <FormattedMessage id="admin.popups.koreaTime" />
              </span>
            )}
          </p>
          <div className="field">
            <label htmlFor={ids.end}>
              <FormattedMessage id="admin.popups.end" /> *
            </label>
            <input
              id={ids.end}
              type="datetime-local"
              value={values.end}
              disabled={values.noEnd}
              aria-invalid={!!errors.end}
              aria-describedby={described('end', ids.end, `${ids.start}-hint`)}
              onChange={(e) => set({ end: e.target.value })}
            />
            <label className="check" htmlFor={ids.noEnd}>
              <input
                id={ids.noEnd}
                type="checkbox"
                role="switch"
                checked={values.noEnd}
                onChange={(e) => set({ noEnd: e.target.checked })}
              />
              <FormattedMessage id="admin.popups.noEndSwitch" />
            </label>
            {fieldError('end', ids.end)}
          </div>
        </div>
        <div className="row">
          <p className="field">
            <label htmlFor={ids.location}>
              <FormattedMessage id="admin.popups.locationLabel" />
            </label>
            <select
              id={ids.location}
              value={values.location}
              onChange={(e) => set({ location: e.target.value as PopupLocation })}
            >
              {POPUP_LOCATIONS.map((location) => (
                <option key={location} value={location}>
                  {intl.formatMessage({ id: `admin.popups.location.${location}` })}
                </option>
              ))}
            </select>
          </p>
          <p className="field">
            <label htmlFor={ids.width}>
              <FormattedMessage id="admin.popups.width" /> *
            </label>
            <input
              id={ids.width}
              type="number"
              inputMode="numeric"
              min={POPUP_SIZE.min}
              max={POPUP_SIZE.max}
              value={values.size_width}
              aria-invalid={!!errors.size_width}
              aria-describedby={described('size_width', ids.width)}
              onChange={(e) => set({ size_width: e.target.value })}
            />
            {fieldError('size_width', ids.width)}
          </p>
          <p className="field">
            <label htmlFor={ids.height}>
              <FormattedMessage id="admin.popups.height" /> *
            </label>
            <input
              id={ids.height}
              type="number"
              inputMode="numeric"
              min={POPUP_SIZE.min}
              max={POPUP_SIZE.max}
              value={values.size_height}
              aria-invalid={!!errors.size_height}
              aria-describedby={described('size_height', ids.height)}
              onChange={(e) => set({ size_height: e.target.value })}
            />
            {fieldError('size_height', ids.height)}
          </p>
        </div>
        <div className="field">
          <span className="label">
            <FormattedMessage id="admin.popups.content" />
          </span>
          <RichTextEditor
            key={popupId}
            id={ids.content}
            value={values.content}
            onChange={(content) => setValues((previous) => (previous ? { ...previous, content } : previous))}
            label={intl.formatMessage({ id: 'admin.popups.content' })}
            invalid={!!errors.content}
            describedBy={errors.content ? `${ids.content}-error` : undefined}
            uploadImage={uploadImage}
          />
          {fieldError('content', ids.content)}
        </div>
        <div className="field">
          <span className="label">
            <FormattedMessage id="admin.popups.preview" />
          </span>
          <Preview values={values} />
        </div>
        <div className="buttons">
          <StyledSmallButton type="submit" aria-disabled={saving}>
            <FormattedMessage id={isNew ? 'admin.popups.create' : 'admin.posts.save'} />
          </StyledSmallButton>
          <Link to={POPUP_PATH}>
            <FormattedMessage id="admin.posts.cancel" />
          </Link>
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
