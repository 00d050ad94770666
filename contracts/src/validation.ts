/** Limits shared by the server's checks and the web forms, so both say the same. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const TEXT_MAX_LENGTH = 5000;
