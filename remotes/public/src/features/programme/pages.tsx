import { lazyPage, type FeaturePages } from '@congress/components/routing';
import type { ProgrammeView } from './ProgrammePage';

// The programme pages read the published programme (docs/decisions.md, "Public programme pages").
const programme = (titleId: string, view: ProgrammeView) =>
  lazyPage(async () => {
    const { ProgrammePage } = await import('./ProgrammePage');
    return {
      default: () => (
        <ProgrammePage titleId={titleId} descriptionId={`programme.description.${view}`} view={view} />
      ),
    };
  });

export const pages: FeaturePages = {
  '/programs/program_glance': programme('nav.programs.glance', 'glance'),
  '/programs/invited_speaker': lazyPage(() => import('./InvitedSpeakersPage')),
  '/programs/program_picforum': programme('nav.programs.picforum', 'picforum'),
  '/programs/program_scientific': programme('nav.programs.scientific', 'scientific'),
  '/programs/social_program': programme('nav.programs.social', 'social'),
};

/** One query over fetch (and a member's stars): no Apollo Client. */
export const withoutApolloClient = Object.keys(pages);
