import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { GROUP_TYPES, GROUP_TYPE_LABELS, MAIL_TYPES } from '@congress/domain';
import { labelIn, type ListDeclaration, type ListFilter } from '@congress/domain/lists';
import { useCountriesQuery } from '../generated/graphql';
import { countryName } from '@congress/domain';
import { StyledFilters, StyledSmallButton } from './styles';
import { filterFields } from './urlState';

type Values = Record<string, string>;

function CountryOptions() {
  const intl = useIntl();
  const { data } = useCountriesQuery();
  const options = (data?.countries ?? [])
    .map((c) => ({ code: c.code, name: countryName(c.code, intl.locale) }))
    .sort((a, b) => (a.code === 'KR' ? -1 : b.code === 'KR' ? 1 : a.name.localeCompare(b.name, intl.locale)));
  return (
    <>
      {options.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </>
  );
}

function OneOfOptions({
  source,
  choices,
}: {
  source: ListFilter['options'];
  choices?: ListFilter['choices'];
}) {
  const intl = useIntl();
  if (choices)
    return (
      <>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {labelIn(choice.label, intl.locale)}
          </option>
        ))}
      </>
    );
  if (source === 'countries') return <CountryOptions />;
  if (source === 'mailTypes')
    return (
      <>
        {MAIL_TYPES.map((type) => (
          <option key={type} value={type}>
            {intl.formatMessage({ id: `admin.mail.type.${type}` })}
          </option>
        ))}
      </>
    );
  if (source === 'groupTypes')
    return (
      <>
        {GROUP_TYPES.map((type) => (
          <option key={type} value={type}>
            {labelIn(GROUP_TYPE_LABELS[type], intl.locale)}
          </option>
        ))}
      </>
    );
  return null;
}

function FilterField(props: {
  list: ListDeclaration;
  filter: ListFilter;
  values: Values;
  /** Fields the last search was refused for. */
  invalid: readonly string[];
  onChange: (field: string, value: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const { filter, values } = props;
  const label = labelIn(filter.label, intl.locale);
  const any = intl.formatMessage({ id: 'admin.any' });
  if (filter.kind === 'dateRange') {
    const [from = `${filter.key}_from`, to = `${filter.key}_to`] = filterFields(props.list, filter.key);
    return (
      <fieldset>
        <legend>{label}</legend>
        <label>
          <FormattedMessage id="admin.list.from" />
          <input
            type="date"
            value={values[from] ?? ''}
            onChange={(e) => props.onChange(from, e.target.value)}
          />
        </label>
        <label>
          <FormattedMessage id="admin.list.to" />
          <input
            type="date"
            value={values[to] ?? ''}
            aria-invalid={props.invalid.includes(to) || undefined}
            onChange={(e) => props.onChange(to, e.target.value)}
          />
        </label>
      </fieldset>
    );
  }
  const value = values[filter.key] ?? '';
  return (
    <label htmlFor={id}>
      {label}
      {filter.kind === 'flag' || filter.kind === 'oneOf' ? (
        <select
          id={id}
          value={value}
          aria-invalid={props.invalid.includes(filter.key) || undefined}
          onChange={(e) => props.onChange(filter.key, e.target.value)}
        >
          <option value="">{any}</option>
          {filter.kind === 'flag' ? (
            <>
              <option value="true">{intl.formatMessage({ id: 'admin.yes' })}</option>
              <option value="false">{intl.formatMessage({ id: 'admin.no' })}</option>
            </>
          ) : (
            <OneOfOptions source={filter.options} choices={filter.choices} />
          )}
        </select>
      ) : (
        <input
          id={id}
          type="search"
          value={value}
          aria-invalid={props.invalid.includes(filter.key) || undefined}
          maxLength={200}
          onChange={(e) => props.onChange(filter.key, e.target.value)}
        />
      )}
    </label>
  );
}

/**
 * The list's filters, drawn from its declaration. The form edits a draft; Search writes it to
 * the URL. When the URL changes (back button, a link), the form shows what the URL says.
 */
export function FilterForm(props: {
  list: ListDeclaration;
  filterKeys: readonly string[];
  applied: Values;
  defaults: Values;
  invalid: readonly string[];
  onApply: (values: Values) => void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState(props.applied);
  const [shown, setShown] = useState(props.applied);
  const [open, setOpen] = useState(false);
  if (shown !== props.applied) {
    setShown(props.applied);
    setDraft(props.applied);
  }
  const filters = props.list.filters.filter((f) => props.filterKeys.includes(f.key));
  if (!filters.length) return null;
  const active = Object.keys(props.defaults).filter(
    (k) => (props.applied[k] ?? '') !== props.defaults[k],
  ).length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onApply(draft);
  };
  return (
    <StyledFilters
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'admin.filters' })}
      data-open={open}
      role="search"
    >
      <button type="button" className="toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        <FormattedMessage id="admin.list.filtersToggle" values={{ active }} />
      </button>
      <div className="fields">
        {filters.map((filter) => (
          <FilterField
            key={filter.key}
            list={props.list}
            filter={filter}
            values={draft}
            invalid={props.invalid}
            onChange={(field, value) => setDraft({ ...draft, [field]: value })}
          />
        ))}
        <div className="buttons">
          <StyledSmallButton type="submit">
            <FormattedMessage id="common.search" />
          </StyledSmallButton>
          <StyledSmallButton
            type="button"
            $variant="secondary"
            onClick={() => {
              setDraft(props.defaults);
              props.onApply(props.defaults);
            }}
          >
            <FormattedMessage id="admin.list.reset" />
          </StyledSmallButton>
        </div>
      </div>
    </StyledFilters>
  );
}
