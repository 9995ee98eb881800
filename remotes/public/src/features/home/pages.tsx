import type { FeaturePages } from '@congress/components/routing';
// Home is the first page most visitors see: bundled with the remote's entry, not loaded on demand.
import HomePage from './HomePage';

export const pages: FeaturePages = {
  '/home': HomePage,
};

/** Its popups are read without Apollo Client (HomePopups.tsx): /home never loads it. */
export const withoutApolloClient = ['/home'];
