// Tells the snapshot refresher which public pages a mutation changed, once it has succeeded (its
// transaction committed before the response is sent). One place for every feature: the mutation
// names are in publicPages.ts.
import type { ApolloServerPlugin } from '@apollo/server';
import { getArgumentValues, getVariableValues, type GraphQLSchema } from 'graphql';
import type { GraphQLContext } from '../context';
import { rootFields } from '../modules/auth/requestRateLimits';
import { isViewOnly } from '../modules/newsAndNotices/newsAndNotices.service';
import { PAGES_CHANGED_BY } from './publicPages';
import type { PrerenderRefresher } from './refresher';

/** A reader's view of a post (updateNewsAndNotice with viewCount alone) changes no page. */
function isReadersView(
  schema: GraphQLSchema,
  field: Parameters<typeof getArgumentValues>[1],
  variables: Record<string, unknown>,
): boolean {
  const definition = schema.getMutationType()?.getFields()[field.name.value];
  if (!definition) return false;
  try {
    return isViewOnly(getArgumentValues(definition, field, variables).input);
  } catch {
    return false;
  }
}

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
          const prefixes = new Set<string>();
          for (const field of rootFields(document, operation)) {
            // A field that failed answers null (or is absent): nothing of it was written.
            const key = field.alias?.value ?? field.name.value;
            if (data[key] === null || data[key] === undefined) continue;
            if (field.name.value === 'updateNewsAndNotice' && isReadersView(schema, field, variables))
              continue;
            for (const prefix of PAGES_CHANGED_BY[field.name.value] ?? []) prefixes.add(prefix);
          }
          if (prefixes.size) refresher.changed([...prefixes]);
        },
      };
    },
  };
}
