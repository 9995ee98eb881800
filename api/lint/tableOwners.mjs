// Lint rule: every table has one owning module (api/src/modules/<owner>/); a query that starts
// from a table — knex('pays'), trx('pays as p'), ctx.knex('pays'), .from('pays') — is allowed only
// in its owner's files, and there not in a service, resolver or route (they call the repository).
// Other modules call a function the owner exports (<module>.lookup.ts). It also sees
//  - a table's name handed with a database handle to a helper that builds the query:
//    groupedCounts(knex, 'registration_lists', …);
//  - raw SQL that starts from (or writes) a table: `FROM pays`, `UPDATE pays`, `INSERT INTO pays`;
//  - SQL naming a column of another module's table that no query of the file joins
//    (`… where a.abstract_id = abstracts.id`): a fragment that only works inside the other
//    module's query. Take the outer column as a parameter instead.
// Joins are not checked: a list's base query may join another table's columns for display, and a
// list definition (defineList) may show the columns of the base query an owner's lookup built, or
// read one in a display subquery (docs/decisions.md, "One owner per table").

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
  public_content: 'publicPages',
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
  review_drafts: 'review',
  attendance_scans: 'attendance',
  credit_schemes: 'credits',
  credit_settings: 'credits',
  credit_corrections: 'credits',
  credit_objections: 'credits',
  credit_changes: 'credits',
  credit_mails: 'credits',
  walk_in_requests: 'attendance',
  retention_settings: 'retention',
  retention_runs: 'retention',
  deletion_requests: 'retention',
  login_sessions: 'secondFactor',
  second_factor_totp: 'secondFactor',
  second_factor_passkeys: 'secondFactor',
  second_factor_recovery_codes: 'secondFactor',
  second_factor_challenges: 'secondFactor',
  second_factor_policy: 'secondFactor',
  consent_texts: 'consents',
  member_consents: 'consents',
};

// Member calls that name the table a query starts from (ctx.knex('x'), q.from('x'), ...).
const TABLE_METHODS = new Set(['knex', 'trx', 'db', 'from', 'into', 'table']);
// Names a database handle goes by (knex, trx, ctx.knex, e.trx).
const HANDLES = new Set(['knex', 'trx', 'db']);
// Methods whose first argument is a table joined to the query.
const JOIN_METHODS =
  /^(join|innerJoin|leftJoin|leftOuterJoin|rightJoin|rightOuterJoin|fullOuterJoin|crossJoin)$/;

function tableOf(argument) {
  let text;
  if (argument?.type === 'Literal' && typeof argument.value === 'string') text = argument.value;
  else if (argument?.type === 'TemplateLiteral' && argument.expressions.length === 0)
    text = argument.quasis[0].value.cooked;
  // 'pays as p' / 'public.pays'
  const name = text?.trim().split(/\s+/)[0].split('.').pop();
  return name && Object.hasOwn(TABLE_OWNERS, name) ? name : undefined;
}

const isHandle = (node) =>
  (node.type === 'Identifier' && HANDLES.has(node.name)) ||
  (node.type === 'MemberExpression' &&
    !node.computed &&
    node.property.type === 'Identifier' &&
    HANDLES.has(node.property.name));

const TABLE_NAMES = Object.keys(TABLE_OWNERS).join('|');
// Raw SQL that starts from or writes a table: FROM t, UPDATE t, INSERT INTO t (DELETE FROM t too).
const SQL_FROM = new RegExp(
  `\\b(?:from|update|into)\\s+(?:public\\.)?"?(${TABLE_NAMES})\\b"?(?![\\w.])`,
  'gi',
);
const SQL_JOIN = new RegExp(`\\bjoin\\s+(?:public\\.)?"?(${TABLE_NAMES})\\b"?(?![\\w.])`, 'gi');
// A qualified column: abstracts.id, users."familyName" (not a path such as './pays.routes').
const SQL_COLUMN = new RegExp(`(?<![\\w."/])"?(${TABLE_NAMES})"?\\.(?:"\\w+"|\\w+|\\*)`, 'g');

