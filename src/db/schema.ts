// Every table of the platform, gathered for drizzle-kit (migrations) and the typed client.
export * from '../modules/organizations/organizations.tables.ts';
export * from '../modules/clients/clients.tables.ts';
export * from '../modules/wallet/wallet.tables.ts';
export * from '../modules/operators/operators.tables.ts';
export * from '../modules/sims/sims.tables.ts';
export * from '../providers/upstream/simulator/simulator.tables.ts';
