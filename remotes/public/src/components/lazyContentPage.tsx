import { lazyPage } from '@congress/components/routing';
import type { PageContent } from './content';

/** A declared text page (see content.ts), loaded on demand. */
export const contentPage = (content: PageContent) =>
  lazyPage(async () => {
    const { ContentPage } = await import('./ContentPage');
    return { default: () => <ContentPage content={content} /> };
  });
