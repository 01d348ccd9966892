// `npm run migrate`: applies pending migrations to the configured database and exits.
import { loadConfig } from '../config.ts';
import { openDatabase } from './drivers.ts';

const config = loadConfig();
const database = openDatabase(config.database);
await database.migrate();
await database.close();
console.log(`migrations applied (${database.kind})`);
