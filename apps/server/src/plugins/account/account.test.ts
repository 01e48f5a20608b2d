import { accountMessages, changePasswordResponseSchema } from '@ohmstead/contracts/account';
import { loginMessages, sessionMessages } from '@ohmstead/contracts/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { addUser, call, login, tokenFor } from '../../auth/test-users';
import { userRepository } from '../../auth/user-repository';

const PASSWORD = 'account-test-password';

describe('Account/Profile: any signed-in user reads and edits their own profile', () => {
  const server = useTestServer();
  let token: string;
  let userId: number;
  beforeAll(async () => {
    userId = (await addUser(server.db, { userName: 'dana', password: PASSWORD, roles: ['Dispatcher'] })).id;
    token = await tokenFor(server.app, 'dana', PASSWORD);
  });

  it("answers the profile of the token's user", async () => {
    const response = await call(server.app, 'GET', '/api/Account/Profile', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      responseStatusCode: 200,
      userId,
      userName: 'dana',
      firstName: 'dana',
      lastName: 'Tester',
      contact: '+1 (919) 555-0100',
      roles: ['Dispatcher'],
    });
  });

  it('saves first name, last name and contact (trimmed) and answers the new profile', async () => {
    const response = await call(server.app, 'PUT', '/api/Account/Profile', {
      token,
      body: { firstName: ' Dana ', lastName: 'Brooks', contact: '+44 (20) 7946-0958' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: accountMessages.profileUpdated,
      firstName: 'Dana',
      lastName: 'Brooks',
      contact: '+44 (20) 7946-0958',
    });
    expect((await userRepository(server.db).findById(userId))!.firstName).toBe('Dana');
  });

  it.each([
    [
      'an empty first name',
      { firstName: '', lastName: 'B', contact: '' },
      'firstName',
      accountMessages.firstNameRequired,
    ],
    [
      'a 41-character first name',
      { firstName: 'x'.repeat(41), lastName: 'B', contact: '' },
      'firstName',
      accountMessages.firstNameMax,
    ],
    [
      'an empty last name',
      { firstName: 'D', lastName: '', contact: '' },
      'lastName',
      accountMessages.lastNameRequired,
    ],
    [
      'a contact with letters',
      { firstName: 'D', lastName: 'B', contact: 'call me' },
      'contact',
      accountMessages.contactInvalid,
    ],
    [
      'a 41-character contact',
      { firstName: 'D', lastName: 'B', contact: '1'.repeat(41) },
      'contact',
      accountMessages.contactMax,
    ],
    [
      'a contact with markup',
      { firstName: 'D', lastName: 'B', contact: '<b>1</b>' },
      'contact',
      accountMessages.contactInvalid,
    ],
  ])('refuses %s with 400 and changes nothing', async (_label, body, field, message) => {
    const response = await call(server.app, 'PUT', '/api/Account/Profile', { token, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect((await userRepository(server.db).findById(userId))!.lastName).toBe('Brooks');
  });

  it('refuses fields it does not own, such as roles', async () => {
    const response = await call(server.app, 'PUT', '/api/Account/Profile', {
      token,
      body: { firstName: 'D', lastName: 'B', contact: '', roles: ['SuperAdmin'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid request: Unexpected field(s): roles');
    expect((await userRepository(server.db).findById(userId))!.roles).toEqual(['Dispatcher']);
  });
});

describe('POST /api/Account/ChangePassword', () => {
  const server = useTestServer({ AUTH_LOGIN_MAX_FAILURES_PER_USER: '3' });
  let validatorToken: string;
  beforeAll(async () => {
    await addUser(server.db, { userName: 'validator', password: PASSWORD, roles: ['Customer'] });
    validatorToken = await tokenFor(server.app, 'validator', PASSWORD);
  });

  it('refuses a wrong current password with 400 and keeps the password', async () => {
    await addUser(server.db, { userName: 'wrong-current', password: PASSWORD, roles: ['Customer'] });
    const token = await tokenFor(server.app, 'wrong-current', PASSWORD);
    const response = await call(server.app, 'POST', '/api/Account/ChangePassword', {
      token,
      body: { currentPassword: 'not-my-password', newPassword: 'a-brand-new-password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      responseStatusCode: 400,
      message: 'The current password is incorrect.',
      errors: [{ field: 'currentPassword', message: 'The current password is incorrect.' }],
    });
    expect((await login(server.app, 'wrong-current', PASSWORD)).statusCode).toBe(200);
    expect((await login(server.app, 'wrong-current', 'a-brand-new-password')).statusCode).toBe(401);
  });

  it.each([
    [
      'no current password',
      { currentPassword: '', newPassword: 'a-brand-new-password' },
      accountMessages.currentPasswordRequired,
    ],
    [
      'a 5-character new password',
      { currentPassword: PASSWORD, newPassword: 'short' },
      accountMessages.newPasswordMin,
    ],
    [
      'a 201-character new password',
      { currentPassword: PASSWORD, newPassword: 'x'.repeat(201) },
      accountMessages.newPasswordMax,
    ],
    [
      'the current password again',
      { currentPassword: PASSWORD, newPassword: PASSWORD },
      accountMessages.newPasswordSame,
    ],
    ['no new password', { currentPassword: PASSWORD }, accountMessages.newPasswordRequired],
  ])('refuses %s with 400', async (_label, body, message) => {
    const response = await call(server.app, 'POST', '/api/Account/ChangePassword', {
      token: validatorToken,
      body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Invalid request: ${message}`);
    expect((await login(server.app, 'validator', PASSWORD)).statusCode).toBe(200);
  });

  it('changes the password: the old one stops working, the new one works, the old token is refused and the answer carries a fresh one', async () => {
    const user = await addUser(server.db, { userName: 'changer', password: PASSWORD, roles: ['Manager'] });
    const oldToken = await tokenFor(server.app, 'changer', PASSWORD);
    const response = await call(server.app, 'POST', '/api/Account/ChangePassword', {
      token: oldToken,
      body: { currentPassword: PASSWORD, newPassword: 'the new password 2' },
    });
    expect(response.statusCode).toBe(200);
    const answer = changePasswordResponseSchema.parse(response.json());
    expect(answer).toMatchObject({
      message: accountMessages.passwordChanged,
      userId: user.id,
      userName: 'changer',
      dashboard: '/admin/executive-dashboard',
    });
    expect(answer.token).not.toBe(oldToken);

    const oldPassword = await login(server.app, 'changer', PASSWORD);
    expect(oldPassword.statusCode).toBe(401);
    expect(oldPassword.json().message).toBe(loginMessages.invalidCredentials);
    expect((await login(server.app, 'changer', 'the new password 2')).statusCode).toBe(200);

    const withOldToken = await call(server.app, 'GET', '/api/Account/Profile', { token: oldToken });
    expect(withOldToken.statusCode).toBe(401);
    expect(withOldToken.json()).toEqual({ responseStatusCode: 401, message: sessionMessages.sessionExpired });
    expect((await call(server.app, 'GET', '/api/Account/Profile', { token: answer.token })).statusCode).toBe(
      200,
    );
  });

  it('limits wrong current passwords like sign-ins, so a stolen token cannot guess the password', async () => {
    await addUser(server.db, { userName: 'guessed', password: PASSWORD, roles: ['Customer'] });
    const token = await tokenFor(server.app, 'guessed', PASSWORD);
    const attempt = (currentPassword: string) =>
      call(server.app, 'POST', '/api/Account/ChangePassword', {
        token,
        body: { currentPassword, newPassword: 'a-brand-new-password' },
      });
    for (let guess = 0; guess < 3; guess++) expect((await attempt(`guess-${guess}`)).statusCode).toBe(400);
    const limited = await attempt(PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ responseStatusCode: 429, message: loginMessages.tooManyAttempts });
    expect((await login(server.app, 'guessed', 'a-brand-new-password')).statusCode).not.toBe(200);
  });
});
