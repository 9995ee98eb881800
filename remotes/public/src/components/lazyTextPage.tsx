import { lazyPage } from '@congress/components/routing';

/** A page of translated paragraphs under its title, loaded on demand (several features use it). */
export const textPage = (titleId: string, ...paragraphIds: string[]) =>
  lazyPage(async () => {
    const { TextPage } = await import('./TextPage');
    return { default: () => <TextPage titleId={titleId} paragraphIds={paragraphIds} /> };
  });
