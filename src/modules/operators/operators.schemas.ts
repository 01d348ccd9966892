import { Type } from 'typebox';
import { PageQuery, Paginated, SearchText, SortOrder } from '../../lib/pagination.ts';
import { compatibilityZones } from './operators.dataset.ts';

export const CompatibilityZone = Type.Enum(compatibilityZones, {
  description: 'compatibility zone; magenta, cyan, brown, amber and violet belong to provider alpha, the others to provider beta',
});

/** Operator summary, as embedded in coverages, links and cost lines. */
export const OperatorSummary = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  country: Type.String({ description: 'ISO 3166-1 alpha-3 country code' }),
  tadig: Type.Union([Type.String(), Type.Null()], { description: 'TADIG code; null where the data set does not know it' }),
  compatibility_zone: CompatibilityZone,
});

export const Operator = Type.Object({
  ...OperatorSummary.properties,
  mcc: Type.String({ description: 'mobile country code, three digits' }),
  mnc: Type.String({ description: 'mobile network code, two or three digits; leading zeros are significant' }),
});

export const OperatorList = Paginated(Operator);

export const OperatorListQuery = Type.Object({
  ...PageQuery,
  sort_by: Type.Union([Type.Literal('name'), Type.Literal('country'), Type.Literal('plmn')], {
    default: 'name',
    description: 'name (default), country (alpha-3) or plmn (MCC then MNC)',
  }),
  sort_order: Type.Optional(SortOrder),
  country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{3}$', maxLength: 3, description: 'ISO 3166-1 alpha-3 country code' })),
  compatibility_zones: Type.Optional(Type.Array(CompatibilityZone, { maxItems: 9, description: 'repeatable; matches any' })),
  search: Type.Optional(
    SearchText({
      maxLength: 100,
      description: 'case-insensitive substring of the name or TADIG, or digits of MCC+MNC (26201 or 262-01)',
    }),
  ),
});

export const OperatorIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
