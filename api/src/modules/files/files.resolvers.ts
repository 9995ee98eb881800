import type { Resolvers } from '../../generated/resolvers-types';
import { fileUrlFor } from './files.access';

export const filesResolvers: Resolvers = {
  // Private files get a link signed for the reader (files.access.ts): <img src> and plain links
  // in the pages work without the login token.
  UploadedFile: { url: (row, _args, ctx) => fileUrlFor(ctx, row) },
};
