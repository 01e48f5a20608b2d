import type { DeviceAssigneesResponse, SitesResponse } from '@ohmstead/contracts/devices';
import { Checkbox } from '@/components/form/Checkbox';
import { SelectField } from '@/components/form/SelectField';
import { devicesWords as t } from '../devices-words';

/** The form's values: ids as the selects hold them ('' for none). */
export interface AssignmentValues {
  siteId: string;
  ownerId: string;
  installedById: string;
  publicCharging: boolean;
}

export const toAssignment = (values: AssignmentValues) => ({
  siteId: values.siteId ? Number(values.siteId) : null,
  ownerId: values.ownerId ? Number(values.ownerId) : null,
  installedById: values.installedById ? Number(values.installedById) : null,
  publicCharging: values.publicCharging,
});

/**
 * Where a device is and who it belongs to, as registration and editing ask it: its site, its owner (a
 * Customer or Vendor), who installed it (an Installer) and, for a charge post, whether anyone may charge.
 */
export function AssignmentFields({
  values,
  onChange,
  errors,
  sites,
  assignees,
  charger,
}: {
  values: AssignmentValues;
  onChange: (values: AssignmentValues) => void;
  errors: Record<string, string>;
  sites: SitesResponse['sites'];
  assignees: DeviceAssigneesResponse;
  charger: boolean;
}) {
  const set = (change: Partial<AssignmentValues>) => onChange({ ...values, ...change });
  const options = (none: string, items: { id: number; name: string }[]) => [
    { value: '', label: none },
    ...items.map((item) => ({ value: String(item.id), label: item.name })),
  ];
  return (
    <>
      <SelectField
        label={t.site}
        options={options(t.noSite, sites)}
        value={values.siteId}
        error={errors.siteId}
        onChange={(event) => set({ siteId: event.target.value })}
      />
      <SelectField
        label={t.owner}
        hint={t.ownerHint}
        options={options(t.noOwner, assignees.owners)}
        value={values.ownerId}
        error={errors.ownerId}
        onChange={(event) => set({ ownerId: event.target.value })}
      />
      <SelectField
        label={t.installer}
        hint={t.installerHint}
        options={options(t.noInstaller, assignees.installers)}
        value={values.installedById}
        error={errors.installedById}
        onChange={(event) => set({ installedById: event.target.value })}
      />
      {charger && (
        <Checkbox
          label={t.publicCharging}
          checked={values.publicCharging}
          onChange={(event) => set({ publicCharging: event.target.checked })}
        />
      )}
    </>
  );
}
