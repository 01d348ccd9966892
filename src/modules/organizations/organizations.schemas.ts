import { Type } from 'typebox';
import { MAX_BALANCE, MAX_PRICE, moneyPattern } from '../../lib/money.ts';

export const Service = Type.Union([Type.Literal('connectivity'), Type.Literal('reseller'), Type.Literal('numbers'), Type.Literal('mccmnc')]);
export const KycStatus = Type.Union([Type.Literal('none'), Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);
export const Money = Type.String({ pattern: moneyPattern, maxLength: 24, description: 'decimal amount as a string' });
const Threshold = Type.String({
  pattern: '^\\d{1,14}(\\.\\d{1,6})?$',
  maxLength: 24,
  description: `decimal amount as a string, 0 to ${MAX_BALANCE}, at most 6 decimals`,
});
const Price = Type.String({ pattern: '^\\d{1,14}(\\.\\d{1,6})?$', maxLength: 24, description: `decimal amount as a string, 0 to ${MAX_PRICE}, at most 6 decimals` });

/** The caller's own organisation. */
export const Organization = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

export const Wallet = Type.Object({ balance: Money, currency: Type.String() });

/** The operator's view of an organisation. */
export const AdminOrganization = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  services: Type.Array(Service),
  currency: Type.String(),
  price_per_request: Money,
  billing_configured: Type.Boolean(),
  kyc_status: KycStatus,
  monthly_link_fee: Money,
  rate_limit_per_minute: Type.Union([Type.Integer(), Type.Null()], {
    description: "requests a minute the organisation's clients may make, every service together; null: the platform's RATE_LIMIT_PER_MINUTE",
  }),
  wallet: Wallet,
  low_balance_threshold: Type.Union([Money, Type.Null()], {
    description: 'a debit that takes the wallet below this balance from at or above it writes a `wallet.low_balance` event; null: none',
  }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

export const CreateOrganization = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    services: Type.Optional(Type.Array(Service, { uniqueItems: true, maxItems: 4 })),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
  },
  { additionalProperties: false },
);

export const UpdateOrganization = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    services: Type.Optional(Type.Array(Service, { uniqueItems: true, maxItems: 4 })),
    price_per_request: Type.Optional(Price),
    billing_configured: Type.Optional(Type.Boolean()),
    kyc_status: Type.Optional(KycStatus),
    monthly_link_fee: Type.Optional(Price),
    rate_limit_per_minute: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000_000 }), Type.Null()], { description: "the organisation's own limit a minute; null returns it to the platform's" }),
    ),
    low_balance_threshold: Type.Optional(
      Type.Union([Threshold, Type.Null()], { description: 'the balance below which a debit writes a `wallet.low_balance` event (once per crossing); null turns it off' }),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const OrganizationIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
