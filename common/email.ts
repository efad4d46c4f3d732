// E-mail addresses, for the waitlist and for accounts alike; a module of its own so that the landing
// page's waitlist form does not download the account texts with it.

/** The longest address that can be delivered to (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
