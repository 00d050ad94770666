/** The campaigns' pages (spec 1 §2.2): the list, the composer and a sent campaign's report. */
export const EMAIL_PATHS = {
  management: '/emails/management',
  composer: (id: string) => `/emails/email/${id}`,
  report: (id: string) => `/emails/management/email/${id}`,
};
