import { describe, expect, it } from 'vitest';
import { AppError, type ErrorCode, errorCodes } from '../lib/errors.ts';
import { collapseAlternatives, errorStatus, statusOf, toAppError } from './errors.ts';

describe('the error catalogue', () => {
  it('gives every code a status, and a code is retryable exactly when its status is a server error', () => {
    expect(Object.keys(errorStatus).sort()).toEqual(Object.keys(errorCodes).sort());
    for (const code of Object.keys(errorCodes) as ErrorCode[]) {
      const err = new AppError(code, 'x');
      expect(err.retryable, code).toBe(statusOf(err) >= 500);
    }
  });
});

describe('collapseAlternatives', () => {
  it('makes one error of a value that matched none of a list of constants', () => {
    const errors = [
      { instancePath: '/status', schemaPath: '#/properties/status/anyOf/0/const', keyword: 'const', params: { allowedValue: 'active' }, message: 'must be equal to constant' },
      { instancePath: '/status', schemaPath: '#/properties/status/anyOf/1/const', keyword: 'const', params: { allowedValue: 'inactive' }, message: 'must be equal to constant' },
      { instancePath: '/status', schemaPath: '#/properties/status/anyOf', keyword: 'anyOf', params: {}, message: 'must match a schema in anyOf' },
    ];
    expect(collapseAlternatives(errors)).toEqual([{ ...errors[2], message: 'must be one of: active, inactive' }]);
  });

  it('names the types of a nullable field, and keeps mixed alternatives and errors elsewhere as they are', () => {
    const nullable = [
      { instancePath: '/name', schemaPath: '#/properties/name/anyOf/0/type', keyword: 'type', params: { type: 'string' }, message: 'must be string' },
      { instancePath: '/name', schemaPath: '#/properties/name/anyOf/1/type', keyword: 'type', params: { type: 'null' }, message: 'must be null' },
      { instancePath: '/name', schemaPath: '#/properties/name/anyOf', keyword: 'anyOf', params: {}, message: 'must match a schema in anyOf' },
    ];
    expect(collapseAlternatives(nullable).map((e) => e.message)).toEqual(['must be string or null']);
    const mixed = [
      { instancePath: '/a', schemaPath: '#/properties/a/type', keyword: 'type', params: { type: 'integer' }, message: 'must be integer' },
      { instancePath: '/b', schemaPath: '#/properties/b/anyOf/0/maxLength', keyword: 'maxLength', params: { limit: 2 }, message: 'must NOT have more than 2 characters' },
      { instancePath: '/b', schemaPath: '#/properties/b/anyOf/1/type', keyword: 'type', params: { type: 'null' }, message: 'must be null' },
      { instancePath: '/b', schemaPath: '#/properties/b/anyOf', keyword: 'anyOf', params: {}, message: 'must match a schema in anyOf' },
    ];
    expect(collapseAlternatives(mixed)).toEqual(mixed);
  });

  it('is what a validation error carries in its details', () => {
    const err = Object.assign(new Error('validation failed'), {
      validationContext: 'querystring',
      validation: [
        { instancePath: '/live', schemaPath: '#/properties/live/anyOf/0/const', keyword: 'const', params: { allowedValue: true }, message: 'must be equal to constant' },
        { instancePath: '/live', schemaPath: '#/properties/live/anyOf/1/const', keyword: 'const', params: { allowedValue: false }, message: 'must be equal to constant' },
        { instancePath: '/live', schemaPath: '#/properties/live/anyOf', keyword: 'anyOf', params: {}, message: 'must match a schema in anyOf' },
      ],
    });
    const app = toAppError(err);
    expect(app.message).toBe('querystring/live must be one of: true, false');
    expect(app.details).toEqual({ errors: [{ location: 'querystring', path: '/live', message: 'must be one of: true, false' }] });
  });
});
