// Every query of the `/v1` links side. Each takes the organisation id first. A `/v1`
// link is a row of the platform's `links` table with a sponsor profile; its `/v1`
// status is derived: `suspended` while the endpoint is suspended,
// `active` with an active activation, `inactive` otherwise.

import { and, eq, sql } from 'drizzle-orm';
import { decodeRow, type Executor, keyList, query, queryNamed } from '../../db/client.ts';
import { cancelQueuedRowsSql, enqueueRowsSql, type JobKind } from '../../jobs/queue.ts';
import { createGroupRead } from '../../lib/group-read.ts';
import { isUuid } from '../../lib/uuid.ts';
import { bindKeysCte } from '../idempotency/idempotency.service.ts';
import { activationDataSql } from '../activations/activations.events.ts';
import { insertActivationsSql } from '../activations/activations.repo.ts';
import { newLinkDataSql } from '../links/links.events.ts';
import { insertLinksSql } from '../links/links.repo.ts';
import { insertSimsSql } from '../sims/sims.repo.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import { originOf } from '../events/events.sql.ts';
import type { EventWriter } from '../events/events.writer.ts';
import { debitBatchCtes, walletOfSql } from '../wallet/wallet.ledger.ts';
import { resellerPurchases, resellerTransactions } from './links.tables.ts';
import { type ResellerPlanRow, visibleTo } from './plans.repo.ts';
import { transactionDataSql } from './reseller.events.ts';
import { resellerPlans } from './reseller.tables.ts';

export type PurchaseRow = typeof resellerPurchases.$inferSelect;
export type PurchaseInsert = typeof resellerPurchases.$inferInsert;
export type TransactionRow = typeof resellerTransactions.$inferSelect;
export type TransactionInsert = typeof resellerTransactions.$inferInsert;
export type V1Status = 'active' | 'suspended' | 'inactive';

/** One purchase of a reserve (reserveMany): its pending purchase, ledger entry and transaction. */
export interface ReserveCall {
  organizationId: string;
  id: string;
  planId: string;
  planName: string;
  name: string | null;
  provider: string;
  sponsorProfile: string;
  iccid: string;
  /** The price, a positive decimal. */
  amount: string;
  currency: string;
  linkId: string;
  walletEntryId: string;
  walletKind: string;
  walletMetadata: Record<string, unknown>;
  transactionId: string;
  transactionMetadata: Record<string, unknown>;
  /** The id of the purchase's repair job, so the purchase's end can cancel it. */
  repairJobId: string;
  /** The request's Idempotency-Key, bound to the purchase in the statement of its debit. */
  idempotencyKey: string | null;
  /** Who made the purchase, for the `wallet.low_balance` its debit may write. */
  origin: EventOrigin;
}

/** What complete records of a purchase the provider has provisioned. */
export interface CompleteInput {
  /** Who completed it (the request, or the repair job): its `reseller.purchase.completed` event's origin. */
  origin: EventOrigin;
  organizationId: string;
  purchaseId: string;
  linkId: string;
  name: string | null;
  provider: string;
  sponsorProfile: string;
  planId: string;
  activationId: string;
  addonId: string;
  /** When the provider started the add-on and when it ends (null while it waits for its start). */
  activatedAt: Date | null;
  expiresAt: Date | null;
  /** The purchase's repair job, cancelled with the records while no worker has claimed it. */
  repairJobId: string | null;
  endpoint: { id: string; barredNetworkTypes: string[]; imeiLock: string | null };
  /** The eSIM's LPA activation code, when the provider gave it. */
  lpaProfile: string | null;
  /** The eSIM as the provider describes it; used when the inventory has no row of its ICCID yet. */
  sim: {
    id: string;
    iccid: string;
    msisdn: string | null;
    imsi: string | null;
    imei: string | null;
    eid: string | null;
    compatibilityZones: string[];
    esimProfileStatus: string | null;
  };
}

/** What a purchase checks before anything is charged (step 1), read in one statement. */
export interface Admission {
  /** The plan, when the organisation may buy it. */
  plan: ResellerPlanRow | null;
  /** The plan's sponsor profile, when it is configured. */
  profile: { provider: string; basePlan: string } | null;
  wallet: { balance: string; currency: string } | null;
  organization: { providerAccount: string; currency: string } | null;
}

