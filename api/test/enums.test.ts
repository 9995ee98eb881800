// Enum values are written three times: the lists in shared/domain (forms, labels, zod), the
// GraphQL enums (api/src/graphql/enums.graphql) and the database's check constraints. This test
// proves the three agree, value for value and in order, so a value added in one place only fails.
import { buildSchema, type GraphQLEnumType } from 'graphql';
import knexFactory from 'knex';
import * as domain from '@congress/domain';
import { loadTypeDefs } from '../src/graphql/schema';

interface EnumCase {
  /** The shared/domain list. */
  values: readonly string[];
  /** The GraphQL enum mirroring it, when the schema has one. */
  graphql?: string;
  /** Every `table.column` whose check constraint must allow exactly these values. */
  columns: string[];
}

const ENUMS: Record<string, EnumCase> = {
  SCAN_KINDS: {
    values: domain.SCAN_KINDS,
    graphql: 'ENUM_ATTENDANCESCAN_KIND',
    columns: ['attendance_scans.kind'],
  },
  SCAN_METHODS: {
    values: domain.SCAN_METHODS,
    graphql: 'ENUM_ATTENDANCESCAN_METHOD',
    columns: ['attendance_scans.method'],
  },
  SCAN_OUTCOMES: { values: domain.SCAN_OUTCOMES, graphql: 'ENUM_ATTENDANCESCAN_OUTCOME', columns: [] },
  // CME credits: the domain's rule lists, and the process's own in the credits module.
  CREDIT_RULE_KINDS: { values: domain.CREDIT_RULE_KINDS, graphql: 'ENUM_CREDITSCHEME_KIND', columns: [] },
  CREDIT_ELIGIBILITIES: {
    values: domain.CREDIT_ELIGIBILITIES,
    graphql: 'ENUM_CREDITSCHEME_ELIGIBILITY',
    columns: ['credit_schemes.eligibility'],
  },
  CREDIT_PHASES: {
    values: domain.CREDIT_PHASES,
    graphql: 'ENUM_CREDIT_PHASE',
    columns: ['credit_settings.phase'],
  },
  CREDIT_DAY_REASONS: { values: domain.CREDIT_DAY_REASONS, graphql: 'ENUM_CREDITDAY_REASON', columns: [] },
  CREDIT_FLAGS: { values: domain.CREDIT_FLAGS, graphql: 'ENUM_CREDITDAY_FLAG', columns: [] },
  CREDIT_PREVIEW_FILTERS: {
    values: domain.CREDIT_PREVIEW_FILTERS,
    graphql: 'ENUM_CREDIT_PREVIEW_FILTER',
    columns: [],
  },
  CREDIT_OBJECTION_STATUSES: {
    values: domain.CREDIT_OBJECTION_STATUSES,
    graphql: 'ENUM_CREDITOBJECTION_STATUS',
    columns: ['credit_objections.status'],
  },
  PAY_CASH_CODES: {
    values: domain.PAY_CASH_CODES,
    graphql: 'ENUM_PAY_CASH_CODE',
    columns: ['pays.cash_code'],
  },
  PAY_COUNTRIES: { values: domain.PAY_COUNTRIES, graphql: 'ENUM_PAY_COUNTRY', columns: ['pays.country'] },
  PAY_STATUSES: { values: domain.PAY_STATUSES, graphql: 'ENUM_PAY_STATUS', columns: ['pays.pay_status'] },
  REGISTRATION_ATTENDS: {
    values: domain.REGISTRATION_ATTENDS,
    graphql: 'ENUM_REGISTRATIONLIST_ATTEND',
    columns: ['registration_lists.attend'],
  },
  REGISTRATION_CURRENCIES: {
    values: domain.REGISTRATION_CURRENCIES,
    graphql: 'ENUM_REGISTRATIONLIST_CURRENCY',
    columns: ['registration_lists.currency'],
  },
  REGISTRATION_PRICE_STATUSES: {
    values: domain.REGISTRATION_PRICE_STATUSES,
    graphql: 'ENUM_REGISTRATIONLIST_PRICE_STATUS',
    columns: ['registration_lists.price_status'],
  },
  SPONSOR_GRADES: {
    values: domain.SPONSOR_GRADES,
    graphql: 'ENUM_SPONSOR_GRADE',
    columns: ['sponsors.grade'],
  },
  POPUP_LOCATIONS: {
    values: domain.POPUP_LOCATIONS,
    graphql: 'ENUM_POPUP_LOCATION',
    columns: ['popups.location'],
  },
  NEWS_AND_NOTICE_TYPES: {
    values: domain.NEWS_AND_NOTICE_TYPES,
    graphql: 'ENUM_NEWSANDNOTICE_TYPE',
    columns: ['news_and_notices.type'],
  },
  MAIL_TYPES: {
    values: domain.MAIL_TYPES,
    graphql: 'ENUM_SENDEMAIL_TYPE',
    columns: ['send_emails.type', 'mail_templates.type'],
  },
  ABSTRACT_STATUSES: {
    values: domain.ABSTRACT_STATUSES,
    graphql: 'ENUM_ABSTRACT_STATUS',
    columns: ['abstracts.status'],
  },
  ABSTRACT_PREFERENCES: {
    values: domain.ABSTRACT_PREFERENCES,
    graphql: 'ENUM_ABSTRACT_PREFERENCE',
    columns: ['abstracts.preference', 'abstracts.accepted_as'],
  },
  REVIEW_RECOMMENDATIONS: {
    values: domain.REVIEW_RECOMMENDATIONS,
    graphql: 'ENUM_REVIEW_RECOMMENDATION',
    columns: ['reviews.recommendation'],
  },
  REVIEW_BIDS: {
    values: domain.REVIEW_BIDS,
    graphql: 'ENUM_REVIEW_BID',
    columns: ['review_bids.bid'],
  },
  ABSTRACT_CATEGORIES: {
    values: domain.ABSTRACT_CATEGORIES,
    graphql: 'ENUM_ABSTRACT_CATEGORY',
    columns: ['abstracts.category'],
  },
  MEMO_TYPES: { values: domain.MEMO_TYPES, graphql: 'ENUM_MEMO_TYPE', columns: ['memo_lists.type'] },
  USER_TITLES: { values: domain.USER_TITLES, columns: ['users.title'] },
  USER_DEGREES: { values: domain.USER_DEGREES, columns: ['users.degree'] },
  LOCALES: { values: domain.LOCALES, columns: ['mail_templates.locale'] },
  // A String in GraphQL (the API answers a translated validation.groupType instead of a schema error).
  GROUP_TYPES: { values: domain.GROUP_TYPES, columns: ['groups.type'] },
};

