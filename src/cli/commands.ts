// Every cpctl command in one table: its words, its usage line, what it does and its
// handler. The global help, each command's own help (`cpctl <command> --help`) and the
// usage line of a usage error are all printed from here, so they cannot disagree.

import { clientCommands, platformClientCommands, signingKeyCommands, tokenCommand } from './clients.ts';
import { demoCommand } from './demo.ts';
import { eventCommands } from './events.ts';
import { simsCommands, walletCommands } from './inventory.ts';
import { kycCommands } from './kyc.ts';
import { orgCommands } from './org.ts';
import type { Ctx } from './output.ts';
import { resellerPlanCommands, resellerPurchaseCommands, resellerTopupCommands, sponsorProfileCommands } from './reseller.ts';
import { simulatorCommands } from './simulator.ts';
import { taskCommands } from './tasks.ts';
import { userCommands } from './users.ts';
import { webhooksCommands } from './webhooks/listen.ts';

// A handler may answer an exit code (demo does, after partial failures); anything else means 0.
export type Handler = (ctx: Ctx) => Promise<unknown>;

export interface Command {
  /** The command's words, `org create`. */
  name: string;
  /** Its usage after `cpctl `. */
  usage: string;
  /** What it does: the first line is its summary in the global help, the rest shows in its own help. */
  about: string[];
  handler: Handler;
}

export interface Section {
  title: string;
  commands: Command[];
}

const paging = '[--page N] [--page-size N]';

