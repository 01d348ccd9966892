import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { requestLoggerFactory } from './request-logger.ts';

function root() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      cb();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('requestLoggerFactory', () => {
  it('builds no child logger for a request that logs nothing, and binds the request id on the first line', () => {
    const { logger, lines } = root();
    const child = vi.spyOn(logger, 'child');
    const log = requestLoggerFactory(logger, { request_id: 'req-1' }, {});
    expect(log.level).toBe('info');
    expect(child).not.toHaveBeenCalled();

    log.info({ code: 'x' }, 'first');
    log.error('second');
    log.debug('below the level');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((l) => [l.request_id, l.msg, l.code])).toEqual([
      ['req-1', 'first', 'x'],
      ['req-1', 'second', undefined],
    ]);
  });

  it("passes the route's level and answers children that keep the request id", () => {
    const { logger, lines } = root();
    const log = requestLoggerFactory(logger, { request_id: 'req-2' }, { level: 'warn' });
    expect(log.level).toBe('warn');
    log.info('dropped');
    log.child({ part: 'guard' }).warn('kept');
    log.level = 'info';
    log.info('now written');
    expect(lines.map((l) => [l.request_id, l.part, l.msg])).toEqual([
      ['req-2', 'guard', 'kept'],
      ['req-2', undefined, 'now written'],
    ]);
  });
});
