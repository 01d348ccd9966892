// TypeBox schemas of the phone-number catalogue, quotes, purchases and owned numbers:
// validation, serialization and OpenAPI from one source.
import { Type } from 'typebox';
import { NumbersPageQuery } from './numbers.paging.ts';

const Money6 = (description: string) => Type.String({ maxLength: 32, pattern: '^\\d+\\.\\d{6}$', description, examples: ['1.000000'] });
const E164 = (description: string) => Type.String({ maxLength: 16, description, examples: ['+4915121234567'] });
const Day = (description: string) => Type.String({ format: 'date', maxLength: 10, description, examples: ['2026-12-24'] });
const HoldId = Type.String({ format: 'uuid', maxLength: 36, description: 'catalogue id from GET /numbers/available' });

const numberTypeOf = (options: { default?: string } = {}) => Type.Union([Type.Literal('mobile'), Type.Literal('local'), Type.Literal('toll_free')], options);
export const NumberTypeSchema = numberTypeOf();
const TrafficDirectionSchema = Type.Union([Type.Literal('inbound_and_outbound'), Type.Literal('inbound_only')], {
  description: '`inbound_only` numbers (toll-free) cannot send SMS',
});

export const AvailableQuery = Type.Object({
  country_iso: Type.String({ pattern: '^[A-Za-z]{2}$', minLength: 2, maxLength: 2, description: 'ISO 3166-1 alpha-2, any case' }),
  number_type: Type.Optional(numberTypeOf({ default: 'mobile' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  contains: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$', minLength: 1, maxLength: 15, description: 'digits the national number contains' })),
});

export const CatalogueNumber = Type.Object({
  id: Type.String({ format: 'uuid', description: 'catalogue id: opaque, held for this organisation until `expires_at`' }),
  e164: E164('E.164'),
  phone_number: E164('E.164 (same as `e164`)'),
  national_format: Type.String({ maxLength: 32, examples: ['01512 1234567'] }),
  country_iso: Type.String({ maxLength: 2 }),
  number_type: NumberTypeSchema,
  connection_fee: Money6('one-off, charged at purchase'),
  monthly_fee: Money6('charged at purchase for the first month, then every month'),
  total_fee: Money6('connection_fee + monthly_fee: what the purchase charges'),
  billing_period: Type.Literal('monthly'),
  currency: Type.String({ maxLength: 3 }),
  value_tier: Type.Literal('standard'),
  traffic_direction: TrafficDirectionSchema,
  expires_at: Type.String({ format: 'date-time', maxLength: 40, description: 'the catalogue id stops working then' }),
});

export const AvailableAnswer = Type.Object({
  numbers: Type.Array(CatalogueNumber, { maxItems: 100 }),
  total_available: Type.Integer({ minimum: 0, description: 'free numbers of the offering matching the search' }),
});

export const PreviewBody = Type.Object(
  {
    number_ids: Type.Optional(Type.Array(HoldId, { minItems: 1, maxItems: 10, uniqueItems: true })),
    number_id: Type.Optional(HoldId),
  },
  { additionalProperties: false },
);

export const Quote = Type.Object({
  connection_cost: Type.Number({ examples: [1] }),
  monthly_cost: Type.Number({ examples: [2.5] }),
  total_cost: Type.Number({ examples: [3.5] }),
  currency: Type.String({ maxLength: 3 }),
  quote_token: Type.String({ maxLength: 4096, description: 'signed; pass it to the purchase to hold it to these prices' }),
  expected_total_cost_minor: Type.Integer({ description: 'total_cost in minor units (cents)', examples: [350] }),
  first_billing_date: Day('the purchase day: connection fee and first month'),
  next_billing_date: Day('the first renewal'),
  expires_at: Type.String({ format: 'date-time', maxLength: 40 }),
});

export const PreviewAnswer = Type.Object({ numbers: Type.Array(CatalogueNumber, { maxItems: 10 }), quote: Quote });

export const PurchaseBody = Type.Object(
  {
    number_id: Type.Optional(HoldId),
    number_ids: Type.Optional(Type.Array(HoldId, { minItems: 1, maxItems: 10, uniqueItems: true })),
    quote_token: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
  },
  { additionalProperties: false },
);

export const OwnedNumberSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  e164: E164('E.164'),
  phone_number: E164('E.164 (same as `e164`)'),
  national_format: Type.String({ maxLength: 32 }),
  country_iso: Type.String({ maxLength: 2 }),
  number_type: NumberTypeSchema,
  connection_fee: Money6('paid at purchase'),
  monthly_fee: Money6('charged every billing period'),
  total_fee: Money6('connection_fee + monthly_fee'),
  status: Type.Union([Type.Literal('provisioning'), Type.Literal('active'), Type.Literal('suspended'), Type.Literal('released'), Type.Literal('failed')]),
  kyc_status: Type.String({ maxLength: 16, examples: ['approved'] }),
  traffic_direction: TrafficDirectionSchema,
  voice_endpoint_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  sms_endpoint_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  next_billing_date: Day('when the next monthly fee is due'),
  billing_period: Type.Literal('monthly'),
  currency: Type.String({ maxLength: 3 }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

export const PurchaseAnswer = Type.Object({
  order_id: Type.String({ format: 'uuid' }),
  phone_numbers: Type.Array(OwnedNumberSchema, { maxItems: 10 }),
});

export const ListQuery = Type.Object(NumbersPageQuery);

export const ListAnswer = Type.Object({
  phone_numbers: Type.Array(OwnedNumberSchema, { maxItems: 100 }),
  page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
});

export const NumberIdParams = Type.Object({ id: Type.String({ format: 'uuid', maxLength: 36 }) });
