import { Type } from 'typebox';

/** The `Idempotency-Key` header of the writes that move money (number purchase, SMS send, `/v1` link purchase and top-up). */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ maxLength: 255, description: 'the same key with the same body within 24 h replays the first answer; with another body, or while the first runs or its charge is pending, 409 (with Retry-After while pending)' }),
  ),
});
