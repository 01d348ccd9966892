// The wire schemas of the organisation's usage per day (GET /usage/daily).

import { Type } from 'typebox';

const Day = (description: string) => Type.String({ format: 'date', maxLength: 10, description, examples: ['2026-11-01'] });

export const DailyUsageQuery = Type.Object({
  from: Day('the first day (UTC), included'),
  to: Day('the last day (UTC), included; at most 366 days after from, from included'),
});

export const DailyUsage = Type.Object({
  items: Type.Array(
    Type.Object({
      date: Type.String({ format: 'date', description: 'the day (UTC)' }),
      used_mib: Type.String({ description: "decimal string: the data the organisation's links used that day, in MiB" }),
    }),
    { description: 'one per day from `from` to `to`, in order; a day without use answers "0.00"' },
  ),
});