export const sections: Section[] = [
  {
    title: 'Organisations',
    commands: [
      {
        name: 'org create',
        usage: 'org create <name> [--services connectivity,reseller,numbers,mccmnc] [--currency EUR]',
        about: ['create an organisation', 'Services default to all four, the currency to EUR.'],
        handler: orgCommands.create,
      },
      { name: 'org list', usage: `org list ${paging}`, about: ['list organisations with their services and wallets'], handler: orgCommands.list },
      { name: 'org get', usage: 'org get <org-id>', about: ['show one organisation'], handler: orgCommands.get },
      {
        name: 'org update',
        usage:
          'org update <org-id> [--name N] [--services a,b] [--price-per-request 0.01] [--billing-configured true|false] [--kyc-status none|pending|approved|rejected] [--monthly-link-fee 1.00] [--rate-limit-per-minute N|default]',
        about: [
          'change an organisation: only the options given',
          '--price-per-request is what each billed operator lookup costs; --monthly-link-fee what each /v1 link',
          'costs a month; --rate-limit-per-minute default returns the organisation to the platform limit.',
        ],
        handler: orgCommands.update,
      },
      { name: 'wallet credit', usage: 'wallet credit <org-id> <amount> [--reference r]', about: ['credit a wallet, in its currency'], handler: walletCommands.credit },
      {
        name: 'sims deliver',
        usage: 'sims deliver <org-id> <count> [--type physical|eSIM] [--provider alpha|beta]',
        about: ['deliver 1 to 1000 SIMs from the simulated provider into the inventory', 'The type defaults to physical.'],
        handler: simsCommands.deliver,
      },
      {
        name: 'task watch',
        usage: 'task watch <org-id> <task-id> [--interval <seconds>]',
        about: [
          'follow a bulk task to its end (exit 0 completed, 1 failed)',
          'A progress bar redrawn in place on a terminal, one line per change otherwise; polls every',
          'second unless --interval (0.05 to 60) says otherwise.',
        ],
        handler: taskCommands.watch,
      },
    ],
  },
  {
    title: 'Reseller plans (/v1)',
    commands: [
      {
        name: 'reseller-plan create',
        usage:
          'reseller-plan create <name> --provider-plan-id P --data-mb N --validity-days N --coverage-type local|regional|global --countries DE,FR --price 5.00 [--currency EUR] [--sponsor-profile default] [--enabled true|false] [--org <org-id>] [--exclude <org-id>,...]',
        about: ['publish a /v1 plan', 'Without --org the plan is global; --exclude hides a global plan from organisations.'],
        handler: resellerPlanCommands.create,
      },
      {
        name: 'reseller-plan list',
        usage: `reseller-plan list [--org <org-id>|global] [--enabled true|false] [--sponsor-profile S] ${paging}`,
        about: ['list /v1 plans, enabled or not'],
        handler: resellerPlanCommands.list,
      },
      { name: 'reseller-plan get', usage: 'reseller-plan get <plan-id>', about: ['show one /v1 plan'], handler: resellerPlanCommands.get },
      {
        name: 'reseller-plan update',
        usage:
          'reseller-plan update <plan-id> [--name N] [--provider-plan-id P] [--data-mb N] [--validity-days N] [--coverage-type T] [--countries A,B] [--price 5.00] [--currency EUR] [--sponsor-profile S] [--enabled true|false] [--exclude <org-id>,...]',
        about: ['change a /v1 plan: any option of create but --org (a plan never moves between organisations)'],
        handler: resellerPlanCommands.update,
      },
      {
        name: 'sponsor-profile set',
        usage: 'sponsor-profile set <name> <alpha|beta> <base-plan>',
        about: ['create or replace a sponsor profile: where /v1 eSIMs are issued from'],
        handler: sponsorProfileCommands.set,
      },
      { name: 'sponsor-profile list', usage: 'sponsor-profile list', about: ['list the sponsor profiles'], handler: sponsorProfileCommands.list },
      {
        name: 'reseller-purchase list',
        usage: `reseller-purchase list [--org <org-id>] [--older-than <seconds>] ${paging}`,
        about: ['purchases still pending (charged, neither completed nor refunded), oldest first'],
        handler: resellerPurchaseCommands.list,
      },
      {
        name: 'reseller-purchase repair',
        usage: 'reseller-purchase repair <org-id> <purchase-id>',
        about: ['run a pending purchase\'s repair now: it completes or refunds from what the provider has'],
        handler: resellerPurchaseCommands.repair,
      },
      {
        name: 'reseller-topup list',
        usage: `reseller-topup list [--org <org-id>] [--older-than <seconds>] ${paging}`,
        about: ['top-ups still pending, oldest first'],
        handler: resellerTopupCommands.list,
      },
      {
        name: 'reseller-topup repair',
        usage: 'reseller-topup repair <org-id> <topup-id>',
        about: ['run a pending top-up\'s repair now (it covers the request\'s pending top-ups)'],
        handler: resellerTopupCommands.repair,
      },
    ],
  },
  {
    title: 'KYC review',
    commands: [
      {
        name: 'kyc list',
        usage: 'kyc list [--status pending|approved|rejected] [--kind organization|number] [--page N] [--per-page N]',
        about: ['list KYC submissions of every organisation, oldest first'],
        handler: kycCommands.list,
      },
      {
        name: 'kyc approve',
        usage: 'kyc approve <submission-id> [--reason text]',
        about: ['approve a submission: sets it and the organisation\'s (or number\'s) kyc_status'],
        handler: kycCommands.approve,
      },
      {
        name: 'kyc reject',
        usage: 'kyc reject <submission-id> [--reason text]',
        about: ['reject a submission: sets it and the organisation\'s (or number\'s) kyc_status'],
        handler: kycCommands.reject,
      },
    ],
  },
  {
    title: 'Console users',
    commands: [
      {
        name: 'user add',
        usage: 'user add <org-id> <email> [--role admin|viewer] [--password P]',
        about: [
          'add a person who signs in to the console (default role: viewer)',
          'Without --password the answer has a one-time invitation link (72 hours) where they set one;',
          'a password given here must be 12 to 256 characters.',
        ],
        handler: userCommands.add,
      },
      { name: 'user list', usage: 'user list <org-id>', about: ["list an organisation's console users"], handler: userCommands.list },
      {
        name: 'user remove',
        usage: 'user remove <user-id>',
        about: ['remove a console user: their sessions end at once, and so do the access tokens they minted'],
        handler: userCommands.remove,
      },
      {
        name: 'user reset-password',
        usage: 'user reset-password <user-id>',
        about: ['a one-time link (1 hour) where the user sets a new password; using it ends every session of theirs'],
        handler: userCommands.resetPassword,
      },
    ],
  },
  {
    title: 'API clients',
    commands: [
      {
        name: 'client create',
        usage: 'client create <org-id> <name> [--roles admin,viewer]',
        about: ['create an API client of an organisation (default role: admin)', 'The secret is printed this once.'],
        handler: clientCommands.create,
      },
      {
        name: 'client revoke',
        usage: 'client revoke <client-id>',
        about: ['revoke a client: its token requests fail at once, and its issued tokens stop working'],
        handler: clientCommands.revoke,
      },
      {
        name: 'platform-client create',
        usage: 'platform-client create <name> [--roles admin,viewer]',
        about: ['create a client whose tokens carry no organisation (it sends X-Organization-Id)'],
        handler: platformClientCommands.create,
      },
      { name: 'token', usage: 'token <client-id> <client-secret>', about: ['print an access token of a client'], handler: tokenCommand },
    ],
  },
  {
    title: 'Token signing keys',
    commands: [
      { name: 'signing-key list', usage: 'signing-key list', about: ['list the keys that sign access tokens'], handler: signingKeyCommands.list },
      {
        name: 'signing-key rotate',
        usage: 'signing-key rotate [--activate-in <seconds>]',
        about: [
          'publish a new key now, signing after <seconds> (default 600)',
          'The old keys verify their tokens for a token lifetime more.',
        ],
        handler: signingKeyCommands.rotate,
      },
      {
        name: 'signing-key retire',
        usage: 'signing-key retire <kid>',
        about: ['retire a key: its tokens stop authenticating now', 'Not the key that signs: rotate with --activate-in 0 first.'],
        handler: signingKeyCommands.retire,
      },
    ],
  },
  {
    title: 'Network simulator',
    commands: [
      {
        name: 'sim usage',
        usage: 'sim usage <iccid> <mb> [--country <ISO code>]',
        about: ['the device uses <mb> MB of data now', 'With --country only the plans that cover that country pay.'],
        handler: simulatorCommands.usage,
      },
      { name: 'sim imei', usage: 'sim imei <iccid> <imei>', about: ['the SIM now sits in device <imei>'], handler: simulatorCommands.imei },
      {
        name: 'sim faults add',
        usage: 'sim faults add <operation> <status> <count>',
        about: ['the next <count> calls of <operation> (create_endpoint, send_sms, ...) fail with HTTP <status>'],
        handler: simulatorCommands.faultsAdd,
      },
      { name: 'sim faults clear', usage: 'sim faults clear', about: ['clear every injected fault'], handler: simulatorCommands.faultsClear },
      {
        name: 'sim clock advance',
        usage: 'sim clock advance <seconds>',
        about: ['move the network\'s clock forward; expiries and billing follow it'],
        handler: simulatorCommands.clockAdvance,
      },
    ],
  },
  {
    title: 'Events',
    commands: [
      {
        name: 'events tail',
        usage: 'events tail <org-id> [--type link.*] [--after <event-id>] [--interval <seconds>] [--count N]',
        about: [
          "follow an organisation's event feed live, oldest first",
          'Starts after the newest event (or after --after), prints each new event as it arrives and stops',
          'on Ctrl-C or after --count events. --type is one type or a prefix (link.*); --json prints one',
          'event a line. Acts as a viewer client it creates for the time it runs and then revokes.',
        ],
        handler: eventCommands.tail,
      },
    ],
  },
  {
    title: 'Webhooks',
    commands: [
      {
        name: 'webhooks listen',
        usage: 'webhooks listen <org-id> [--port N] [--host 127.0.0.1] [--url <public-url>] [--replace true]',
        about: [
          'receive an organisation\'s inbound-SMS webhook here and print each delivery, its signature checked',
          'Starts an HTTP receiver, registers it as the organisation\'s webhook (PUT /numbers/sms/webhook)',
          'with a new whsec_ secret, through a client it creates for the purpose, and prints every',
          'delivery until Ctrl-C; then it clears the webhook and revokes the client. A webhook the',
          'organisation already has is not replaced unless --replace true (its secret cannot be read',
          'back: on exit the previous URL returns, disabled, to be given its secret again).',
          'The server must run with WEBHOOKS_ALLOW_PRIVATE_TARGETS=true to deliver to this machine,',
          'unless --url names a public address (a tunnel) that reaches the receiver.',
        ],
        handler: webhooksCommands.listen,
      },
    ],
  },
  {
    title: 'Trying it out',
    commands: [
      {
        name: 'demo',
        usage: 'demo [--name N]',
        about: [
          'a ready-to-try organisation with a client, SIMs, a plan, a link, a number and a /v1 eSIM',
          'It creates an organisation with an admin client and a credited wallet, delivers SIMs, builds a',
          'coverage, a plan and a link on them, approves its KYC, turns billing on, buys a phone number and',
          'a /v1 eSIM link (each step the server offers), then prints the credentials and curl lines to try.',
        ],
        handler: demoCommand,
      },
    ],
  },
];

export const commands: readonly Command[] = sections.flatMap((s) => s.commands);

/** The command `positionals` start with (the longest match), and the arguments after its words. */
export function find(positionals: string[]): { command: Command; rest: string[] } | null {
  let best: { command: Command; rest: string[]; words: number } | null = null;
  for (const command of commands) {
    const words = command.name.split(' ');
    if (words.every((w, i) => positionals[i] === w) && (best === null || words.length > best.words)) {
      best = { command, rest: positionals.slice(words.length), words: words.length };
    }
  }
  return best;
}

/** The commands whose first word is the first positional (`cpctl org`). */
export const groupOf = (positionals: string[]): Command[] => commands.filter((c) => c.name.split(' ')[0] === positionals[0]);

