/** Half a frame of slack: a TOP's source range may start a few milliseconds before its line. */
const SLACK_SECONDS = 0.05;

/**
 * The transcript line being said at `time` (seconds): the last one that started by then, so a
 * pause between two lines still belongs to the earlier one. -1 before the first line.
 */
export function lineIndexAt(lines: readonly { start: number }[], time: number): number {
  let low = 0;
  let high = lines.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (lines[middle]!.start <= time + SLACK_SECONDS) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}
