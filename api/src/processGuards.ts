import type { Logger } from './logger';

/**
 * A stray promise rejection (a library's background work, a forgotten await) is logged with its
 * cause and the server keeps serving: Node's default would end the process with no log line.
 */
export function logUnhandledRejections(logger: Logger): () => void {
  const onRejection = (reason: unknown) => logger.error({ err: reason }, 'unhandled promise rejection');
  process.on('unhandledRejection', onRejection);
  return () => process.off('unhandledRejection', onRejection);
}
