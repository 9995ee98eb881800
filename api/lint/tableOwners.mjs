// Lint rule: every table has one owning module (api/src/modules/<owner>/); a query that starts
// from a table — knex('pays'), trx('pays as p'), ctx.knex('pays'), .from('pays') — is allowed only
// in its owner's files, and there not in a service, resolver or route (they call the repository).
// Other modules call a function the owner exports (<module>.lookup.ts). Joins are not checked:
// a list's base query may join another table's columns for display (docs/decisions.md).

/** Table → the module folder that owns it. A new table needs a row here. */
export const TABLE_OWNERS = {
  users: 'members',
  roles: 'members',
  countries: 'countries',
  upload_files: 'files',
  abstracts: 'abstracts',
  abstract_files: 'abstracts',
  speakers: 'speakers',
  groups: 'groups',
  group_users: 'groups',
  popups: 'popups',
  news_and_notices: 'newsAndNotices',
  mail_templates: 'mail',
  mail_auto_settings: 'mail',
  send_emails: 'mail',
  registration_lists: 'registrations',
  pays: 'pays',
  pay_cancellations: 'pays',
  registration_failures: 'pays',
  receipts: 'receipts',
  receipt_counter: 'receipts',
  sponsors: 'sponsors',
  memo_lists: 'memos',
  visa_letters: 'visaLetters',
  rate_limits: 'auth',
  site_settings: 'settings',
  site_setting_changes: 'settings',

  programme_days: 'programme',
  programme_rooms: 'programme',
  programme_sessions: 'programme',
  programme_talks: 'programme',
  programme_changes: 'programme',
  programme_versions: 'programme',
  programme_public_files: 'programme',
  programme_speakers: 'programme',
  programme_stars: 'programme',
  programme_notices: 'programme',

  review_settings: 'review',
  reviewers: 'review',
  review_bids: 'review',
  review_conflicts: 'review',
  review_assignments: 'review',
  reviews: 'review',
  attendance_scans: 'attendance',
  credit_schemes: 'credits',
  credit_settings: 'credits',
  credit_corrections: 'credits',
  credit_objections: 'credits',
  credit_changes: 'credits',
  credit_mails: 'credits',
  walk_in_requests: 'attendance',
};

// Member calls that name the table a query starts from (ctx.knex('x'), q.from('x'), ...).
const TABLE_METHODS = new Set(['knex', 'trx', 'db', 'from', 'into', 'table']);

function tableOf(argument) {
  let text;
  if (argument?.type === 'Literal' && typeof argument.value === 'string') text = argument.value;
  else if (argument?.type === 'TemplateLiteral' && argument.expressions.length === 0)
    text = argument.quasis[0].value.cooked;
  // 'pays as p' / 'public.pays'
  const name = text?.trim().split(/\s+/)[0].split('.').pop();
  return name && Object.hasOwn(TABLE_OWNERS, name) ? name : undefined;
}

// Layers above the repository: they call it instead of building queries.
const ABOVE_REPOSITORY = /\.(service|resolvers|routes?)\.ts$/;

function moduleOf(filename) {
  const match = /[\\/]src[\\/]modules[\\/]([^\\/]+)[\\/]/.exec(filename);
  return match?.[1];
}

export const tableOwnersRule = {
  meta: {
    type: 'problem',
    docs: { description: "A table is queried only from the module that owns it (its repository's folder)." },
    messages: {
      notOwner:
        "Table '{{table}}' belongs to modules/{{owner}}: call a function it exports instead of querying it here.",
      aboveRepository: "Query table '{{table}}' in the module's repository, and call that from here.",
    },
    schema: [],
  },
  create(context) {
    const here = moduleOf(context.filename);
    const above = ABOVE_REPOSITORY.test(context.filename);
    return {
      CallExpression(node) {
        const { callee } = node;
        const named =
          callee.type === 'Identifier' ||
          (callee.type === 'MemberExpression' &&
            !callee.computed &&
            callee.property.type === 'Identifier' &&
            TABLE_METHODS.has(callee.property.name));
        if (!named) return;
        const table = tableOf(node.arguments[0]);
        if (!table) return;
        const owner = TABLE_OWNERS[table];
        if (owner !== here) context.report({ node, messageId: 'notOwner', data: { table, owner } });
        else if (above) context.report({ node, messageId: 'aboveRepository', data: { table } });
      },
    };
  },
};

export const tableOwnersPlugin = { rules: { 'table-owners': tableOwnersRule } };
