import { FormattedMessage, useIntl } from 'react-intl';
import { LIST_PAGE_SIZES } from '@congress/domain/lists';
import { StyledPager, StyledSmallButton } from './styles';

/**
 * Page navigation and page size. The buttons stay focusable at the ends (aria-disabled, not
 * disabled), so the keyboard focus does not fall off when the last page is reached.
 */
export function Pager(props: {
  page: number;
  size: number;
  count: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(props.count / props.size));
  const page = Math.min(props.page, pages);
  const button = (target: number, labelId: string, text: string, enabled: boolean) => (
    <StyledSmallButton
      type="button"
      $variant="secondary"
      aria-label={intl.formatMessage({ id: labelId })}
      aria-disabled={!enabled}
      onClick={() => enabled && props.onPage(target)}
    >
      <span aria-hidden="true">{text}</span>
    </StyledSmallButton>
  );
  return (
    <StyledPager aria-label={intl.formatMessage({ id: 'admin.list.pages' })}>
      {button(1, 'admin.list.firstPage', '«', page > 1)}
      {button(page - 1, 'admin.list.previousPage', '‹', page > 1)}
      <span className="page" aria-live="polite">
        <FormattedMessage id="admin.page" values={{ page, pages }} />
      </span>
      {button(page + 1, 'admin.list.nextPage', '›', page < pages)}
      {button(pages, 'admin.list.lastPage', '»', page < pages)}
      <label>
        <FormattedMessage id="admin.pageSize" />{' '}
        <select value={props.size} onChange={(e) => props.onSize(Number(e.target.value))}>
          {LIST_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {intl.formatNumber(n)}
            </option>
          ))}
        </select>
      </label>
    </StyledPager>
  );
}
