// sponsor/sponsorData through the list kit (GraphQL `sponsors` and POST /export/sponsors with
// ids). Columns and filters: @congress/domain/lists SPONSORS_LIST.
import { SPONSOR_GRADES, SPONSOR_PAY_STATUSES } from '@congress/domain';
import { SPONSORS_LIST } from '@congress/domain/lists';
import { defineList } from '../../lists/definition';
import { requireOrganiser } from '../auth/guards';
import { liveSponsors } from './sponsors.repository';

/** The company names as one text, served by the trigram index sponsors_company_trgm. */
const COMPANY_SQL = `(sponsors."companyName_en" || ' ' || coalesce(sponsors."companyName_kr", ''))`;

export const SPONSORS_LIST_DEFINITION = defineList({
  declaration: SPONSORS_LIST,
  guard: (ctx) => {
    requireOrganiser(ctx);
  },
  baseQuery: ({ knex }) => liveSponsors(knex).select('sponsors.*'),
  idColumn: 'sponsors.id',
  columns: {
    id: 'sponsors.id',
    companyName_en: 'sponsors.companyName_en',
    companyName_kr: 'sponsors.companyName_kr',
    grade: 'sponsors.grade',
    price: 'sponsors.price',
    sponsor_pay: 'sponsors.sponsor_pay',
    sponsor_pay_status: 'sponsors.sponsor_pay_status',
    managerName: 'sponsors.managerName',
    email: 'sponsors.email',
    mobilePhone: 'sponsors.mobilePhone',
    phone: 'sponsors.phone',
    bizNumber: 'sponsors.bizNumber',
    homepage_en: 'sponsors.homepage_en',
    address: 'sponsors.address',
    partnership: 'sponsors.partnership',
    paymentSchedule: 'sponsors.paymentSchedule',
    taxBill: 'sponsors.taxBill',
    taxBillSchedule: 'sponsors.taxBillSchedule',
    taxBillEmail: 'sponsors.taxBillEmail',
    manager_memo: 'sponsors.manager_memo',
    created_at: 'sponsors.created_at',
  },
  filters: {
    company_contains: { kind: 'contains', column: { raw: COMPANY_SQL } },
    email_contains: { kind: 'contains', column: 'sponsors.email' },
    grade: { kind: 'oneOf', column: 'sponsors.grade', values: SPONSOR_GRADES },
    sponsor_pay_status: {
      kind: 'oneOf',
      column: 'sponsors.sponsor_pay_status',
      values: SPONSOR_PAY_STATUSES,
    },
    created_at: { kind: 'dateRange', column: 'sponsors.created_at' },
  },
});
