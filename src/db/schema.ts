// Every table of the platform, gathered for drizzle-kit (migrations) and the typed client.
export * from '../modules/organizations/organizations.tables.ts';
export * from '../modules/clients/clients.tables.ts';
export * from '../modules/wallet/wallet.tables.ts';
export * from '../modules/operators/operators.tables.ts';
export * from '../modules/sims/sims.tables.ts';
export * from '../providers/upstream/simulator/simulator.tables.ts';
export * from '../jobs/jobs.tables.ts';
export * from '../modules/coverages/coverages.tables.ts';
export * from '../modules/plans/plans.tables.ts';
export * from '../modules/links/links.tables.ts';
export * from '../modules/activations/activations.tables.ts';
export * from '../providers/upstream/simulator/simulator.plans.tables.ts';
export * from '../modules/lookup/lookup.tables.ts';
export * from '../modules/tasks/tasks.tables.ts';
