// The protocol view (spec part 2 §2 'Protocol view and editing; compare versions') shows the
// current version, an earlier one (?version=n) or two compared (?compare=a,b): one address, one
// query, the view picked by the search parameters.
import { useSearchParams } from 'react-router';

export type ProtocolView = { kind: 'current' } | { kind: 'version'; number: number } | { kind: 'compare'; older: number; newer: number };

const versionNumber = (text: string | undefined): number | null => (text !== undefined && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : null);

/** The view the search parameters ask for; anything malformed shows the current version. */
export function protocolViewOf(search: URLSearchParams): ProtocolView {
  const compare = search.get('compare')?.split(',');
  if (compare?.length === 2) {
    const [older, newer] = compare.map(versionNumber);
    if (older && newer && older !== newer) return { kind: 'compare', older, newer };
  }
  const version = versionNumber(search.get('version') ?? undefined);
  return version ? { kind: 'version', number: version } : { kind: 'current' };
}

/** The protocol page query's variables for the view: which versions it loads besides the current one. */
export function protocolViewVariables(search: URLSearchParams) {
  const view = protocolViewOf(search);
  return {
    withVersion: view.kind === 'version',
    version: view.kind === 'version' ? view.number : 0,
    withCompare: view.kind === 'compare',
    older: view.kind === 'compare' ? view.older : 0,
    newer: view.kind === 'compare' ? view.newer : 0,
  };
}

/** The view the page's address asks for. */
export function useProtocolView(): ProtocolView {
  const [search] = useSearchParams();
  return protocolViewOf(search);
}