/** A `/v1` link as the list and detail show it. */
export interface V1LinkRow {
  id: string;
  name: string | null;
  iccid: string | null;
  provider: string;
  endpointId: string | null;
  sponsorProfile: string;
  lpaProfile: string | null;
  status: V1Status;
  linkStatus: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A `/v1` link with its activations that are not removed. */
export interface V1LinkDetailRows {
  link: V1LinkRow;
  activations: V1ActivationRow[];
}

/** An activation of a `/v1` link with its reseller plan: the terms it recorded, the plan's countries. */
export interface V1ActivationRow {
  id: string;
  status: string;
  upstreamAddonId: string | null;
  usedMib: string;
  remainingMib: string;
  allocatedMib: string;
  activatedAt: Date | null;
  expiresAt: Date | null;
  createdAt: Date;
  planId: string;
  planName: string;
  dataMb: number;
  validityDays: number;
  countries: string[];
}

const v1Status = sql`CASE WHEN l.status = 'suspended' THEN 'suspended' WHEN l.status = 'active' AND l.activation_count > 0 THEN 'active' ELSE 'inactive' END`;

const linkColumns = sql`l.id, l.name, s.iccid, l.provider, l.upstream_endpoint_id AS "endpointId", l.sponsor_profile AS "sponsorProfile",
  l.lpa_profile AS "lpaProfile", ${v1Status} AS status, l.status AS "linkStatus", l.created_at AS "createdAt", l.updated_at AS "updatedAt"`;

const linkFrom = sql`links l LEFT JOIN sims s ON s.organization_id = l.organization_id AND s.id = l.sim_id`;

const activationColumns = sql`a.id, a.status, a.upstream_addon_id AS "upstreamAddonId", a.used_mib::text AS "usedMib", a.remaining_mib::text AS "remainingMib",
  a.allocated_mib::text AS "allocatedMib", a.activated_at AS "activatedAt", a.expires_at AS "expiresAt", a.created_at AS "createdAt",
  a.reseller_plan_id AS "planId", a.plan_name AS "planName", a.plan_data_mb AS "dataMb", a.plan_validity_days AS "validityDays", p.countries`;

const activationDates = (r: V1ActivationRow): V1ActivationRow => ({
  ...r,
  activatedAt: r.activatedAt === null ? null : new Date(r.activatedAt),
  expiresAt: r.expiresAt === null ? null : new Date(r.expiresAt),
  createdAt: new Date(r.createdAt),
});

/** A link with its activations as a statement answers them (the activations as one json list). */
const detailOf = (link: V1LinkRow, activations: V1ActivationRow[] | string): V1LinkDetailRows => ({
  link: dates(link),
  activations: (typeof activations === 'string' ? (JSON.parse(activations) as V1ActivationRow[]) : activations).map(activationDates),
});

/** The activations of one link in the order the detail answers them, as one json list (`a`: the rows of activationColumns). */
const activationList = sql`coalesce(json_agg(a ORDER BY a."createdAt", a.id), '[]'::json)`;

/** A link of an organisation, as the group reads key it. */
interface LinkKey {
  organizationId: string;
  id: string;
}
const keyOf = (k: LinkKey) => `${k.organizationId}:${k.id}`;

const dates = <T extends { createdAt: Date | string; updatedAt: Date | string }>(r: T) => ({ ...r, createdAt: new Date(r.createdAt), updatedAt: new Date(r.updatedAt) });

/** `events`: the feed's writer, whose `reseller.purchase.completed` a completion's statement writes. */
export function createResellerLinksRepo(db: Executor, events: Pick<EventWriter, 'fromSelect' | 'fromSelects'>) {
  // The checks of the purchases that arrive together are read together: one statement
  // for each one's plan (as visibleTo lets the organisation see it), sponsor profile,
  // wallet and organisation.
  const admissions = createGroupRead<{ organizationId: string; planId: string }, Admission>(
    async (keys) => {
      const rows = await queryNamed<Record<string, unknown> & { k_org: string; k_plan: string }>(
        db,
        'v1_purchase_admission',
        sql`SELECT k.org::text AS k_org, k.plan::text AS k_plan, sp.provider AS sp_provider, sp.base_plan AS sp_base_plan,
                   w.balance::text AS w_balance, w.currency AS w_currency, o.provider_account AS o_account, o.currency AS o_currency, p.*
            FROM jsonb_to_recordset(${keyList(keys.map((k) => ({ org: k.organizationId, plan: k.planId })))}) AS k(org uuid, plan uuid)
            LEFT JOIN LATERAL (SELECT * FROM reseller_plans WHERE reseller_plans.id = k.plan AND ${visibleTo(sql`k.org`)} LIMIT 1) p ON true
            LEFT JOIN sponsor_profiles sp ON sp.name = p.sponsor_profile
            LEFT JOIN LATERAL (${walletOfSql(sql`k.org`)}) w ON true
            LEFT JOIN organizations o ON o.id = k.org`,
      );
      return rows.map((r) => ({
        key: `${r.k_org}:${r.k_plan}`,
        row: {
          plan: r.id === null ? null : (decodeRow(resellerPlans, r) as ResellerPlanRow),
          profile: r.sp_provider === null ? null : { provider: String(r.sp_provider), basePlan: String(r.sp_base_plan) },
          wallet: r.w_balance === null ? null : { balance: String(r.w_balance), currency: String(r.w_currency) },
          organization: r.o_account === null ? null : { providerAccount: String(r.o_account), currency: String(r.o_currency) },
        },
      }));
    },
    (k) => `${k.organizationId}:${k.planId}`,
  );

  // The reads of GET /v1/links/{identifier} that arrive together are made together, one
  // prepared statement for all their links (src/lib/group-read.ts); each LATERAL read
  // goes through the primary key or the link's index whatever the tables' statistics.
  const linksById = createGroupRead<LinkKey, V1LinkRow>(async (keys) => {
    const rows = await queryNamed<V1LinkRow & { org: string }>(
      db,
      'v1_links_by_id',
      sql`SELECT k.org::text AS org, l.* FROM jsonb_to_recordset(${keyList(keys.map((k) => ({ org: k.organizationId, id: k.id })))}) AS k(org uuid, id uuid)
          CROSS JOIN LATERAL (
            SELECT ${linkColumns} FROM ${linkFrom}
            WHERE l.organization_id = k.org AND l.id = k.id AND l.sponsor_profile IS NOT NULL AND l.status <> 'removed' LIMIT 1
          ) l`,
    );
    return rows.map(({ org, ...row }) => ({ key: keyOf({ organizationId: org, id: row.id }), row: dates(row) }));
  }, keyOf);
  const activationsByLink = createGroupRead<LinkKey, V1ActivationRow[]>(async (keys) => {
    const rows = await queryNamed<V1ActivationRow & { org: string; link: string }>(
      db,
      'v1_activations_of_links',
      sql`SELECT k.org::text AS org, k.link::text AS link, a.* FROM jsonb_to_recordset(${keyList(keys.map((k) => ({ org: k.organizationId, link: k.id })))}) AS k(org uuid, link uuid)
          CROSS JOIN LATERAL (
            SELECT ${activationColumns} FROM activations a JOIN reseller_plans p ON p.id = a.reseller_plan_id
            WHERE a.organization_id = k.org AND a.link_id = k.link AND a.status <> 'removed'
          ) a
          ORDER BY a."createdAt", a.id`,
    );
    const byLink = new Map<string, V1ActivationRow[]>();
    for (const { org, link, ...row } of rows) {
      const key = keyOf({ organizationId: org, id: link });
      const list = byLink.get(key);
      if (list === undefined) byLink.set(key, [activationDates(row)]);
      else list.push(activationDates(row));
    }
    return [...byLink].map(([key, row]) => ({ key, row }));
  }, keyOf);

  // GET /v1/links/{identifier} reads its link and the link's activations in the same
  // statement: one group read fewer per request than findLink then activationsOf.
  const detailsById = createGroupRead<LinkKey, V1LinkDetailRows>(async (keys) => {
    const rows = await queryNamed<V1LinkRow & { org: string; activations: V1ActivationRow[] | string }>(
      db,
      'v1_link_details_by_id',
      sql`SELECT k.org::text AS org, l.*, acts.list AS activations
          FROM jsonb_to_recordset(${keyList(keys.map((k) => ({ org: k.organizationId, id: k.id })))}) AS k(org uuid, id uuid)
          CROSS JOIN LATERAL (
            SELECT ${linkColumns} FROM ${linkFrom}
            WHERE l.organization_id = k.org AND l.id = k.id AND l.sponsor_profile IS NOT NULL AND l.status <> 'removed' LIMIT 1
          ) l
          CROSS JOIN LATERAL (
            SELECT ${activationList} AS list FROM (
              SELECT ${activationColumns} FROM activations a JOIN reseller_plans p ON p.id = a.reseller_plan_id
              WHERE a.organization_id = k.org AND a.link_id = l.id AND a.status <> 'removed'
            ) a
          ) acts`,
    );
    return rows.map(({ org, activations, ...row }) => ({ key: keyOf({ organizationId: org, id: row.id }), row: detailOf(row, activations) }));
  }, keyOf);

  return {
    /** A purchase's checks (see Admission); both ids are UUIDs. */
    admissionOf: (organizationId: string, planId: string): Promise<Admission | null> =>
      admissions.get({ organizationId: organizationId.toLowerCase(), planId: planId.toLowerCase() }),

    /**
     * Step 3 for purchases made together, of any organisations, in one statement: the
     * wallets are locked and read in a fixed order (organisation id, as the SMS batch
     * locks them, so two such statements never wait for each other in a cycle), and of
     * each organisation's calls the longest prefix (in their order) that its wallet
     * covers is paid, each with its ledger entry (its own balance after), pending
     * purchase, `activation` transaction and repair job. Answers, per call in order,
     * whether it was paid and its wallet's balance after the statement (what an unpaid
     * one is told is available); an organisation without a wallet pays none.
     */
    async reserveMany(repair: { kind: JobKind; delayMs: number }, calls: readonly ReserveCall[]): Promise<Array<{ paid: boolean; balance: string }>> {
      const list = calls.map((c, i) => ({
        ord: i + 1,
        org: c.organizationId,
        id: c.id,
        plan_id: c.planId,
        plan_name: c.planName,
        name: c.name,
        provider: c.provider,
        sponsor_profile: c.sponsorProfile,
        iccid: c.iccid,
        amount: c.amount,
        currency: c.currency,
        link_id: c.linkId,
        wallet_entry_id: c.walletEntryId,
        wallet_kind: c.walletKind,
        wallet_metadata: c.walletMetadata,
        transaction_id: c.transactionId,
        transaction_metadata: c.transactionMetadata,
        repair_job_id: c.repairJobId,
        idempotency_key: c.idempotencyKey,
        ...originOf(c.origin),
      }));
      // The wallet's CTEs (wallet.ledger.ts) lock, pay and write the ledger; every other CTE reads `paid`.
      const rows = await queryNamed<{ ord: number; paid: boolean; balance: string | null }>(
        db,
        'v1_purchase_reserve',
        sql`WITH calls AS (
              SELECT * FROM jsonb_to_recordset(${keyList(list)}) AS c(
                ord int, org uuid, id uuid, plan_id uuid, plan_name text, name text, provider text, sponsor_profile text, iccid text, amount numeric,
                currency text, link_id uuid, wallet_entry_id uuid, wallet_kind text, wallet_metadata jsonb, transaction_id uuid, transaction_metadata jsonb,
                repair_job_id uuid, idempotency_key text, source text, actor jsonb, request_id text)
            ), ${debitBatchCtes(
              'charge',
              sql`SELECT org AS organization_id, ord, wallet_entry_id AS entry_id, wallet_kind AS kind, amount, id::text AS reference, wallet_metadata AS metadata,
                         source, actor, request_id
                  FROM calls`,
              { events, origin: 'selected' },
            )}, paid AS (
              SELECT calls.*, entry.id AS entry_id FROM calls JOIN charge_entries entry ON entry.organization_id = calls.org AND entry.id = calls.wallet_entry_id
            ), purchase AS (
              INSERT INTO reseller_purchases (organization_id, id, status, plan_id, plan_name, name, provider, sponsor_profile, iccid, amount, currency, wallet_entry_id, link_id,
                                              repair_job_id)
              SELECT paid.org, paid.id, 'pending', paid.plan_id, paid.plan_name, paid.name, paid.provider, paid.sponsor_profile, paid.iccid,
                     paid.amount, paid.currency, paid.entry_id, paid.link_id, paid.repair_job_id
              FROM paid
              RETURNING organization_id, id
            ), recorded AS (
              INSERT INTO reseller_transactions (organization_id, id, link_id, type, amount, currency, plan_name, metadata, wallet_entry_id)
              SELECT paid.org, paid.transaction_id, paid.link_id, 'activation', paid.amount, paid.currency, paid.plan_name, paid.transaction_metadata, paid.entry_id
              FROM paid
              RETURNING id
            ), repair AS (
              ${enqueueRowsSql(
                sql`SELECT purchase.organization_id, paid.repair_job_id AS id, jsonb_build_object('organizationId', purchase.organization_id, 'purchaseId', purchase.id) AS payload
                    FROM purchase JOIN paid ON paid.org = purchase.organization_id AND paid.id = purchase.id`,
                repair.kind,
                repair.delayMs,
                true,
              )}
            ), ${bindKeysCte('bound', 'link_purchase', sql`SELECT org AS organization_id, idempotency_key AS key, id AS record_id FROM paid`)}
            SELECT calls.ord, paid.id IS NOT NULL AS paid, wallet.balance::text AS balance
            FROM calls
            LEFT JOIN paid ON paid.org = calls.org AND paid.ord = calls.ord
            LEFT JOIN charge_after wallet ON wallet.organization_id = calls.org
            ORDER BY calls.ord`,
      );
      const byOrd = new Map(rows.map((r) => [Number(r.ord), r]));
      return list.map((c) => {
        const r = byOrd.get(c.ord);
        return { paid: r?.paid === true, balance: r?.balance ?? '0' };
      });
    },

    /**
     * Step 5 for several purchases (of any organisations) in one statement: each one
     * still pending moves to completed with its eSIM in the inventory (the row there, or
     * a new one), its active link with activation count 1, and its activation. Answers,
     * by index in `calls`, each completed purchase's link with its activation as the
     * detail reads them (findLinkWithActivations); the others had already left `pending`
     * and nothing of theirs is written. A completed purchase's repair job (of `repair`)
     * goes while no worker has claimed it: its work is done. Each completed purchase's
     * events (`reseller.purchase.completed`, `link.created`, `activation.started`) are
     * written by the same statement.
     */
    async completeMany(repair: JobKind, calls: readonly CompleteInput[]): Promise<Map<number, V1LinkDetailRows>> {
      const list = calls.map((c, i) => ({
        ord: i,
        org: c.organizationId,
        purchase_id: c.purchaseId,
        link_id: c.linkId,
        name: c.name,
        provider: c.provider,
        sponsor_profile: c.sponsorProfile,
        plan_id: c.planId,
        activation_id: c.activationId,
        addon_id: c.addonId,
        activated_at: c.activatedAt?.toISOString() ?? null,
        expires_at: c.expiresAt?.toISOString() ?? null,
        endpoint_id: c.endpoint.id,
        barred: c.endpoint.barredNetworkTypes,
        imei_lock: c.endpoint.imeiLock,
        lpa_profile: c.lpaProfile,
        sim_id: c.sim.id,
        iccid: c.sim.iccid,
        msisdn: c.sim.msisdn,
        imsi: c.sim.imsi,
        imei: c.sim.imei,
        eid: c.sim.eid,
        zones: c.sim.compatibilityZones,
        esim_profile_status: c.sim.esimProfileStatus,
        repair_job_id: c.repairJobId,
        ...originOf(c.origin),
      }));
      const rows = await queryNamed<V1LinkRow & { ord: number; activations: V1ActivationRow[] | string }>(
        db,
        'v1_purchase_complete',
        sql`WITH calls AS (
              SELECT * FROM jsonb_to_recordset(${keyList(list)}) AS c(
                ord int, org uuid, purchase_id uuid, link_id uuid, name text, provider text, sponsor_profile text, plan_id uuid, activation_id uuid, addon_id text,
                activated_at timestamptz, expires_at timestamptz, endpoint_id text, barred jsonb, imei_lock text, lpa_profile text, sim_id uuid, iccid text, msisdn text, imsi text, imei text, eid text, zones jsonb,
                esim_profile_status text, repair_job_id uuid, source text, actor jsonb, request_id text)
            ), settled AS (
              UPDATE reseller_purchases p SET status = 'completed', failure_reason = NULL, updated_at = now()
              FROM calls WHERE p.organization_id = calls.org AND p.id = calls.purchase_id AND p.status = 'pending'
              RETURNING calls.ord, p.wallet_entry_id
            ), done AS (
              SELECT calls.*, settled.wallet_entry_id FROM calls JOIN settled USING (ord)
            ), needless AS (
              ${cancelQueuedRowsSql(sql`SELECT org AS organization_id, repair_job_id AS id FROM done WHERE repair_job_id IS NOT NULL`, repair)}
            ), existing AS (
              SELECT done.ord, s.id, s.compatibility_zones, s.iccid, s.sim_type, s.msisdn, s.imei
              FROM done JOIN LATERAL (SELECT id, compatibility_zones, iccid, sim_type, msisdn, imei FROM sims WHERE organization_id = done.org AND iccid = done.iccid LIMIT 1) s ON true
            ), added AS (
              ${insertSimsSql(
                sql`SELECT done.org AS organization_id, done.sim_id AS id, done.iccid, done.provider, 'active'::text AS status, 'eSIM'::text AS sim_type, true AS is_attached,
                           done.msisdn, done.imsi, done.imei, done.eid, ARRAY(SELECT jsonb_array_elements_text(done.zones)) AS compatibility_zones, done.esim_profile_status
                    FROM done WHERE NOT EXISTS (SELECT 1 FROM existing WHERE existing.ord = done.ord)`,
              )}
            ), sim AS (
              SELECT ord, id, compatibility_zones, iccid, sim_type, msisdn, imei FROM existing
              UNION ALL SELECT done.ord, added.id, added.compatibility_zones, added.iccid, added.sim_type, added.msisdn, added.imei FROM added JOIN done ON done.sim_id = added.id
            ), link AS (
              ${insertLinksSql(
                sql`SELECT done.org AS organization_id, done.link_id AS id, done.name, 'active'::text AS status, sim.id AS sim_id, done.provider,
                           done.endpoint_id AS upstream_endpoint_id, sim.compatibility_zones, ARRAY(SELECT jsonb_array_elements_text(done.barred)) AS barred_network_types,
                           done.imei_lock, done.sponsor_profile, done.lpa_profile, 1 AS activation_count
                    FROM done JOIN sim USING (ord)`,
              )}
            ), activation AS (
              ${insertActivationsSql(
                sql`SELECT done.org AS organization_id, done.activation_id AS id, link.id AS link_id, NULL::uuid AS plan_id, done.plan_id AS reseller_plan_id,
                           'active'::text AS status, 'manual'::text AS source, done.addon_id AS upstream_addon_id, done.activated_at, done.expires_at,
                           0 AS reactivation_count, NULL::uuid AS previous_activation_id
                    FROM done JOIN link ON link.organization_id = done.org AND link.id = done.link_id`,
              )}
            ), purchase_events AS (
              ${events.fromSelects(
                [
                  {
                    type: 'activation.started',
                    select: sql`SELECT done.org AS organization_id, a.id::text AS resource_id, ${activationDataSql('a')} AS data, NULL::jsonb AS previous,
                                       done.source, done.actor, done.request_id
                                FROM done JOIN activation a ON a.organization_id = done.org AND a.id = done.activation_id`,
                  },
                  {
                    type: 'link.created',
                    select: sql`SELECT done.org AS organization_id, l.id::text AS resource_id, ${newLinkDataSql('l', 'sim')} AS data, NULL::jsonb AS previous,
                                       done.source, done.actor, done.request_id
                                FROM done JOIN link l ON l.organization_id = done.org AND l.id = done.link_id JOIN sim USING (ord)`,
                  },
                  {
                    type: 'reseller.purchase.completed',
                    // The purchase's transaction, by the link's index whatever the tables' statistics say.
                    select: sql`SELECT done.org AS organization_id, t.id AS resource_id, ${transactionDataSql('t')} AS data, NULL::jsonb AS previous, done.source, done.actor, done.request_id
                                FROM done
                                CROSS JOIN LATERAL (
                                  SELECT * FROM reseller_transactions t
                                  WHERE t.organization_id = done.org AND t.link_id = done.link_id AND t.wallet_entry_id = done.wallet_entry_id AND t.type = 'activation' LIMIT 1
                                ) t`,
                  },
                ],
                'selected',
              )}
            )
            SELECT s.ord, ${linkColumns}, acts.list AS activations
            FROM link l JOIN done s ON s.org = l.organization_id AND s.link_id = l.id
            CROSS JOIN LATERAL (
              SELECT ${activationList} AS list FROM (
                SELECT ${activationColumns} FROM activation a JOIN reseller_plans p ON p.id = a.reseller_plan_id WHERE a.link_id = l.id
              ) a
            ) acts`,
      );
      return new Map(rows.map(({ ord, activations, ...row }) => [Number(ord), detailOf(row, activations)]));
    },

    /** The top-ups one request charged together with `topupId` (they share their repair job): link and status of each. */
    async topupGroup(organizationId: string, topupId: string): Promise<Array<{ linkId: string; status: string }>> {
      if (!isUuid(topupId)) return [];
      return query<{ linkId: string; status: string }>(
        db,
        sql`SELECT t.link_id AS "linkId", t.status FROM reseller_topups t
            JOIN reseller_topups one ON one.organization_id = t.organization_id AND one.repair_job_id = t.repair_job_id
            WHERE one.organization_id = ${organizationId}::uuid AND one.id = ${topupId}::uuid`,
      );
    },

    async findPurchase(organizationId: string, id: string, tx: Executor = db): Promise<PurchaseRow | null> {
      const rows = await tx
        .select()
        .from(resellerPurchases)
        .where(and(eq(resellerPurchases.organizationId, organizationId), eq(resellerPurchases.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** pending -> `to`, or null when the purchase already left `pending` (the other path settled it). */
    async settlePurchase(organizationId: string, id: string, to: 'completed' | 'refunded', failureReason: string | null, tx: Executor): Promise<PurchaseRow | null> {
      const rows = await tx
        .update(resellerPurchases)
        .set({ status: to, failureReason, updatedAt: sql`now()` })
        .where(and(eq(resellerPurchases.organizationId, organizationId), eq(resellerPurchases.id, id), eq(resellerPurchases.status, 'pending')))
        .returning();
      return rows[0] ?? null;
    },

    async insertTransaction(row: TransactionInsert, tx: Executor): Promise<TransactionRow> {
      const rows = await tx.insert(resellerTransactions).values(row).returning();
      return rows[0] as TransactionRow;
    },

    /** A live `/v1` link by UUID or ICCID; null for none, a removed one or another organisation's. */
    async findLink(organizationId: string, identifier: string, tx: Executor = db): Promise<V1LinkRow | null> {
      if (tx === db && isUuid(identifier) && isUuid(organizationId)) {
        return linksById.get({ organizationId: organizationId.toLowerCase(), id: identifier.toLowerCase() });
      }
      const by = isUuid(identifier) ? sql`l.id = ${identifier.toLowerCase()}::uuid` : sql`s.iccid = ${identifier}`;
      const rows = await query<V1LinkRow>(
        tx,
        sql`SELECT ${linkColumns} FROM ${linkFrom}
            WHERE l.organization_id = ${organizationId}::uuid AND ${by} AND l.sponsor_profile IS NOT NULL AND l.status <> 'removed' LIMIT 1`,
      );
      return rows[0] === undefined ? null : dates(rows[0]);
    },

    /** A live `/v1` link with its activations that are not removed (see activationsOf); null as findLink. */
    async findLinkWithActivations(organizationId: string, identifier: string): Promise<{ link: V1LinkRow; activations: V1ActivationRow[] } | null> {
      if (isUuid(identifier) && isUuid(organizationId)) return detailsById.get({ organizationId: organizationId.toLowerCase(), id: identifier.toLowerCase() });
      const link = await this.findLink(organizationId, identifier);
      return link === null ? null : { link, activations: await this.activationsOf(organizationId, link.id) };
    },

    /** One page of the organisation's `/v1` links, newest first. */
    async list(organizationId: string, f: { status?: V1Status; search?: string; limit: number; offset: number }): Promise<{ rows: V1LinkRow[]; total: number }> {
      const c = [sql`l.organization_id = ${organizationId}::uuid`, sql`l.sponsor_profile IS NOT NULL`, sql`l.status <> 'removed'`];
      if (f.status !== undefined) c.push(sql`${v1Status} = ${f.status}`);
      if (f.search !== undefined && f.search.length > 0) {
        const like = `%${f.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
        c.push(sql`(s.iccid ILIKE ${like} OR l.name ILIKE ${like} OR l.id::text ILIKE ${like})`);
      }
      const where = sql.join(c, sql` AND `);
      const [rows, totals] = await Promise.all([
        query<V1LinkRow>(db, sql`SELECT ${linkColumns} FROM ${linkFrom} WHERE ${where} ORDER BY l.created_at DESC, l.id DESC LIMIT ${f.limit} OFFSET ${f.offset}`),
        query<{ n: string }>(db, sql`SELECT count(*)::text AS n FROM ${linkFrom} WHERE ${where}`),
      ]);
      return { rows: rows.map(dates), total: Number(totals[0]?.n ?? 0) };
    },

    /** The link's activations that are not removed, oldest first, with their reseller plans. */
    async activationsOf(organizationId: string, linkId: string, tx: Executor = db): Promise<V1ActivationRow[]> {
      if (tx === db && isUuid(organizationId) && isUuid(linkId)) {
        return (await activationsByLink.get({ organizationId: organizationId.toLowerCase(), id: linkId.toLowerCase() })) ?? [];
      }
      const rows = await query<V1ActivationRow>(
        tx,
        sql`SELECT ${activationColumns}
            FROM activations a JOIN reseller_plans p ON p.id = a.reseller_plan_id
            WHERE a.organization_id = ${organizationId}::uuid AND a.link_id = ${linkId}::uuid AND a.status <> 'removed'
            ORDER BY a.created_at, a.id`,
      );
      return rows.map(activationDates);
    },

    async storeLpa(organizationId: string, linkId: string, lpa: string): Promise<void> {
      await query(db, sql`UPDATE links SET lpa_profile = ${lpa} WHERE organization_id = ${organizationId}::uuid AND id = ${linkId}::uuid AND lpa_profile IS NULL`);
    },

    /**
     * The link's transactions and the fees that list it, newest `charged_at` first. Each
     * side of the OR is an index's (`@>` with the type is the partial GIN index's; `= ANY`
     * is no index's, and read every transaction of the organisation).
     */
    async history(organizationId: string, linkId: string, page: { limit: number; offset: number }): Promise<{ rows: TransactionRow[]; total: number }> {
      const where = sql`organization_id = ${organizationId}::uuid
        AND (link_id = ${linkId}::uuid OR (type = 'monthly_link_fee' AND charged_link_ids @> ARRAY[${linkId}::uuid]))`;
      const [rows, totals] = await Promise.all([
        query<{ id: string }>(db, sql`SELECT id FROM reseller_transactions WHERE ${where} ORDER BY charged_at DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}`),
        query<{ n: string }>(db, sql`SELECT count(*)::text AS n FROM reseller_transactions WHERE ${where}`),
      ]);
      const ids = rows.map((r) => r.id);
      const full =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(resellerTransactions)
              .where(and(eq(resellerTransactions.organizationId, organizationId), sql`${resellerTransactions.id} = ANY(${`{${ids.join(',')}}`}::uuid[])`));
      const byId = new Map(full.map((r) => [r.id, r]));
      return { rows: ids.map((id) => byId.get(id)).filter((r): r is TransactionRow => r !== undefined), total: Number(totals[0]?.n ?? 0) };
    },
  };
}

export type ResellerLinksRepo = ReturnType<typeof createResellerLinksRepo>;
