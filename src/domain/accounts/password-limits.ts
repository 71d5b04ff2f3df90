// The length limits of every account field, shared by the forms, the server's checks and the
// password rules. Emails: RFC 5321's longest address.
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
