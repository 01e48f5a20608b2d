/** The words of Maintenance Management. */
export const maintenanceAdminWords = {
  title: 'Maintenance Management',
  intro: 'The notice shown across the top of every page while its status is Active.',
  message: 'Message',
  messageHint:
    'Simple HTML is allowed: <b>, <i>, <u>, <p>, <br>, lists and links. Everything else is removed.',
  status: 'Status',
  preview: 'Preview',
  previewEmpty: 'The message is empty.',
  previewNote: 'As visitors will see it, after sanitising.',
  lastChanged: (when: string) => `Last changed ${when}`,
} as const;
