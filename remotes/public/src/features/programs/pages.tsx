import type { FeaturePages } from '@congress/components/routing';
import { contentPage } from '../../components/lazyContentPage';
import { invitedSpeaker, programGlance, programPicForum, programScientific, socialProgram } from './content';

export const pages: FeaturePages = {
  '/programs/program_glance': contentPage(programGlance),
  '/programs/invited_speaker': contentPage(invitedSpeaker),
  '/programs/program_picforum': contentPage(programPicForum),
  '/programs/program_scientific': contentPage(programScientific),
  '/programs/social_program': contentPage(socialProgram),
};

/** Text pages (content.ts): no GraphQL operation, so no Apollo Client. */
export const withoutApolloClient = Object.keys(pages);
