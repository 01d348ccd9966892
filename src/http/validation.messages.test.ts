import { describe, expect, it } from 'vitest';
import { toAppError } from './errors.ts';
import { collapseAlternatives, fieldOf, problemsOf } from './validation.messages.ts';

describe('collapseAlternatives', () => {
  it('makes one error of a value that matched none of a list of constants', () => {
    const errors = [
      { instancePath: '/status', schemaPath: '#/properties/status/anyOf/0/const', keyword: 'const', params: { allowedValue: 'active' }, message: 'must be equal to constant' },
      { instancePath: '/status', schemaPath: '#/properties/status/anyOf/1/const', keyword: 'const', params: { allowedValue: 'inactive' }, message: 'must be equal to constant' },
      { instancePath: '/status', schemaPath: '#/properties/status/anyOf', keyword: 'anyOf', params: {}, message: 'must match a schema in anyOf' },
    ];
    expect(collapseAlternatives(errors).map((e) => e.message)).toEqual(['must be one of: active, inactive']);
  });

  it('names the types of a nullable field, and keeps the errors of the alternative whose type the value had', () => {
    const nullable = [
      { instancePath: '/name', schemaPath: '#/properties/name/anyOf/0/type', keyword: 'type', params: { type: 'string' }, message: 'must be string' },
      { instancePath: '/name', schemaPath: '#/properties/name/anyOf/1/type', keyword: 'type', params: { type: 'null' }, message: 'must be null' },
      { instancePath: '/name', schemaPath: '#/properties/name/anyOf', keyword: 'anyOf', params: {}, message: 'must match a schema in anyOf' },
    ];
    expect(collapseAlternatives(nullable).map((e) => e.message)).toEqual(['must be a string or null']);
    const mixed = [
      { instancePath: '/a', schemaPath: '#/properties/a/type', keyword: 'type', params: { type: 'integer' }, message: 'must be integer' },
      { instancePath: '/b', schemaPath: '#/properties/b/anyOf/0/maxLength', keyword: 'maxLength', params: { limit: 2 }, message: 'must NOT have more than 2 characters' },
      { instancePath: '/b', schemaPath: '#/properties/b/anyOf/1/type', keyword: 'type', params: { type: 'null' }, message: 'must be null' },
      { instancePath: '/b', schemaPath: '#/properties/b/anyOf', keyword: 'anyOf', params: {}, message: 'must match a schema in anyOf' },
    ];
    expect(problemsOf(mixed, 'body')).toEqual([
      { field: 'a', location: 'body', message: 'must be an integer' },
      { field: 'b', location: 'body', message: 'must be at most 2 characters' },
    ]);
  });
});

describe('problemsOf', () => {
  it('names each field by its path as a caller writes it', () => {
    expect(fieldOf('/items/0/iccid', 'body')).toBe('items[0].iccid');
    expect(fieldOf('', 'body', 'name')).toBe('name');
    expect(fieldOf('', 'body')).toBe('body');
    expect(fieldOf('/a~1b', 'body')).toBe('a/b');
  });

  it('is what a validation error carries in its details, with a message listing every problem', () => {
    const err = Object.assign(new Error('validation failed'), {
      validationContext: 'querystring',
      validation: [
        { instancePath: '/live', schemaPath: '#/properties/live/anyOf/0/const', keyword: 'const', params: { allowedValue: true }, message: 'must be equal to constant' },
        { instancePath: '/live', schemaPath: '#/properties/live/anyOf/1/const', keyword: 'const', params: { allowedValue: false }, message: 'must be equal to constant' },
        { instancePath: '/live', schemaPath: '#/properties/live/anyOf', keyword: 'anyOf', params: {}, message: 'must match a schema in anyOf' },
        { instancePath: '/page', schemaPath: '#/properties/page/minimum', keyword: 'minimum', params: { limit: 1 }, message: 'must be >= 1' },
      ],
    });
    const app = toAppError(err);
    expect(app.message).toBe('live must be one of: true, false; page must be at least 1');
    expect(app.details).toEqual({
      errors: [
        { field: 'live', location: 'query', message: 'must be one of: true, false' },
        { field: 'page', location: 'query', message: 'must be at least 1' },
      ],
    });
  });
});
