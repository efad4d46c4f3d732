const SPEAKER_FIELD = /^speaker-(\d+)$/;

/**
 * The server's ValidationError fields of assignSpeakers: 'speaker-<label>' belongs under that
 * speaker's fields; anything else (e.g. 'protocolId' when the transcript is not ready) is about the whole form.
 */
export function speakerErrors(fields: readonly { field: string; message: string }[]): { bySpeaker: Record<number, string>; other: string | null } {
  const bySpeaker: Record<number, string> = {};
  let other: string | null = null;
  for (const { field, message } of fields) {
    const label = SPEAKER_FIELD.exec(field)?.[1];
    if (label !== undefined) bySpeaker[Number(label)] = message;
    else other ??= message;
  }
  return { bySpeaker, other };
}
