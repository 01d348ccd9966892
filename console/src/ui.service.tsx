// An organisation's services (docs/console.md#enabled-services): a page whose API belongs
// to a service the organisation has not enabled says so instead of showing an error. A
// read is refused with 403 only for that reason (`PHONE_NUMBERS_DISABLED` on /numbers,
// `FORBIDDEN` on /v1, `forbidden` on the connectivity API).

import { ConsoleApiError } from './api.session.ts';
import { PlatformError } from './api.platform.ts';

const disabledCodes = new Set(['PHONE_NUMBERS_DISABLED', 'MCC_MNC_DISABLED', 'FORBIDDEN', 'forbidden']);

/** Whether a read failed because the organisation has not enabled the API's service. */
export const isServiceDisabled = (error: unknown): boolean =>
  (error instanceof PlatformError || error instanceof ConsoleApiError) && error.status === 403 && disabledCodes.has(error.code);

export function ServiceDisabled({ service }: { service: string }) {
  return (
    <section className="notice" role="status">
      <h2>{service} is not enabled</h2>
      <p>Your organisation does not have the {service.toLowerCase()} service. The platform's operator can enable it.</p>
    </section>
  );
}
