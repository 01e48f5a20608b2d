import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { sampleSites } from '../devices-fixtures';
import { AssignmentFields, type AssignmentValues } from './AssignmentFields';

const assignees = {
  responseStatusCode: 200,
  owners: [
    { id: 5, name: 'Casey Reed' },
    { id: 7, name: 'Val Ortiz' },
  ],
  installers: [{ id: 4, name: 'Ines Park' }],
};

/** Where a device is and who it belongs to, as registration and editing ask it. */
function Fields({ charger, errors }: { charger: boolean; errors: Record<string, string> }) {
  const [values, setValues] = useState<AssignmentValues>({
    siteId: '1',
    ownerId: '5',
    installedById: '',
    publicCharging: false,
  });
  return (
    <form className="admin-form">
      <AssignmentFields
        values={values}
        onChange={setValues}
        errors={errors}
        sites={sampleSites()}
        assignees={assignees}
        charger={charger}
      />
    </form>
  );
}

const meta = {
  title: 'Site/Admin/Devices/AssignmentFields',
  component: Fields,
  args: { charger: false, errors: {} },
} satisfies Meta<typeof Fields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Router: Story = {};
/** A charge post may be a public charger. */
export const ChargePost: Story = { args: { charger: true } };
/** The server's reasons under their fields. */
export const Refused: Story = {
  args: {
    errors: {
      ownerId: 'The owner must be an active user with the Customer or Vendor role.',
      installedById: 'The installer must be an active user with the Installer role.',
    },
  },
};
