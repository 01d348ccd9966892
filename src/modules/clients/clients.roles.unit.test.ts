// The rule that a caller grants no role above its own. Through HTTP every caller that may
// write is an admin, who may grant both roles there are (clients.org.test.ts and
// users.org.test.ts); this pins the rule itself for a caller below the role it grants.

import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { assertGrantable } from './clients.service.ts';

describe('assertGrantable', () => {
  it('lets a caller grant its own role and those below it', () => {
    expect(() => assertGrantable(['admin'], ['admin', 'viewer'])).not.toThrow();
    expect(() => assertGrantable(['viewer', 'admin'], ['admin'])).not.toThrow();
    expect(() => assertGrantable(['viewer'], ['viewer'])).not.toThrow();
  });

  it('refuses a role above the highest the caller holds, as forbidden', () => {
    const refusal = (() => {
      try {
        assertGrantable(['viewer'], ['viewer', 'admin']);
      } catch (err) {
        return err;
      }
      return null;
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'forbidden', message: expect.stringContaining('admin') });
    expect(() => assertGrantable([], ['viewer'])).toThrow(AppError);
  });
});
