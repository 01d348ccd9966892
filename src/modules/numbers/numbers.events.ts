// The phone numbers' events (docs/events.md): their types, and the writer of each, in
// the transaction of its change, with the number as the numbers API shows it after the
// change (read in that transaction). The resource id is the number's id on /numbers.

import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Executor } from '../../db/client.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import type { EventWriter } from '../events/events.writer.ts';
import { OwnedNumberSchema } from './numbers.schemas.ts';
import { phoneNumbers } from './numbers.tables.ts';
import { type OwnedNumberView, toOwnedNumber } from './numbers.view.ts';

const Before = Type.Object(
  { status: OwnedNumberSchema.properties.status, next_billing_date: OwnedNumberSchema.properties.next_billing_date },
  { additionalProperties: false, description: 'the status and next billing date before the change' },
);

export const numberEventTypes = {
  'number.purchased': {
    resource: 'phone_number',
    description: 'A phone number was bought (POST /numbers/); one event per number of the order. `data` is the number as the purchase answered it (`provisioning`); `previous` is null.',
    data: OwnedNumberSchema,
    previous: Type.Null(),
  },
  'number.renewed': {
    resource: 'phone_number',
    description:
      "A number's monthly fee was paid by the billing run: a period renewed, or an unpaid fee paid on its retry (which makes a suspended number active again). `data` is the number after; `previous` its status and next billing date before.",
    data: OwnedNumberSchema,
    previous: Before,
  },
  'number.suspended': {
    resource: 'phone_number',
    description: "The billing run could not take a number's monthly fee from the wallet: the number is suspended until the fee is paid (released after 7 unpaid days). `data` is the number after; `previous` its status and next billing date before.",
    data: OwnedNumberSchema,
    previous: Before,
  },
  'number.released': {
    resource: 'phone_number',
    description: 'A number was released: by DELETE /numbers/{id}, or by the billing run after 7 unpaid days. `data` is the number as it was released (`released`); `previous` its status and next billing date before.',
    data: OwnedNumberSchema,
    previous: Before,
  },
} as const;

export type NumberEventType = keyof typeof numberEventTypes;

/** What a number was before a change, as its events' `previous`. */
export const numberBefore = (row: { status: string; nextBillingDate: string }) => ({
  status: row.status as OwnedNumberView['status'],
  next_billing_date: row.nextBillingDate,
});

export function createNumberEvents(deps: { events: Pick<EventWriter, 'write'> }) {
  const { events } = deps;
  return {
    /** One event per number of a purchase, from the rows it inserted. */
    async purchased(origin: EventOrigin, organizationId: string, rows: Parameters<typeof toOwnedNumber>[0][], tx: Executor): Promise<void> {
      await events.write(
        tx,
        rows.map((r) => ({ organizationId, type: 'number.purchased' as const, resourceId: r.id, data: toOwnedNumber(r), previous: null })),
        origin,
      );
    },

    /** An event of a change of one number, with the number read in `tx` after it. */
    async changed(
      origin: EventOrigin,
      organizationId: string,
      type: Exclude<NumberEventType, 'number.purchased'>,
      id: string,
      before: { status: string; nextBillingDate: string },
      tx: Executor,
    ): Promise<void> {
      const [row] = await tx.select().from(phoneNumbers).where(and(eq(phoneNumbers.organizationId, organizationId), eq(phoneNumbers.id, id)));
      if (row === undefined) return;
      await events.write(tx, { organizationId, type, resourceId: id, data: toOwnedNumber(row), previous: numberBefore(before) }, origin);
    },
  };
}

export type NumberEvents = ReturnType<typeof createNumberEvents>;
