import { createLogger } from '../logger';
import { logUnhandledRejections } from '../processGuards';

it('logs an unhandled rejection with its cause and keeps the process alive', () => {
  const logger = createLogger('silent');
  const error = jest.spyOn(logger, 'error');
  const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
  const remove = logUnhandledRejections(logger);
  try {
    // Jest catches real stray rejections itself, so the event Node raises is emitted directly.
    process.emit(
      'unhandledRejection',
      new Error('unnamed prepared statement does not exist'),
      Promise.resolve(),
    );
    expect(error).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'unnamed prepared statement does not exist' }) },
      'unhandled promise rejection',
    );
    expect(exit).not.toHaveBeenCalled();
  } finally {
    remove();
    exit.mockRestore();
  }
});
