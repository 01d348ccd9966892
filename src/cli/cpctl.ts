// cpctl: the operator's command line over the admin API. `run` takes its argv,
// environment and output streams as arguments so tests drive it in-process; bin/cpctl.js
// passes the real ones. Exit codes: 0 done, 1 the call failed (API error, no server,
// no admin token), 2 the command line was wrong.

import { Args, parseArgv, UsageError } from './args.ts';
import { clientCommands, platformClientCommands, signingKeyCommands, tokenCommand } from './clients.ts';
import { demoCommand } from './demo.ts';
import { ApiError, ConnectError, type Env, createApi } from './http.ts';
import { simsCommands, walletCommands } from './inventory.ts';
import { kycCommands } from './kyc.ts';
import { orgCommands } from './org.ts';
import { resellerPlanCommands, resellerPurchaseCommands, resellerTopupCommands, sponsorProfileCommands } from './reseller.ts';
import { type Ctx, type Io, Out } from './output.ts';
import { simulatorCommands } from './simulator.ts';
import { taskCommands } from './tasks.ts';

export type { Io } from './output.ts';

// A handler may answer an exit code (demo does, after partial failures); anything else means 0.
type Handler = (ctx: Ctx) => Promise<unknown>;

const commands: ReadonlyArray<[string, Handler]> = [
  ['org create', orgCommands.create],
  ['org list', orgCommands.list],
  ['org get', orgCommands.get],
  ['org update', orgCommands.update],
  ['kyc list', kycCommands.list],
  ['kyc approve', kycCommands.approve],
  ['kyc reject', kycCommands.reject],
  ['client create', clientCommands.create],
  ['client revoke', clientCommands.revoke],
  ['platform-client create', platformClientCommands.create],
  ['signing-key list', signingKeyCommands.list],
  ['signing-key rotate', signingKeyCommands.rotate],
  ['signing-key retire', signingKeyCommands.retire],
  ['wallet credit', walletCommands.credit],
  ['sims deliver', simsCommands.deliver],
  ['task watch', taskCommands.watch],
  ['reseller-plan create', resellerPlanCommands.create],
  ['reseller-plan list', resellerPlanCommands.list],
  ['reseller-plan get', resellerPlanCommands.get],
  ['reseller-plan update', resellerPlanCommands.update],
  ['sponsor-profile set', sponsorProfileCommands.set],
  ['sponsor-profile list', sponsorProfileCommands.list],
  ['reseller-purchase list', resellerPurchaseCommands.list],
  ['reseller-purchase repair', resellerPurchaseCommands.repair],
  ['reseller-topup list', resellerTopupCommands.list],
  ['reseller-topup repair', resellerTopupCommands.repair],
  ['sim usage', simulatorCommands.usage],
  ['sim imei', simulatorCommands.imei],
  ['sim faults add', simulatorCommands.faultsAdd],
  ['sim faults clear', simulatorCommands.faultsClear],
  ['sim clock advance', simulatorCommands.clockAdvance],
  ['token', tokenCommand],
  ['demo', demoCommand],
];

