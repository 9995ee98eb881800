import { lazy } from 'react';

/** The venue map, loaded with the venue page only. */
export const VenueMapFigure = lazy(() => import('./VenueMap'));
