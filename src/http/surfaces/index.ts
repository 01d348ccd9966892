// The mounted public APIs, in registration order. Each file names its mount point,
// error body and the module routes it carries.
import { adminApi } from './admin.ts';
import { connectivityApi } from './connectivity.ts';
import { mccmncApi } from './mccmnc.ts';
import { numbersApi } from './numbers.ts';
import { oauthApi } from './oauth.ts';
import { resellerApi } from './reseller.ts';
import type { Surface } from './surface.ts';
import type { App } from '../app.ts';
import type { Container } from '../../container.ts';

export interface MountedSurface extends Surface {
  routes(scope: App, c: Container): Promise<void>;
}

export const surfaces: MountedSurface[] = [oauthApi, adminApi, resellerApi, numbersApi, mccmncApi, connectivityApi];
