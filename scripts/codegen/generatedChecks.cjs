// What every generated GraphQL file must be, beyond matching its sources (scripts/check-codegen.mjs):
//  - it type-checks as it is: no `@ts-nocheck` or `@ts-ignore` (scripts/codegen/reactApolloHooks.cjs);
//  - a shared package's file (shared/*) holds its operations' types only, none of the schema-wide
//    ones (`Query`, `Mutation`, every object type), so a schema change elsewhere does not change it
//    and raise the version of the package every remote shares.

/** The problems of one generated file, as sentences (none: fine). */
function generatedFileProblems(file, text) {
  const problems = [];
  const escape = /@ts-(nocheck|ignore)\b/.exec(text);
  if (escape) problems.push(`${file}: carries ${escape[0]}; generated code must type-check as it is`);
  const schemaWide = /^export type (Query|Mutation) = /m.exec(text);
  if (file.startsWith('shared/') && schemaWide)
    problems.push(
      `${file}: holds the schema's types (${schemaWide[1]}); a shared package generates its operations' types only`,
    );
  return problems;
}

module.exports = { generatedFileProblems };
