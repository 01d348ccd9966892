import { Type } from 'typebox';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { OrganizationsService } from './organizations.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { adminRoute, originOf, read } from '../../http/auth/route-auth.ts';
import { formatMoney, MAX_BALANCE, MAX_CREDIT } from '../../lib/money.ts';
import { offsetOf, Paginated, PageQuery, page } from '../../lib/pagination.ts';
import type { OrganizationRow } from './organizations.repo.ts';
import { AdminOrganization, CreateOrganization, Organization, OrganizationIdParams, UpdateOrganization } from './organizations.schemas.ts';

const toOrganization = (o: OrganizationRow) => ({
  id: o.id,
  name: o.name,
  created_at: o.createdAt.toISOString(),
  updated_at: o.updatedAt.toISOString(),
});

/** `GET /org`: the caller's own organisation. */
export async function organizationRoutes(app: App, { organizations }: Pick<OrganizationRouteDeps, 'organizations'>): Promise<void> {
  app.get(
    '/org',
    { config: read('connectivity'), schema: { summary: "The caller's organisation", response: { 200: Organization } } },
    async (req) => toOrganization(await organizations.get(principalOf(req).organizationId)),
  );
}

export async function adminOrganizationRoutes(app: App, { organizations, wallet }: OrganizationRouteDeps): Promise<void> {
  const toAdmin = async (o: OrganizationRow) => {
    const { lowBalanceThreshold, ...walletNow } = await wallet.account(o.id);
    return {
      ...toOrganization(o),
      services: o.services as Array<'connectivity' | 'reseller' | 'numbers' | 'mccmnc'>,
      currency: o.currency,
      price_per_request: formatMoney(o.pricePerRequest),
      billing_configured: o.billingConfigured,
      kyc_status: o.kycStatus as 'none' | 'pending' | 'approved' | 'rejected',
      monthly_link_fee: formatMoney(o.monthlyLinkFee),
      rate_limit_per_minute: o.rateLimitPerMinute,
      wallet: walletNow,
      low_balance_threshold: lowBalanceThreshold,
    };
  };

  app.post(
    '/organizations',
    { config: adminRoute, schema: { summary: 'Create an organisation', body: CreateOrganization, response: { 201: AdminOrganization } } },
    async (req, reply) => {
      const row = await organizations.create(req.body);
      return reply.status(201).send(await toAdmin(row));
    },
  );

  app.get(
    '/organizations',
    { config: adminRoute, schema: { summary: 'List organisations', querystring: Type.Object(PageQuery), response: { 200: Paginated(AdminOrganization) } } },
    async (req) => {
      const { page: p, page_size: size } = req.query;
      const { rows, total } = await organizations.list({ limit: size, offset: offsetOf(p, size) });
      return page(await Promise.all(rows.map(toAdmin)), total, p, size);
    },
  );

  app.get(
    '/organizations/:id',
    { config: adminRoute, schema: { summary: 'Get an organisation', params: OrganizationIdParams, response: { 200: AdminOrganization } } },
    async (req) => toAdmin(await organizations.get(req.params.id)),
  );

  app.patch(
    '/organizations/:id',
    {
      config: adminRoute,
      schema: { summary: 'Update an organisation', params: OrganizationIdParams, body: UpdateOrganization, response: { 200: AdminOrganization } },
    },
    async (req) => {
      const b = req.body;
      const row = await organizations.update(req.params.id, {
        name: b.name,
        services: b.services,
        pricePerRequest: b.price_per_request,
        billingConfigured: b.billing_configured,
        kycStatus: b.kyc_status,
        monthlyLinkFee: b.monthly_link_fee,
        rateLimitPerMinute: b.rate_limit_per_minute,
        lowBalanceThreshold: b.low_balance_threshold,
      });
      return toAdmin(row);
    },
  );

  app.post(
    '/organizations/:id/wallet/credits',
    {
      config: adminRoute,
      schema: {
        summary: "Credit an organisation's wallet",
        params: OrganizationIdParams,
        body: Type.Object(
          {
            amount: Type.String({ pattern: '^\\d{1,14}(\\.\\d{1,6})?$', maxLength: 24, description: `decimal string above 0 and at most ${MAX_CREDIT}; the balance after it at most ${MAX_BALANCE}` }),
            reference: Type.Optional(Type.String({ maxLength: 200 })),
          },
          { additionalProperties: false },
        ),
        response: { 201: Type.Object({ balance: Type.String(), currency: Type.String() }) },
      },
    },
    async (req, reply) => {
      await organizations.checkCredit(req.params.id, req.body.amount);
      return reply.status(201).send(await wallet.credit(originOf(req), req.params.id, req.body.amount, req.body.reference ?? null));
    },
  );
}

interface OrganizationRouteDeps {
  organizations: OrganizationsService;
  wallet: Pick<WalletService, 'account' | 'credit'>;
}

/** The organisations module's routes: the caller's organisation, and the operator's organisations and wallet credits. */
export const organizationMounts = (deps: OrganizationRouteDeps): RouteMount[] => [
  { surface: 'connectivity', register: (app) => organizationRoutes(app, deps) },
  { surface: 'admin', register: (app) => adminOrganizationRoutes(app, deps) },
];
