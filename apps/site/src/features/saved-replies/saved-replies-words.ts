/** The words of Saved Replies (/admin/saved-replies). */
export const savedRepliesWords = {
  title: 'Saved Replies',
  intro:
    'The team’s canned answers. Agents insert one by typing / at the start of a message in the Chat Agent console.',
  caption: 'Saved replies, by title',
  create: 'Add reply',
  createTitle: 'Add a saved reply',
  editTitle: (title: string) => `Edit ${title}`,
  edit: 'Edit',
  save: 'Save',
  delete: 'Delete',
  deleteTitle: (title: string) => `Delete ${title}?`,
  deleteText: 'Agents can no longer insert this reply. Messages already sent with it stay as they are.',
  none: 'No saved replies yet.',
  columns: { title: 'Title', body: 'Reply', updatedAt: 'Last changed', actions: 'Actions' },
  titleLabel: 'Title',
  titleHint: 'What agents type after / to find it, e.g. “greeting”.',
  bodyLabel: 'Reply',
  bodyHint: '{customer_name} and {agent_name} are filled in from the chat when an agent inserts the reply.',
  by: (name: string) => `by ${name}`,
} as const;
