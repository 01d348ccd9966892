// Which of its numbers an organisation may send SMS from, written once: the checks a
// send answers with and the predicate its charging statement evaluates come from the
// same list (docs/numbers.md, "Outbound SMS and SMS prices").

import { type SQL, sql } from 'drizzle-orm';
import { AppError, invalid, notFound } from '../../lib/errors.ts';

/** What a send needs to know of the number it goes from. */
export interface SenderNumber {
  id: string;
  e164: string;
  status: string;
  kycStatus: string;
  trafficDirection: string;
}

/** Statuses of a number the organisation holds (it receives SMS in each); released and failed ones are not its own any more. */
export const HELD_STATUSES = ['provisioning', 'active', 'suspended'] as const;

/** HELD_STATUSES as a SQL list, for `status IN ...`. */
export const heldStatusesSql = sql.raw(`(${HELD_STATUSES.map((s) => `'${s}'`).join(', ')})`);

export const restricted = (message: string, details: Record<string, unknown>) => new AppError('traffic_restricted', message, details);

/** Why a held number cannot send, in the order a send checks: a column's value and the answer. */
const RULES: ReadonlyArray<{
  field: 'status' | 'trafficDirection' | 'kycStatus';
  column: string;
  value: string;
  refuse(details: Record<string, unknown>): AppError;
}> = [
  { field: 'status', column: 'status', value: 'provisioning', refuse: (d) => invalid('the number is still provisioning; send once it is active', { ...d, status: 'provisioning' }) },
  { field: 'status', column: 'status', value: 'suspended', refuse: (d) => restricted('the number is suspended while its monthly fee is unpaid', { ...d, status: 'suspended' }) },
  { field: 'trafficDirection', column: 'traffic_direction', value: 'inbound_only', refuse: (d) => restricted('the number can only receive SMS', { ...d, traffic_direction: 'inbound_only' }) },
  { field: 'kycStatus', column: 'kyc_status', value: 'rejected', refuse: (d) => restricted("the number's KYC was rejected", { ...d, kyc_status: 'rejected' }) },
];

/** Why `sender` cannot send now (404 when the organisation holds no such number); null when it can. */
export function senderRefusal(sender: SenderNumber | undefined, from: string): AppError | null {
  if (sender === undefined) return notFound('phone_number', from);
  const rule = RULES.find((r) => sender[r.field] === r.value);
  return rule === undefined ? null : rule.refuse({ phone_number_id: sender.id, from: sender.e164 });
}

/** True in SQL when the held number `n` (an alias of phone_numbers) cannot send: the same rules as senderRefusal. */
export function senderRefusedSql(n: SQL): SQL {
  return sql.join(
    RULES.map((r) => sql`${n}.${sql.identifier(r.column)} = ${sql.raw(`'${r.value}'`)}`),
    sql` OR `,
  );
}
