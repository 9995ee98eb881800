import { z } from 'zod';
import { emailRule } from '@congress/domain/validation';
import { AppError, formatError, parseInput } from '../errors';

describe('error format', () => {
  it('keeps known codes, messages and field codes', () => {
    const error = new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'email', code: 'validation.email' }],
    });
    const internal = jest.fn();
    expect(
      formatError(
        { message: error.message, extensions: { ...error.extensions, stacktrace: ['x'] } },
        internal,
      ),
    ).toEqual({
      message: 'Some fields are not valid.',
      path: undefined,
      extensions: { code: 'VALIDATION_FAILED', fields: [{ field: 'email', code: 'validation.email' }] },
    });
    expect(internal).not.toHaveBeenCalled();
  });

  it('hides unexpected errors behind INTERNAL and reports them for logging', () => {
    const internal = jest.fn();
    const formatted = formatError(
      {
        message: 'relation "users" does not exist',
        extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at db.ts:1'] },
      },
      internal,
    );
    expect(formatted).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      path: undefined,
      extensions: { code: 'INTERNAL' },
    });
    expect(internal).toHaveBeenCalledTimes(1);
  });

  it('turns a failed shared schema into VALIDATION_FAILED with field codes', () => {
    expect(() => parseInput(z.object({ email: emailRule }), { email: 'nope' })).toThrow(
      expect.objectContaining({
        code: 'VALIDATION_FAILED',
        extensions: expect.objectContaining({ fields: [{ field: 'email', code: 'validation.email' }] }),
      }),
    );
  });
});
