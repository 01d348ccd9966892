import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';

// The operator catalogue: a shared reference table seeded from the shipped data set.
export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey(),
    mcc: text('mcc').notNull(),
    mnc: text('mnc').notNull(),
    name: text('name').notNull(),
    brand: text('brand'),
    country: text('country').notNull(),
    iso: text('iso').notNull(),
    tadig: text('tadig'),
    compatibilityZone: text('compatibility_zone').notNull(),
    provider: text('provider').notNull(),
  },
  (t) => [
    index('operators_country_idx').on(t.country, t.name),
    index('operators_zone_idx').on(t.compatibilityZone),
    index('operators_name_idx').on(t.name),
  ],
);
