import {
  MAINTENANCE_MESSAGE_MAX,
  maintenanceMessages,
  notificationsResponseSchema,
} from '@ohmstead/contracts/maintenance';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { addUser, call, tokenFor } from '../../auth/test-users';

const PASSWORD = 'maintenance-test-password';
const READ = '/api/Notification/GetAllNotification';
const UPDATE = '/api/Notification/UpdateMaintenance';

describe('the maintenance notice: GET Notification/GetAllNotification and PUT Notification/UpdateMaintenance', () => {
  const server = useTestServer();
  let token: string;
  beforeAll(async () => {
    await addUser(server.db, { userName: 'max', password: PASSWORD, roles: ['Manager'] });
    token = await tokenFor(server.app, 'max', PASSWORD);
  });

  const notice = async () => {
    const response = await call(server.app, 'GET', READ);
    expect(response.statusCode).toBe(200);
    return notificationsResponseSchema.parse(response.json()).notifications[0]!;
  };
  const stored = async () =>
    (
      await server.db.query<{ message: string }>(
        `SELECT message FROM notifications WHERE kind = 'maintenance'`,
      )
    )[0]!.message;

  it('starts with an inactive, empty notice that anyone may read', async () => {
    expect(await notice()).toMatchObject({ message: '', status: 'Inactive' });
  });

  it('stores and serves the HTML with links kept and every script, handler, image and frame removed', async () => {
    const message =
      '<p><strong>Planned maintenance</strong> tonight <img src=x onerror=alert(1)>' +
      '<script>alert(2)</script> see <a href="https://status.ohmsteadpower.com" onclick="steal()">the status page</a>' +
      ' or <a href="mailto:ops@ohmsteadpower.com">mail us</a>.</p>' +
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>' +
      '<a href="javascript:alert(3)">click</a><p style="color:red" onmouseover="x()">Thanks</p>';
    const response = await call(server.app, 'PUT', UPDATE, { token, body: { message, status: 'Active' } });
    expect(response.statusCode).toBe(200);
    const expected =
      '<p><strong>Planned maintenance</strong> tonight  see ' +
      '<a href="https://status.ohmsteadpower.com" target="_blank" rel="noopener noreferrer">the status page</a>' +
      ' or <a href="mailto:ops@ohmsteadpower.com" target="_blank" rel="noopener noreferrer">mail us</a>.</p>' +
      '<a target="_blank" rel="noopener noreferrer">click</a><p>Thanks</p>';
    expect(response.json()).toMatchObject({
      responseStatusCode: 200,
      message: maintenanceMessages.updated,
      notification: { message: expected, status: 'Active' },
    });
    expect(await stored()).toBe(expected);
    const served = await notice();
    expect(served).toMatchObject({ message: expected, status: 'Active' });
    for (const dangerous of [
      '<img',
      'onerror',
      '<script',
      'alert(',
      'onclick',
      '<iframe',
      '<style',
      'javascript:',
      'style=',
    ])
      expect(served.message).not.toContain(dangerous);
  });

  it('sanitises on the way out too, whatever reached the table', async () => {
    await server.db.query(`UPDATE notifications SET message = $1 WHERE kind = 'maintenance'`, [
      '<b>Down</b><script>alert(1)</script><a href="https://x.example">x</a>',
    ]);
    // A write behind the API's back is seen once the cached answer expires; the test does not wait.
    server.app.publicReads.dropAll();
    expect((await notice()).message).toBe(
      '<b>Down</b><a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('switches the notice off, which may leave the message empty', async () => {
    const response = await call(server.app, 'PUT', UPDATE, {
      token,
      body: { message: '', status: 'Inactive' },
    });
    expect(response.statusCode).toBe(200);
    expect(await notice()).toMatchObject({ message: '', status: 'Inactive' });
  });

  it.each([
    [
      'an active notice without a message',
      { message: '  ', status: 'Active' },
      maintenanceMessages.messageRequired,
    ],
    [
      'an active notice that is only removed markup',
      { message: '<script>alert(1)</script><img src=x onerror=alert(1)><p> </p>', status: 'Active' },
      maintenanceMessages.messageRequired,
    ],
    ['an unknown status', { message: 'Hi', status: 'Scheduled' }, maintenanceMessages.statusInvalid],
    [
      `a message over ${MAINTENANCE_MESSAGE_MAX} characters`,
      { message: 'x'.repeat(MAINTENANCE_MESSAGE_MAX + 1), status: 'Active' },
      maintenanceMessages.messageMax,
    ],
    ['a missing status', { message: 'Hi' }, maintenanceMessages.statusInvalid],
  ])('refuses %s with 400 and keeps the notice', async (_label, body, message) => {
    await call(server.app, 'PUT', UPDATE, { token, body: { message: 'Kept', status: 'Active' } });
    const response = await call(server.app, 'PUT', UPDATE, { token, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await notice()).toMatchObject({ message: 'Kept', status: 'Active' });
  });
});
