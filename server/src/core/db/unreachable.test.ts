import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './unreachable.ts';

const pgError = (code: string, message = 'error') => Object.assign(new Error(message), { code });
/** As the query builder wraps the driver's error. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnreachable', () => {
  it.each([
    ['an administrator shutdown (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['a crash shutdown (57P02)', pgError('57P02')],
    ['a server still starting (57P03)', pgError('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', pgError('08006')],
    ['a refused connection', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a Unix socket whose server has stopped', Object.assign(pgError('ENOENT', 'connect ENOENT /tmp/.s.PGSQL.15432'), { syscall: 'connect' })],
    ['a reset connection', pgError('ECONNRESET')],
    ['a refusal on every address of the host', Object.assign(new AggregateError([pgError('ECONNREFUSED')]), { code: undefined })],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ['a client left unusable by that', new Error('Client has encountered a connection error and is not queryable')],
    ['no connection in time from the pool', new Error('timeout exceeded when trying to connect')],
    ['any of these wrapped by the query builder', wrapped(pgError('57P01'))],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it.each([
    ['a foreign key violation', pgError('23503')],
    ['a unique violation, wrapped', wrapped(pgError('23505'))],
    ['a syntax error', pgError('42601')],
    ['a missing file, not a connection', Object.assign(pgError('ENOENT', 'open /data/files/x'), { syscall: 'open' })],
    ['a query cancelled for its own statement timeout', pgError('57014')],
    ['an error of our own', new Error('invalid tenant id')],
    ['nothing at all', undefined],
  ])('leaves %s to the caller', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });
});
