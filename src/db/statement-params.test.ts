import { and, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { links } from '../modules/links/links.tables.ts';
import { paramsOf } from './statement-params.ts';

const dialect = new PgDialect();
const columns = sql`l.id, l.name, ${links.status}`;
const at = new Date('2026-01-02T03:04:05Z');

describe('paramsOf', () => {
  it.each([
    ['raw values', sql`SELECT ${1}, ${'a'}, ${null}, ${true}`],
    ['a value in a nested fragment, twice', sql`SELECT ${columns} FROM links l WHERE ${sql`l.id = ${'x'}`} AND ${columns} IS NOT NULL AND l.name = ${'y'}`],
    ['sql.param with an array and an encoder', sql`SELECT * FROM unnest(${sql.param(['a', 'b'])}::text[]) WHERE ${links.createdAt} > ${sql.param(at, links.createdAt)}`],
    ['a list', sql`SELECT * FROM links WHERE id IN ${['a', 'b', 'c']}`],
    ['placeholders', sql`SELECT ${sql.placeholder('keys')}::jsonb, ${'k'}`],
    ['a Date and inline raw text', sql`SELECT ${at}, ${sql.raw("'inline'")}`],
    ['a condition built by drizzle', sql`SELECT 1 FROM links WHERE ${and(eq(links.organizationId, 'o'), eq(links.id, 'i'))}`],
  ])('answers what drizzle sends: %s', (_label, statement) => {
    expect(paramsOf(statement)).toEqual(dialect.sqlToQuery(statement).params);
    // A second walk skips the fragments it found without values, and still agrees.
    expect(paramsOf(statement)).toEqual(dialect.sqlToQuery(statement).params);
  });
});
