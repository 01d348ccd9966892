import { Type } from 'typebox';
import { PageQuery, Paginated, SearchText, SortOrder } from '../../lib/pagination.ts';
import { CompatibilityZone, OperatorSummary } from '../operators/operators.schemas.ts';

/**
 * A UUID in its canonical text form. ajv's `uuid` format also takes a `urn:uuid:`
 * prefix, which PostgreSQL's uuid type refuses; the pattern keeps that out.
 */
export const Uuid = Type.String({ format: 'uuid', pattern: '^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$', maxLength: 36 });

const Timestamp = Type.String({ format: 'date-time' });

/** A coverage: a named set of operators. */
export const Coverage = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  compatibility_zones: Type.Array(CompatibilityZone, { description: 'distinct zones of the operators, in alphabetical order' }),
  operators: Type.Array(OperatorSummary),
  created_at: Timestamp,
  updated_at: Timestamp,
});

/** Coverage summary, as embedded in plans. */
export const CoverageSummary = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  compatibility_zones: Type.Array(CompatibilityZone),
});

export const CoverageList = Paginated(Coverage);

const Name = Type.String({ minLength: 1, maxLength: 200 });
const OperatorIds = Type.Array(Uuid, {
  minItems: 1,
  maxItems: 1000,
  uniqueItems: true,
  description: 'operator ids from GET /operators; 1 to 1000, no duplicates',
});

export const CreateCoverage = Type.Object(
  { name: Name, operator_ids: OperatorIds },
  { additionalProperties: false, examples: [{ name: 'Germany and Austria', operator_ids: ['3f2b8c1e-5d4a-4e7b-9c61-0a2d4e6f8b90', '7a1d9e20-4b3c-4f5e-8d6a-1c2b3e4f5a60'] }] },
);

export const RenameCoverage = Type.Object({ name: Name }, { additionalProperties: false });

export const CoverageOperators = Type.Object({ operator_ids: OperatorIds }, { additionalProperties: false });

export const CoverageListQuery = Type.Object({
  ...PageQuery,
  sort_by: Type.Union([Type.Literal('name'), Type.Literal('created_at'), Type.Literal('updated_at')], { default: 'updated_at' }),
  sort_order: Type.Optional(SortOrder),
  search: Type.Optional(SearchText({ maxLength: 200, description: 'case-insensitive substring of the name or the id' })),
  compatibility_zones: Type.Optional(Type.Array(CompatibilityZone, { maxItems: 9, description: 'repeatable; matches any' })),
  operator_ids: Type.Optional(Type.Array(Uuid, { maxItems: 100, description: 'repeatable; coverages holding any of them' })),
  country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{3}$', maxLength: 3, description: 'ISO 3166-1 alpha-3; coverages with an operator there' })),
});

export const CoverageIdParams = Type.Object({ id: Uuid });
