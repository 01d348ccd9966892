// The mounted public APIs, in registration order. Each surface mounts the routes the
// modules contribute for it (`RouteMount`, gathered by the container in the order of the
// OpenAPI document), after any routes of its own.
import { numbersApi } from './numbers.ts';
import { oauthApi } from './oauth.ts';
import type { Surface } from './surface.ts';
import { adminSurface, connectivitySurface, consoleAppSurface, consoleSurface, mccmncSurface, resellerSurface } from './surface.ts';
import type { App } from '../app.ts';

export interface MountedSurface extends Surface {
  /** What the surface registers itself before the modules' routes (a body parser, its own routes). */
  setup?(scope: App): Promise<void>;
}

export const surfaces: MountedSurface[] = [oauthApi, adminSurface, consoleSurface, consoleAppSurface, resellerSurface, numbersApi, mccmncSurface, connectivitySurface];
