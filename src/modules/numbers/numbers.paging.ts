// Paging of the phone-number service's lists: `page` from 1,
// `per_page` 1 to 100 (default 20); answers carry `page`, `per_page` and `total`.
import { Type } from 'typebox';

export const NumbersPageQuery = {
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1, description: '1-based page' }),
  per_page: Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'items per page, 1 to 100' }),
};

export const offsetOf = (page: number, perPage: number): number => (page - 1) * perPage;
