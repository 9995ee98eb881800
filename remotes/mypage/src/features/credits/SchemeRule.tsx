import { FormattedMessage, useIntl } from 'react-intl';
import type { MyCreditsQuery } from '../../generated/graphql';

type Scheme = Pick<
  MyCreditsQuery['myCredits']['schemes'][number],
  'kind' | 'bands' | 'pointsPerHour' | 'minimumMinutes' | 'boundByLectureWindow'
>;

/**
 * How the scheme counts, as the API computes it (@congress/domain computeCredits): minutes from
 * the clock times as shown, the lecture window, and the points of each band ("more than 120
 * minutes" is 121 or more).
 */
export function SchemeRule({ scheme }: { scheme: Scheme }) {
  const intl = useIntl();
  const bands = scheme.bands
    .map((band) =>
      band.upToMinutes == null
        ? intl.formatMessage(
            { id: 'mypage.credits.bandOpen' },
            { from: band.moreThanMinutes, points: band.points },
          )
        : intl.formatMessage(
            { id: 'mypage.credits.band' },
            { from: band.moreThanMinutes, to: band.upToMinutes, points: band.points },
          ),
    )
    .join(intl.locale === 'ko' ? ', ' : '; ');
  return (
    <div className="explanation" data-testid="credit-rule">
      <p className="explanation">
        <FormattedMessage
          id="mypage.credits.rule"
          values={{ bound: scheme.boundByLectureWindow ? 'yes' : 'no' }}
        />
      </p>
      <p className="explanation">
        {scheme.kind === 'PER_HOUR' ? (
          <FormattedMessage
            id="mypage.credits.perHour"
            values={{ points: scheme.pointsPerHour ?? 0, minimum: scheme.minimumMinutes ?? 0 }}
          />
        ) : (
          <FormattedMessage id="mypage.credits.bands" values={{ bands }} />
        )}
      </p>
    </div>
  );
}
