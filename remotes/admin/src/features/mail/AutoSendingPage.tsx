import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  useMailAutoSettingsQuery,
  useUpdateMailAutoSettingMutation,
  type MailAutoSettingsQuery,
} from '../../generated/graphql';
import {
  errorText,
  PageNotice,
  QueryErrorNotice,
  StyledAdminPage,
  type PageNoticeState,
} from '../../listKit';

type Setting = MailAutoSettingsQuery['mailAutoSettings'][number];
type Template = MailAutoSettingsQuery['mailTemplates']['rows'][number];

const StyledList = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.3fr) minmax(0, 1.3fr);
    min-width: 0;
    gap: 8px 16px;
    align-items: center;
    padding: 12px 16px;
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
  }
  @media (max-width: 748px) {
    li {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 44px;
  }
  .field {
    display: grid;
    gap: 2px;
    min-width: 0;
    margin: 0;
    font-size: 0.9rem;
  }
  select {
    min-height: 40px;
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    font: inherit;
    width: 100%;
    min-width: 0;
  }
`;

function SettingRow(props: {
  setting: Setting;
  templates: readonly Template[];
  onSaved(text: string): void;
  onError(text: string): void;
}) {
  const intl = useIntl();
  const ids = { enabled: useId(), en: useId(), ko: useId() };
  const { setting } = props;
  const [save, { loading }] = useUpdateMailAutoSettingMutation();
  const typeLabel = intl.formatMessage({ id: `admin.mail.type.${setting.type}` });
  const change = async (next: Partial<Pick<Setting, 'enabled' | 'template_en_id' | 'template_ko_id'>>) => {
    try {
      await save({
        variables: {
          input: {
            type: setting.type,
            enabled: next.enabled ?? setting.enabled,
            template_en_id: next.template_en_id !== undefined ? next.template_en_id : setting.template_en_id,
            template_ko_id: next.template_ko_id !== undefined ? next.template_ko_id : setting.template_ko_id,
          },
        },
      });
      props.onSaved(intl.formatMessage({ id: 'admin.autoSending.saved' }, { type: typeLabel }));
    } catch (error) {
      props.onError(errorText(intl, error));
    }
  };
  const choice = (locale: 'en' | 'ko') => {
    const field = locale === 'en' ? 'template_en_id' : 'template_ko_id';
    const id = locale === 'en' ? ids.en : ids.ko;
    return (
      <p className="field">
        <label htmlFor={id} style={{ minHeight: 0 }}>
          <FormattedMessage
            id={locale === 'en' ? 'admin.autoSending.templateEn' : 'admin.autoSending.templateKo'}
          />
        </label>
        <select
          id={id}
          value={setting[field] ?? ''}
          disabled={loading}
          onChange={(e) => void change({ [field]: e.target.value || null })}
        >
          <option value="">{intl.formatMessage({ id: 'admin.autoSending.newest' })}</option>
          {props.templates
            .filter((t) => t.type === setting.type && t.locale === locale)
            .map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
              </option>
            ))}
        </select>
      </p>
    );
  };
  return (
    <li>
      <h2>{typeLabel}</h2>
      {setting.required ? (
        <p>
          <FormattedMessage id="admin.autoSending.required" />
        </p>
      ) : (
        <label htmlFor={ids.enabled}>
          <input
            id={ids.enabled}
            type="checkbox"
            checked={setting.enabled}
            disabled={loading}
            onChange={(e) => void change({ enabled: e.target.checked })}
          />
          <FormattedMessage id="admin.autoSending.enabled" />
        </label>
      )}
      {choice('en')}
      {choice('ko')}
    </li>
  );
}

/** mail/autoSending: per event type, whether its mail goes out automatically and with which templates. */
export default function AutoSendingPage() {
  const { data, error } = useMailAutoSettingsQuery({ fetchPolicy: 'cache-and-network' });
  const [notice, setNotice] = useState<PageNoticeState>(null);
  return (
    <StyledAdminPage>
      <h1>
        <FormattedMessage id="admin.menu.autoSending" />
      </h1>
      <p>
        <FormattedMessage id="admin.autoSending.intro" />
      </p>
      <QueryErrorNotice error={error} />
      <PageNotice notice={notice} />
      {data && (
        <StyledList>
          {data.mailAutoSettings.map((setting) => (
            <SettingRow
              key={setting.type}
              setting={setting}
              templates={data.mailTemplates.rows}
              onSaved={(text) => setNotice({ tone: 'success', text })}
              onError={(text) => setNotice({ tone: 'error', text })}
            />
          ))}
        </StyledList>
      )}
    </StyledAdminPage>
  );
}
