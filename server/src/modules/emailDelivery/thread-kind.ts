/** The kind a message to a startup's people is shown as on its timeline (API contract name). */
export const EMAIL_THREAD_POST = 'EmailThreadPost';

/** Who sees a thread's tracking (delivery, opens, bounces); everyone who sees the timeline sees the mail itself. */
export const EMAIL_THREAD_META = 'TIMELINE/EMAIL_THREAD_META:VIEW';
