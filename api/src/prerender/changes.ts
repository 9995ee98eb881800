// Tells the snapshot refresher which public pages a mutation changed, once it has succeeded (its
// transaction committed before the response is sent). One place for every feature: the mutation
// names are in publicPages.ts.
import type { ApolloServerPlugin } from '@apollo/server';
import { getArgumentValues, getVariableValues } from 'graphql';
import type { GraphQLContext } from '../context';
import { rootFields } from '../modules/auth/requestRateLimits';
import { pagesChangedBy } from './publicPages';
import type { PrerenderRefresher } from './refresher';

export function publicPageChangesPlugin(refresher: PrerenderRefresher): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation, document, response, schema, request }) {
          if (operation?.operation !== 'mutation' || !document || response.body.kind !== 'single') return;
          const data = response.body.singleResult.data as Record<string, unknown> | null | undefined;
          if (!data) return;
          const coerced = getVariableValues(
            schema,
            operation.variableDefinitions ?? [],
            request.variables ?? {},
          );
          const variables = 'coerced' in coerced && coerced.coerced ? coerced.coerced : {};
          const mutations = schema.getMutationType()?.getFields() ?? {};
          const prefixes = new Set<string>();
          for (const field of rootFields(document, operation)) {
            // A field that failed answers null (or is absent): nothing of it was written.
            const result = data[field.alias?.value ?? field.name.value];
            const definition = mutations[field.name.value];
            if (result === null || result === undefined || !definition) continue;
            let args: Record<string, unknown>;
            try {
              args = getArgumentValues(definition, field, variables);
            } catch {
              // Arguments that did not coerce: the field did not run.
              continue;
            }
            for (const prefix of pagesChangedBy(field.name.value, { args, result })) prefixes.add(prefix);
          }
          if (prefixes.size) refresher.changed([...prefixes]);
        },
      };
    },
  };
}
