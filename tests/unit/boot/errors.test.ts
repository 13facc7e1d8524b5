import { describe, expect, it } from 'vitest';
import { recordErrors } from '../../../src/boot/errors';
import { MAX_RECORDED_ERRORS } from '../../../src/boot/boot-contract';

describe('recordErrors', () => {
  it('keeps uncaught errors and unhandled rejections, as text, up to a cap', () => {
    const errors = recordErrors();
    window.dispatchEvent(new ErrorEvent('error', { error: new RangeError('far') }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'refused' }));
    expect(errors()).toEqual(['RangeError: far', 'Script error.', 'refused']);

    for (let i = 0; i < MAX_RECORDED_ERRORS; i += 1)
      window.dispatchEvent(new ErrorEvent('error', { message: `error ${i}` }));
    expect(errors()).toHaveLength(MAX_RECORDED_ERRORS);
    // A copy: the reader cannot change what was recorded.
    errors().length = 0;
    expect(errors()).toHaveLength(MAX_RECORDED_ERRORS);
  });
});
