// The `{success: true, data}` envelope of the phone-number and operator-lookup
// services; their errors are rendered by the surfaces.
import { type TSchema, Type } from 'typebox';

export const ok = <T extends TSchema>(data: T) => Type.Object({ success: Type.Literal(true), data });
