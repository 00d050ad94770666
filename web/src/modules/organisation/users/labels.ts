export const STATUS_COLORS: Record<string, string> = {
  active: 'teal',
  pending: 'yellow',
  unactive: 'gray',
  archived: 'gray',
  deny: 'red',
  deleted: 'dark',
};
