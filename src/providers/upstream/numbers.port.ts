// The number port: what the platform asks of the provider that hosts its phone numbers.
// The provider owns the inventory: it offers numbers per country and type, holds the
// ones a customer is looking at, orders and releases them, carries SMS from them and
// tells the platform of SMS that arrive for them. The simulator is one adapter.

export type NumberType = 'mobile' | 'local' | 'toll_free';
export const numberTypes: readonly NumberType[] = ['mobile', 'local', 'toll_free'];

export type TrafficDirection = 'inbound_and_outbound' | 'inbound_only';

/** A number from the provider's stock, held for one account until `heldUntil`. */
export interface HeldNumber {
  /** The hold's id: the catalogue id the customer sees. */
  holdId: string;
  e164: string;
  countryIso: string;
  numberType: NumberType;
  /** Decimal strings with six decimals, in the currency asked for. */
  connectionFee: string;
  monthlyFee: string;
  currency: string;
  trafficDirection: TrafficDirection;
  heldUntil: Date;
}

export interface NumberSearch {
  account: string;
  countryIso: string;
  numberType: NumberType;
  /** Digits the national number must contain, or null. */
  contains: string | null;
  limit: number;
  currency: string;
  /** How long the numbers found stay held for the account. */
  holdSeconds: number;
}

export interface OrderedNumber {
  /** The provider's id of the ordered number (release takes it). */
  upstreamId: string;
  e164: string;
}

export interface SmsPrice {
  countryIso: string;
  outboundPerSegment: string;
  inboundPerMessage: string;
}

export interface InboundMessage {
  /** The provider's id of the message. */
  id: string;
  from: string;
  to: string;
  body: string;
  receivedAt: Date;
}

export type InboundMessageListener = (message: InboundMessage) => Promise<void>;

export interface NumbersPort {
  /** Current time of the provider (holds expire on it; the simulator's clock can be moved). */
  now(): Promise<Date>;
  /**
   * Numbers of the offering (country and type) that are free, held for the account for
   * `holdSeconds` (numbers the account already holds are found again, not held twice).
   * Throws UpstreamError `not_found` when there is no offering for the country and type,
   * or none in that currency.
   */
  searchNumbers(input: NumberSearch): Promise<{ numbers: HeldNumber[]; totalAvailable: number }>;
  /** The account's live holds among `holdIds` (unknown, expired or foreign ids are left out). */
  getHolds(input: { account: string; holdIds: string[]; currency: string }): Promise<HeldNumber[]>;
  /** Moves the account's live holds to expire at `until`; answers the holds it moved. */
  extendHolds(input: { account: string; holdIds: string[]; until: Date; currency: string }): Promise<HeldNumber[]>;
  /**
   * Orders a held number for the account. Ordering a hold that the account already
   * ordered answers the same number (a retried call is safe). Throws UpstreamError
   * `not_found` when the hold is gone.
   */
  orderNumber(input: { account: string; holdId: string }): Promise<OrderedNumber>;
  /** Gives an ordered number back to the stock; releasing one already gone is not an error. */
  releaseNumber(upstreamId: string): Promise<void>;
  /**
   * Sends an SMS from an ordered number. `reference` is the platform's id of the
   * message: the same reference sent twice is sent once.
   */
  sendMessage(input: { from: string; to: string; body: string; reference: string }): Promise<{ id: string; status: 'sent' }>;
  /** SMS prices per destination country of the offering, in `currency`. */
  smsPricing(currency: string): Promise<SmsPrice[]>;
  /** Registers the platform's handler of inbound SMS for the provider's numbers. */
  onInboundMessage(listener: InboundMessageListener): void;
}
