// Construction sites and their users are in Germany: a date is a day of the Berlin calendar,
// whatever the time zone of the browser or the server.
export const TIME_ZONE = 'Europe/Berlin';

const germanDate = new Intl.DateTimeFormat('de-DE', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export type DateInput = Date | string | number;

const germanDateTime = new Intl.DateTimeFormat('de-DE', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** 'DD.MM.YYYY, HH:MM Uhr' in Berlin time: when something happened. */
export const formatDateTime = (value: DateInput): string => `${germanDateTime.format(new Date(value))} Uhr`;

/** DD.MM.YYYY as shown everywhere, in the app and in protocols; a calendar day (YYYY-MM-DD) shows as that day. */
export const formatDate = (value: DateInput): string => germanDate.format(new Date(value));

/** 'YYYY-MM-DD' of the day it is (or was) in Germany at that moment. */
export const germanDay = (at: DateInput): string => isoDay.format(new Date(at));

/** True for a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export const isValidDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
