import { Type } from 'typebox';

export const RoleSchema = Type.Union([Type.Literal('admin'), Type.Literal('viewer')]);
export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
/** A password: 12 to 256 characters (what a guess costs is the argon2id hash, not the sign-in count). */
export const Password = Type.String({ minLength: 12, maxLength: 256 });

export const CreateUser = Type.Object(
  { email: Email, role: RoleSchema, password: Type.Optional(Password) },
  { additionalProperties: false, examples: [{ email: 'ada@example.com', role: 'viewer' }] },
);

export const User = Type.Object({
  id: Type.String({ description: 'The user id; the `sub` of the access tokens the console mints for the user' }),
  email: Type.String(),
  role: RoleSchema,
  created_at: Type.String({ format: 'date-time' }),
});

export const CreatedUser = Type.Intersect([
  User,
  Type.Object({
    invitation_url: Type.Optional(Type.String({ description: 'Without a password: the one-time link (72 h) where the person sets one; shown this once' })),
  }),
]);

export const RemovedUser = Type.Object({ ...User.properties, removed_at: Type.String({ format: 'date-time' }) });

export const UpdateUser = Type.Object({ role: RoleSchema }, { additionalProperties: false, examples: [{ role: 'admin' }] });

export const PasswordReset = Type.Object({
  reset_url: Type.String({ description: 'The one-time link (valid 1 hour) where the person sets a new password; shown this once, to whoever asked' }),
  expires_at: Type.String({ format: 'date-time' }),
});

export const SignIn = Type.Object({ email: Email, password: Type.String({ minLength: 1, maxLength: 256 }) }, { additionalProperties: false });
export const AcceptInvitation = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }), password: Password }, { additionalProperties: false });
/** A password reset's link token and the new password: the invitation's body. */
export const AcceptPasswordReset = AcceptInvitation;

export const SessionAnswer = Type.Object({
  user: Type.Object({ id: Type.String(), email: Type.String(), role: RoleSchema, organization_id: Type.String({ format: 'uuid' }) }),
  csrf_token: Type.String({ description: 'Send as X-CSRF-Token with every write of the console API' }),
  expires_at: Type.String({ format: 'date-time', description: 'The session ends then at the latest (or after 12 h unused)' }),
});

export const ConsoleToken = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer(),
});
