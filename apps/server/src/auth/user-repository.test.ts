import type { Role } from '@ohmstead/contracts/roles';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/harness';
import { userRepository } from './user-repository';

describe('users repository', () => {
  const server = useTestServer();

  it('reports a refused write by code and constraint only, never with the row and its hash', async () => {
    const marker = 'HASH-MARKER-7f3a9c';
    const failure = await userRepository(server.db)
      .create({
        userName: 'broken',
        firstName: 'B',
        lastName: 'R',
        contact: '',
        roles: ['Owner' as Role],
        passwordHash: marker,
      })
      .then(
        () => undefined,
        (error: unknown) => error as Error,
      );
    if (!failure) throw new Error('the write with an unknown role was accepted');
    expect(failure.message).toMatch(/^users write failed \(code 23514, constraint users_roles_check\)$/);
    expect(failure.cause).toBeUndefined();
    expect(JSON.stringify(failure, Object.getOwnPropertyNames(failure))).not.toContain(marker);
  });

  it('keeps user names unique whatever their case', async () => {
    const users = userRepository(server.db);
    const fields = {
      firstName: 'A',
      lastName: 'B',
      contact: '',
      roles: ['Customer'] as Role[],
      passwordHash: 'x',
    };
    expect(await users.create({ userName: 'Casey', ...fields })).toMatchObject({ userName: 'Casey' });
    expect(await users.create({ userName: 'CASEY', ...fields })).toBeUndefined();
    expect((await users.findByUserName('casey'))!.userName).toBe('Casey');
  });
});
