/** The tracking routes, under the API's prefix (the web server forwards /api to the server). */
export const CLICK_PATH = '/api/emails/click/:token';
export const OPEN_PATH = '/api/emails/open/:pixel';
export const UNSUBSCRIBE_PATH = '/api/emails/unsubscribe/:token';
export const EVENTS_PATH = '/api/emails/events';

/** A recipient's own addresses in their mail, under the organisation's address. */
export function trackingAddresses(origin: string, token: string) {
  const base = origin.replace(/\/$/, '');
  return {
    click: (url: string) => `${base}/api/emails/click/${token}?u=${encodeURIComponent(url)}`,
    open: `${base}/api/emails/open/${token}.gif`,
    unsubscribe: `${base}/api/emails/unsubscribe/${token}`,
  };
}
