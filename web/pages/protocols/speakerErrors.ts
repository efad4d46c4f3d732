import { speakerOfField } from '../../../common/protocols';

/**
 * The server's ValidationError fields of assignSpeakers: a speaker's field belongs under that
 * speaker; anything else (e.g. 'protocolId' when the transcript is not ready) is about the whole form.
 */
export function speakerErrors(fields: readonly { field: string; message: string }[]): { bySpeaker: Record<number, string>; other: string | null } {
  const bySpeaker: Record<number, string> = {};
  let other: string | null = null;
  for (const { field, message } of fields) {
    const label = speakerOfField(field);
    if (label !== null) bySpeaker[label] = message;
    else other ??= message;
  }
  return { bySpeaker, other };
}
