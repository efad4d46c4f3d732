/** A calendar day from the API (YYYY-MM-DD) as DD.MM.YYYY, without any time-zone arithmetic; anything else unchanged. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day;
}
