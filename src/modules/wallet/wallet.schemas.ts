// The wallet's wire schemas: its balance as every service that charges it shows it.

import { Type } from 'typebox';

export const Balance = Type.Object({
  balance: Type.String({ description: 'decimal string; may be below zero after inbound SMS, which the network delivers whatever the balance' }),
  currency: Type.String({ description: 'ISO 4217' }),
});
