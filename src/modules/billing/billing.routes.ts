// `POST /admin/billing/run`: the operator runs every due charge now, as of `as_of`.
import { type Static, Type } from 'typebox';
import type { BillingService } from './billing.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { adminRoute, originOf } from '../../http/auth/route-auth.ts';
import { optionalBody } from '../../http/validation.ts';
import { invalid } from '../../lib/errors.ts';

const Count = Type.Integer({ minimum: 0 });

const RunBody = Type.Object(
  { as_of: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'the instant to bill as of, from 1970 to before 9999; default now (the provider clock)' })) },
  { additionalProperties: false },
);

const RunAnswer = Type.Object({
  as_of: Type.String({ format: 'date-time' }),
  numbers: Type.Object(
    {
      charged: Count,
      unpaid: Count,
      reactivated: Count,
      suspended: Count,
      released: Count,
      errors: Count,
    },
    { description: 'fees paid, attempts the wallet could not pay, numbers back to active, numbers suspended and released, steps that failed (retried next run)' },
  ),
  reseller_link_fees: Type.Object(
    {
      month: Type.String({ description: 'YYYY-MM of the fee this run charged' }),
      organizations: Count,
      charged: Count,
      suspended: Count,
    },
    { description: 'the /v1 monthly link fee: organisations billed by this run, links charged and links suspended for want of balance' },
  ),
});

type RunResult = Static<typeof RunAnswer>;

const earliestAsOf = Date.UTC(1970, 0, 1);
const latestAsOf = Date.UTC(9999, 0, 1);

export async function adminBillingRoutes(app: App, billing: Pick<BillingService, 'run'>): Promise<void> {
  app.post(
    '/billing/run',
    {
      config: adminRoute,
      // The body is optional: no body runs as of now.
      preValidation: optionalBody,
      schema: {
        summary: 'Run every due charge now',
        description:
          'Number renewals and the /v1 monthly link fees: each number and period, and each organisation and month, is charged once however often this runs. The worker runs the same every hour.',
        body: RunBody,
        response: { 200: RunAnswer },
      },
    },
    async (req) => {
      const raw = req.body.as_of;
      const asOf = raw === undefined ? undefined : new Date(raw);
      if (asOf !== undefined && Number.isNaN(asOf.getTime())) throw invalid('as_of must be a date-time', { field: 'as_of' });
      // The run looks back days and months from as_of; before 1970 that reached dates the
      // database refuses (year 0) and month keys written as 19xx.
      if (asOf !== undefined && (asOf.getTime() < earliestAsOf || asOf.getTime() >= latestAsOf)) {
        throw invalid('as_of must be from 1970-01-01 to before 9999-01-01', { field: 'as_of' });
      }
      return (await billing.run(originOf(req), asOf)) as RunResult;
    },
  );
}

/** The operator's run of the billing run. */
export const billingMounts = (billing: Pick<BillingService, 'run'>): RouteMount[] => [{ surface: 'admin', register: (app) => adminBillingRoutes(app, billing) }];
