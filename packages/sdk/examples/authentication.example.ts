// Authentication with the SDK (docs/authentication.md): the client fetches and renews
// access tokens from the client credentials; wrong credentials throw OAuthError.
// Run: BASE_URL=… CLIENT_ID=… CLIENT_SECRET=… node --conditions=source --import tsx packages/sdk/examples/authentication.example.ts

import { OAuthError, Platform } from '@connectivity-platform/sdk';

const platform = new Platform({
  baseUrl: process.env.BASE_URL ?? 'http://localhost:8080',
  clientId: process.env.CLIENT_ID,
  clientSecret: process.env.CLIENT_SECRET,
});

// Every call carries a token; the SDK asks for one the first time and a new one a minute before it expires.
const me = await platform.numbers.get('/numbers/me');
console.log('token of client', me.data.client_id, 'for organisation', me.data.organization_id, 'roles', me.data.roles);
console.log('a token for other tools:', (await platform.auth.token()).slice(0, 16), '…');

const wrong = new Platform({ baseUrl: process.env.BASE_URL ?? 'http://localhost:8080', clientId: process.env.CLIENT_ID, clientSecret: 'wrong' });
try {
  await wrong.connectivity.get('/org');
  throw new Error('a wrong secret was accepted');
} catch (err) {
  if (!(err instanceof OAuthError)) throw err;
  console.log('wrong secret:', err.status, err.code, '-', err.message);
}
