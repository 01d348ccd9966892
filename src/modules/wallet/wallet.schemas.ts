// The wallet's wire schemas: its balance as every service that charges it shows it.

import { Type } from 'typebox';

export const Balance = Type.Object({
  balance: Type.String({ description: 'decimal string; may be below zero after inbound SMS, which the network delivers whatever the balance' }),
  currency: Type.String({ description: 'ISO 4217' }),
});

const Timestamp = Type.String({ format: 'date-time' });

export const LedgerEntry = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.String({ description: 'what moved the money: `credit` (the operator), `reseller_activation`, `reseller_topup`, `reseller_refund`, `reseller_monthly_link_fee`, `number_purchase`, `number_refund`, `number_monthly_fee`, `sms_outbound`, `sms_outbound_refund`, `sms_inbound`, or a billed lookup (`lookup`, ...)' }),
  amount: Type.String({ description: 'decimal string; negative for a debit' }),
  balance_after: Type.String({ description: 'the balance once this entry was written' }),
  currency: Type.String({ description: 'ISO 4217' }),
  reference: Type.Union([Type.String(), Type.Null()], { description: 'the record the money paid for (a link, a message, ...), when there is one' }),
  metadata: Type.Record(Type.String(), Type.Unknown(), { description: 'what else the movement recorded (an order id, a number of requests, ...)' }),
  created_at: Timestamp,
});

export const LedgerQuery = Type.Object({
  kind: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9_]*$', description: 'only entries of this kind' })),
  direction: Type.Optional(Type.Union([Type.Literal('credit'), Type.Literal('debit')], { description: '`credit`: money in (credits, refunds); `debit`: money out' })),
  created_after: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'only entries created at or after this moment' })),
  created_before: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'only entries created before this moment' })),
});
