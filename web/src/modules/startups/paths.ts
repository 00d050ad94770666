/** The startup file's default section (spec 2 §2), where every startup of these screens leads. */
export const startupFilePath = (startupId: string) => `/startup/${encodeURIComponent(startupId)}/file/activities`;

export const programPath = (programId: string) => `/startups/programs/${encodeURIComponent(programId)}`;
