import { type DeviceChangeResponse, devicesMessages } from '@ohmstead/contracts/devices';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { type DevicesApi, DevicesApiContext } from '../api/devices-api';
import { fakeDevicesApi, sampleDetail, sampleDevices } from '../devices-fixtures';
import { DecommissionDialog } from './DecommissionDialog';
import { DeviceActions } from './DeviceActions';
import { EditDeviceDialog } from './EditDeviceDialog';

const changed = (message: string): { ok: true; data: DeviceChangeResponse } => ({
  ok: true,
  data: { responseStatusCode: 200, message, device: sampleDevices()[0]! },
});

function withApi(api: Partial<DevicesApi>, ui: ReactNode) {
  // The dialogs' loads mark the screen ready, which reads the location.
  render(
    <MemoryRouter>
      <DevicesApiContext value={{ ...fakeDevicesApi(), ...api }}>{ui}</DevicesApiContext>
    </MemoryRouter>,
  );
  return screen;
}

/** The edit dialog once its lists have loaded (the form replaces the loading dialog). */
async function loadedEditDialog() {
  await screen.findByRole('combobox', { name: /Owner/ });
  return within(screen.getByRole('dialog', { name: 'Edit the device' }));
}

describe('device dialogs', () => {
  it('Edit sends the whole form as the contract has it; only a charge post is offered public charging', async () => {
    const update = vi.fn(async () => changed(devicesMessages.updated));
    const onSaved = vi.fn();
    withApi({ update }, <EditDeviceDialog device={sampleDetail()} onClose={() => {}} onSaved={onSaved} />);
    const dialog = await loadedEditDialog();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Owner/ }), '7');
    expect(dialog.queryByRole('checkbox', { name: /Public charger/ })).toBeNull();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Product/ }), '2');
    await userEvent.click(dialog.getByRole('checkbox', { name: /Public charger/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    // The form validates before it sends: the call follows the click, not within it.
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(devicesMessages.updated));
    expect(update).toHaveBeenCalledWith(1, {
      productId: 2,
      siteId: 1,
      ownerId: 7,
      installedById: 4,
      latitude: null,
      longitude: null,
      publicCharging: true,
    });
  });

  it('Edit asks for both coordinates before sending, and shows the server’s refusal', async () => {
    const update = vi.fn(async () => ({
      ok: false as const,
      status: 400,
      message: devicesMessages.ownerRole,
    }));
    withApi({ update }, <EditDeviceDialog device={sampleDetail()} onClose={() => {}} onSaved={() => {}} />);
    const dialog = await loadedEditDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Latitude' }), '35.9');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText(devicesMessages.locationIncomplete)).toBeTruthy();
    expect(update).not.toHaveBeenCalled();

    await userEvent.type(dialog.getByRole('textbox', { name: 'Longitude' }), '-78.7');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText(devicesMessages.ownerRole)).toBeTruthy();
    expect(update).toHaveBeenCalledWith(1, expect.objectContaining({ latitude: 35.9, longitude: -78.7 }));
  });

  it('Decommission sends the reason and reports back', async () => {
    const decommission = vi.fn(async () => changed(devicesMessages.decommissioned));
    const onDone = vi.fn();
    withApi(
      { decommission },
      <DecommissionDialog device={sampleDetail()} onClose={() => {}} onDone={onDone} />,
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Decommission this device?' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), '  Replaced  ');
    await userEvent.click(dialog.getByRole('button', { name: 'Decommission' }));
    expect(decommission).toHaveBeenCalledWith(1, { reason: 'Replaced' });
    expect(onDone).toHaveBeenCalledWith(devicesMessages.decommissioned);
  });

  it('a decommissioned device offers only Recommission, whose new secret is shown once', async () => {
    const onChanged = vi.fn();
    withApi({}, <DeviceActions device={sampleDetail(sampleDevices()[5])} onChanged={onChanged} />);
    expect(screen.getByText(/^Out of service since /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decommission' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Recommission' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Recommission' })).getByRole('button', {
        name: 'Recommission',
      }),
    );
    const secret = within(await screen.findByRole('dialog', { name: 'The device’s secret' }));
    expect(secret.getByRole('textbox', { name: /^Secret/ })).toHaveProperty(
      'value',
      'Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2H1g0F9e',
    );
    expect(onChanged).toHaveBeenCalledOnce();
  });
});
