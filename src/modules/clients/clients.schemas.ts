// The admin API's schemas of API clients.

import { Type } from 'typebox';

export const RoleSchema = Type.Union([Type.Literal('admin'), Type.Literal('viewer')]);

export const CreateClient = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    roles: Type.Array(RoleSchema, { minItems: 1, maxItems: 2, uniqueItems: true }),
  },
  { additionalProperties: false },
);

export const Client = Type.Object({
  client_id: Type.String(),
  name: Type.String(),
  organization_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  roles: Type.Array(RoleSchema),
  created_at: Type.String({ format: 'date-time' }),
  revoked_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const CreatedClient = Type.Intersect([Client, Type.Object({ client_secret: Type.String({ description: 'shown this once' }) })]);
