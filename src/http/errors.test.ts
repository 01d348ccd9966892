import { describe, expect, it } from 'vitest';
import { AppError, type ErrorCode, errorCodes } from '../lib/errors.ts';
import { errorStatus, statusOf } from './errors.ts';

describe('the error catalogue', () => {
  it('gives every code a status, and a code is retryable exactly when its status is a server error', () => {
    expect(Object.keys(errorStatus).sort()).toEqual(Object.keys(errorCodes).sort());
    for (const code of Object.keys(errorCodes) as ErrorCode[]) {
      const err = new AppError(code, 'x');
      expect(err.retryable, code).toBe(statusOf(err) >= 500);
    }
  });
});
