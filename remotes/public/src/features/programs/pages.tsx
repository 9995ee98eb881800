import type { FeaturePages } from '@congress/ui/routing';
import { textPage } from '../../components/lazyTextPage';

export const pages: FeaturePages = {
  '/programs/program_glance': textPage('nav.programs.glance', 'program.soon'),
  '/programs/invited_speaker': textPage('nav.programs.invitedSpeaker', 'program.soon'),
  '/programs/program_picforum': textPage('nav.programs.picforum', 'program.soon'),
  '/programs/program_scientific': textPage('nav.programs.scientific', 'program.soon'),
  '/programs/social_program': textPage('nav.programs.social', 'program.soon'),
};