/** The constant texts of a string or template literal (a template's parts between expressions). */
const textsOf = (node) =>
  node.type === 'Literal' ? [node.value] : node.quasis.map((quasi) => quasi.value.cooked ?? '');

// A list definition: its base query (an owner's lookup) brings the tables its columns name.
const isListDefinition = (node) =>
  node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'defineList';

// Layers above the repository: they call it instead of building queries.
const ABOVE_REPOSITORY = /\.(service|resolvers|routes?)\.ts$/;

function moduleOf(filename) {
  const match = /[\\/]src[\\/]modules[\\/]([^\\/]+)[\\/]/.exec(filename);
  return match?.[1];
}

// List definitions: a display column may read another table in a subquery, as a join would.
const LIST_FILE = /\.lists?\.ts$/;

export const tableOwnersRule = {
  meta: {
    type: 'problem',
    docs: { description: "A table is queried only from the module that owns it (its repository's folder)." },
    messages: {
      notOwner:
        "Table '{{table}}' belongs to modules/{{owner}}: call a function it exports instead of querying it here.",
      aboveRepository: "Query table '{{table}}' in the module's repository, and call that from here.",
      foreignColumn:
        "'{{column}}' is a column of modules/{{owner}}'s table '{{table}}', which no query of this file joins: " +
        'SQL that works only inside that module’s query. Take the outer column as a parameter.',
    },
    schema: [],
  },
  create(context) {
    const here = moduleOf(context.filename);
    const above = ABOVE_REPOSITORY.test(context.filename);
    const list = LIST_FILE.test(context.filename);
    const joined = new Set();
    const columns = [];

    function queried(node, table, fromArgument = false) {
      const owner = TABLE_OWNERS[table];
      if (owner !== here) context.report({ node, messageId: 'notOwner', data: { table, owner } });
      else if (above && !fromArgument)
        context.report({ node, messageId: 'aboveRepository', data: { table } });
    }

    function readSql(node) {
      const texts = textsOf(node);
      for (const text of texts)
        for (const [, name] of text.matchAll(SQL_JOIN)) joined.add(name.toLowerCase());
      if (!list)
        for (const text of texts)
          for (const [, name] of text.matchAll(SQL_FROM)) queried(node, name.toLowerCase());
      const foreign = texts
        .flatMap((text) => [...text.matchAll(SQL_COLUMN)])
        .map(([column, name]) => ({ column, table: name.toLowerCase() }))
        .filter(({ table }) => TABLE_OWNERS[table] !== here);
      if (foreign.length && !context.sourceCode.getAncestors(node).some(isListDefinition))
        for (const reference of foreign) columns.push({ node, ...reference });
    }

    return {
      CallExpression(node) {
        const { callee } = node;
        const method =
          callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier'
            ? callee.property.name
            : undefined;
        if (method && JOIN_METHODS.test(method)) {
          const table = tableOf(node.arguments[0]);
          if (table) joined.add(table);
          return;
        }
        const table = tableOf(node.arguments[0]);
        const startsQuery = Boolean(table) && (callee.type === 'Identifier' || TABLE_METHODS.has(method));
        if (startsQuery) queried(node, table);
        // A helper handed a database handle and a table's name builds that table's query.
        if (node.arguments.some(isHandle))
          node.arguments.forEach((argument, index) => {
            const named = index === 0 && startsQuery ? undefined : tableOf(argument);
            if (named) queried(argument, named, true);
          });
      },
      Literal(node) {
        if (typeof node.value === 'string') readSql(node);
      },
      TemplateLiteral: readSql,
      'Program:exit'() {
        for (const { node, column, table } of columns)
          if (!joined.has(table))
            context.report({
              node,
              messageId: 'foreignColumn',
              data: { column, table, owner: TABLE_OWNERS[table] },
            });
      },
    };
  },
};

export const tableOwnersPlugin = { rules: { 'table-owners': tableOwnersRule } };