const help = `cpctl: administer a connectivity platform through its admin API

Usage: cpctl <command> [arguments] [--json]

Organisations
  org create <name> [--services connectivity,reseller,numbers,mccmnc] [--currency EUR]
  org list [--page N] [--page-size N]
  org get <org-id>
  org update <org-id> [--name N] [--services a,b] [--price-per-request 0.01]
                      [--billing-configured true|false] [--kyc-status none|pending|approved|rejected]
                      [--monthly-link-fee 1.00] [--rate-limit-per-minute N|default]
  wallet credit <org-id> <amount> [--reference r]
  sims deliver <org-id> <count> [--type physical|eSIM] [--provider alpha|beta]
  task watch <org-id> <task-id> [--interval <seconds>]
                      follow a bulk task to its end (exit 0 completed, 1 failed)

Reseller plans (/v1)
  reseller-plan create <name> --provider-plan-id P --data-mb N --validity-days N
                      --coverage-type local|regional|global --countries DE,FR --price 5.00
                      [--currency EUR] [--sponsor-profile default] [--enabled true|false]
                      [--org <org-id>] [--exclude <org-id>,...]
                      without --org the plan is global
  reseller-plan list [--org <org-id>|global] [--enabled true|false] [--sponsor-profile S]
                      [--page N] [--page-size N]
  reseller-plan get <plan-id>
  reseller-plan update <plan-id> [any create option but --org]
  sponsor-profile set <name> <alpha|beta> <base-plan>     create or replace
  sponsor-profile list
  reseller-purchase list [--org <org-id>] [--older-than <seconds>] [--page N] [--page-size N]
                      purchases still pending (charged, neither completed nor refunded), oldest first
  reseller-purchase repair <org-id> <purchase-id>
                      run its repair now: completes or refunds from what the provider has
  reseller-topup list [--org <org-id>] [--older-than <seconds>] [--page N] [--page-size N]
  reseller-topup repair <org-id> <topup-id>
                      the same for top-ups (the repair covers the request's pending top-ups)
KYC review
  kyc list [--status pending|approved|rejected] [--kind organization|number] [--page N] [--per-page N]
  kyc approve <submission-id> [--reason text]
  kyc reject <submission-id> [--reason text]
                      sets the submission and the organisation's (or number's) kyc_status

API clients
  client create <org-id> <name> [--roles admin,viewer]     (default role: admin)
  client revoke <client-id>
  platform-client create <name> [--roles admin,viewer]
  token <client-id> <client-secret>                        prints an access token

Token signing keys
  signing-key list
  signing-key rotate [--activate-in <seconds>]
                      a new key, published now, signing after <seconds> (default 600);
                      the old keys verify their tokens for a token lifetime more
  signing-key retire <kid>
                      its tokens stop authenticating now (not the key that signs:
                      rotate with --activate-in 0 first)

Network simulator
  sim usage <iccid> <mb> [--country <ISO code>]
                      the device uses <mb> MB of data now (in that country: only
                      the plans that cover it pay)
  sim imei <iccid> <imei>                    the SIM now sits in device <imei>
  sim faults add <operation> <status> <count>
  sim faults clear
  sim clock advance <seconds>

  demo [--name N]     an organisation with a client, SIMs, a coverage, a plan and a link
  help

Options
  --json    print the server's JSON answer as it is

Environment
  CP_URL           the platform's address (default http://localhost:8080)
  CP_ADMIN_TOKEN   the admin token; without it cpctl reads $DATA_DIR/admin-token
                   (default ./data/admin-token), which the server writes on first start

Exit codes: 0 done, 1 the call failed, 2 wrong usage.
`;

function find(positionals: string[]): { handler: Handler; rest: string[] } | null {
  let best: { handler: Handler; rest: string[]; words: number } | null = null;
  for (const [name, handler] of commands) {
    const words = name.split(' ');
    if (words.every((w, i) => positionals[i] === w) && (best === null || words.length > best.words)) {
      best = { handler, rest: positionals.slice(words.length), words: words.length };
    }
  }
  return best;
}

function suggestion(positionals: string[]): string {
  const group = commands.filter(([name]) => name.split(' ')[0] === positionals[0]).map(([name]) => name);
  return group.length > 0 ? `; "${positionals[0]}" takes: ${group.map((g) => g.split(' ').slice(1).join(' ')).join(', ')}` : '';
}

export async function run(argv: readonly string[], env: Env, io: Io): Promise<number> {
  let json = false;
  try {
    const parsed = parseArgv(argv);
    json = parsed.json;
    const out = new Out(io, json);
    if (parsed.positionals.length === 0 || parsed.positionals[0] === 'help' || parsed.help) {
      io.stdout.write(help);
      return 0;
    }
    const found = find(parsed.positionals);
    if (found === null) {
      throw new UsageError(`unknown command "${parsed.positionals.join(' ')}"${suggestion(parsed.positionals)}; see cpctl help`);
    }
    const args = new Args(found.rest, parsed.flags, json);
    const code = await found.handler({ api: createApi(env), args, out });
    return typeof code === 'number' ? code : 0;
  } catch (err) {
    if (err instanceof UsageError) {
      io.stderr.write(`cpctl: ${err.message}\n`);
      return 2;
    }
    if (err instanceof ApiError) {
      if (json && err.body !== null) io.stdout.write(`${JSON.stringify(err.body, null, 2)}\n`);
      io.stderr.write(`cpctl: ${err.message}\n`);
      return 1;
    }
    if (err instanceof ConnectError) {
      io.stderr.write(`cpctl: ${err.message}\n`);
      return 1;
    }
    io.stderr.write(`cpctl: unexpected failure: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}
