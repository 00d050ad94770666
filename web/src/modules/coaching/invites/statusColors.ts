/** How an invite's status and each answer are coloured, the same on the session page and the timeline. */
export const STATUS_COLORS: Record<string, string> = { PENDING: 'blue', ACCEPTED: 'teal', DECLINED: 'red', CANCELLED: 'gray', EXPIRED: 'gray' };
export const ANSWER_COLORS: Record<string, string> = { PENDING: 'gray', ACCEPTED: 'teal', DECLINED: 'red' };
