/** Where staff read an application: its page's activities. */
export const applicationActivitiesUrl = (applicationId: string) => `/application/${applicationId}/activities`;
/** Where applicants (and the founders of the startup it became) follow their applications. */
export const MY_APPLICATIONS_URL = '/applications';
