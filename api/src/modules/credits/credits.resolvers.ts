import type { Resolvers } from '../../generated/resolvers-types';
import { localeOf } from '../../locale';
import { requireOrganiser, requireUser } from '../auth/guards';
import { changeValue, changeWhat, creditChanges } from './credits.log';
import { explanationIn, readerLocale } from './credits.names';
import { clearCreditCorrection, correctCredit } from './creditCorrections.service';
import {
  creditObjections,
  fileCreditObjection,
  myCredits,
  resolveCreditObjection,
} from './creditObjections.service';
import { sendExpectedCreditMails } from './creditMails.service';
import { creditSettings, setCreditPhase } from './creditPhase.service';
import { creditPreview } from './creditPreview.service';
import { creditSchemes, deleteCreditScheme, saveCreditScheme } from './creditSchemes.service';

// Organisers run the process; a member reads their own credits and objects. The reader's language
// of a text (an explanation, the log) is the page's when it passes one, else the reader's own.
export const creditsResolvers: Resolvers = {
  Query: {
    creditSchemes: (_p, _a, ctx) => {
      requireOrganiser(ctx);
      return creditSchemes(ctx);
    },
    creditSettings: (_p, _a, ctx) => {
      requireOrganiser(ctx);
      return creditSettings(ctx);
    },
    creditPreview: (_p, args, ctx) => {
      requireOrganiser(ctx);
      return creditPreview(ctx, args);
    },
    creditObjections: (_p, args, ctx) => {
      requireOrganiser(ctx);
      return creditObjections(ctx, args);
    },
    creditChanges: (_p, { start, limit }, ctx) => {
      requireOrganiser(ctx);
      return creditChanges(ctx, start, limit);
    },
    myCredits: (_p, _a, ctx) => myCredits(ctx, requireUser(ctx)),
  },
  Mutation: {
    saveCreditScheme: (_p, { id, input }, ctx) => saveCreditScheme(ctx, requireOrganiser(ctx), id, input),
    deleteCreditScheme: (_p, { id }, ctx) => deleteCreditScheme(ctx, requireOrganiser(ctx), id),
    setCreditPhase: (_p, { version, phase, objectionsCloseAt }, ctx) =>
      setCreditPhase(ctx, requireOrganiser(ctx), version, phase, objectionsCloseAt),
    sendExpectedCreditMails: (_p, _a, ctx) => sendExpectedCreditMails(ctx, requireOrganiser(ctx)),
    correctCredit: (_p, args, ctx) => correctCredit(ctx, requireOrganiser(ctx), args),
    clearCreditCorrection: (_p, args, ctx) => clearCreditCorrection(ctx, requireOrganiser(ctx), args),
    fileCreditObjection: (_p, args, ctx) => fileCreditObjection(ctx, requireUser(ctx), args),
    resolveCreditObjection: (_p, args, ctx) => resolveCreditObjection(ctx, requireOrganiser(ctx), args),
  },
  CreditDay: {
    explanation: (day, { locale }, ctx) =>
      explanationIn(day.explain, locale ? localeOf(locale) : readerLocale(ctx.auth.user)),
  },
  CreditChange: {
    what: (change, { locale }, ctx) =>
      changeWhat(change, locale ? localeOf(locale) : readerLocale(ctx.auth.user)),
    before: (change, { locale }, ctx) =>
      changeValue(change, 'before', locale ? localeOf(locale) : readerLocale(ctx.auth.user)),
    after: (change, { locale }, ctx) =>
      changeValue(change, 'after', locale ? localeOf(locale) : readerLocale(ctx.auth.user)),
  },
};
