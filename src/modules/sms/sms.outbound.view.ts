// An outbound SMS as the numbers API shows it: the send's answer, which the request and
// the sweeper (for a key whose request died) both give.

import { sixDecimals } from '../../lib/money.ts';
import type { SmsMessageRow } from './sms.outbound.repo.ts';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export function toOutboundSms(row: SmsMessageRow) {
  return {
    id: row.id,
    phone_number_id: row.phoneNumberId,
    from: row.fromNumber,
    to: row.toNumber,
    body: row.body,
    segments: row.segments,
    encoding: row.encoding as 'gsm7' | 'ucs2',
    status: row.status as 'sending' | 'sent' | 'failed',
    price: sixDecimals(row.price),
    currency: row.currency,
    sent_at: iso(row.sentAt),
    delivered_at: iso(row.deliveredAt),
    created_at: row.createdAt.toISOString(),
  };
}

/** The 201 of POST /numbers/sms/send. */
export function toSendAnswer(row: SmsMessageRow) {
  return { success: true as const, data: toOutboundSms(row) };
}
