// The SDK's public surface; docs/sdk.md is its reference.

export { Platform, type Api, type Answer, type ItemOf, type PlatformOptions, type ConnectivityPaths, type ResellerPaths, type NumbersPaths, type LookupPaths, type AdminPaths } from './sdk.client.ts';
export { PlatformError, OAuthError, ConnectivityError, ResellerError, NumbersError, LookupError, AdminError, type Surface } from './sdk.errors.ts';
export { verifyWebhook, WebhookVerificationError, type VerifyOptions, type WebhookHeaders } from './sdk.webhooks.ts';
export type { paths, components } from './openapi.generated.ts';
