import { atom } from 'jotai';
import type { RemoteName, RouteTable } from '@congress/domain';

/**
 * The route tables of the remotes the host has read so far (each remote's routes.json, fetched at
 * run time). The host's menus and the sitemap draw from it, so the navigation stays one piece
 * while every remote owns its pages.
 */
export const siteRoutesState = atom<Partial<Record<RemoteName, RouteTable>>>({});
siteRoutesState.debugLabel = 'siteRoutesState';
