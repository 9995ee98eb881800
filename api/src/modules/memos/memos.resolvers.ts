import type { Resolvers } from '../../generated/resolvers-types';
import { parseId } from '../../graphql/inputs';
import { requireOrganiser } from '../auth/guards';
import { createMemo, memoList, updateMemo } from './memos.service';

export const memosResolvers: Resolvers = {
  Query: {
    memoLists: (_p, { relationId, type }, ctx) => {
      requireOrganiser(ctx);
      return memoList(ctx, parseId(relationId, 'relationId'), type);
    },
  },
  Mutation: {
    createMemo: (_p, { input }, ctx) =>
      createMemo(ctx, requireOrganiser(ctx), {
        relationId: parseId(input.relationId, 'input.relationId'),
        type: input.type,
        contents: input.contents,
      }),
    updateMemo: (_p, { id, contents }, ctx) => updateMemo(ctx, requireOrganiser(ctx), parseId(id), contents),
  },
};