/** The values a `CHECK (col IN (...))` constraint allows, as PostgreSQL prints it back. */
const valuesOf = (definition: string) => [...definition.matchAll(/'([^']*)'::/g)].map((m) => m[1]);

describe('enum values agree across shared/domain, GraphQL and the database', () => {
  const knex = knexFactory({ client: 'pg', connection: process.env.DATABASE_URL });
  afterAll(() => knex.destroy());
  const schema = buildSchema(loadTypeDefs().join('\n'));

  it('mirrors every GraphQL enum of the schema in the table above', () => {
    const enums = Object.values(schema.getTypeMap())
      .filter((type) => type.astNode?.kind === 'EnumTypeDefinition' && type.name.startsWith('ENUM_'))
      .map((type) => type.name)
      .sort();
    expect(enums).toEqual(
      Object.values(ENUMS)
        .flatMap((e) => (e.graphql ? [e.graphql] : []))
        .sort(),
    );
  });

  it.each(Object.entries(ENUMS))('%s', async (_name, { values, graphql, columns }) => {
    if (graphql) {
      const type = schema.getType(graphql) as GraphQLEnumType;
      expect(type.getValues().map((value) => value.name)).toEqual([...values]);
    }
    for (const column of columns) {
      const [table, name] = column.split('.') as [string, string];
      const { rows } = await knex.raw<{ rows: { definition: string }[] }>(
        `SELECT pg_get_constraintdef(c.oid) AS definition
           FROM pg_constraint c
           JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
          WHERE c.contype = 'c' AND c.conrelid = ?::regclass AND a.attname = ?`,
        [table, name],
      );
      expect({ column, checks: rows.map((row) => valuesOf(row.definition)) }).toEqual({
        column,
        checks: [[...values]],
      });
    }
  });
});
