import { describe, expect, it } from 'vitest';
import { protocolViewOf, protocolViewVariables } from './protocolView';

const view = (search: string) => protocolViewOf(new URLSearchParams(search));

describe('protocol view', () => {
  it('shows the current version without parameters', () => {
    expect(view('')).toEqual({ kind: 'current' });
    expect(protocolViewVariables(new URLSearchParams(''))).toEqual({ withVersion: false, version: 0, withCompare: false, older: 0, newer: 0 });
  });

  it('opens a version by ?version=n', () => {
    expect(view('version=3')).toEqual({ kind: 'version', number: 3 });
    expect(protocolViewVariables(new URLSearchParams('version=3'))).toEqual({ withVersion: true, version: 3, withCompare: false, older: 0, newer: 0 });
  });

  it('compares two versions by ?compare=a,b, in the order given', () => {
    expect(view('compare=1,2')).toEqual({ kind: 'compare', older: 1, newer: 2 });
    expect(view('compare=4,2')).toEqual({ kind: 'compare', older: 4, newer: 2 });
    expect(protocolViewVariables(new URLSearchParams('compare=1%2C2'))).toEqual({ withVersion: false, version: 0, withCompare: true, older: 1, newer: 2 });
  });

  it('shows the current version for anything malformed', () => {
    for (const search of ['version=0', 'version=-1', 'version=1.5', 'version=abc', 'version=', 'compare=1', 'compare=1,1', 'compare=1,2,3', 'compare=a,b', 'version=9999999']) {
      expect(view(search), search).toEqual({ kind: 'current' });
    }
  });

  it('prefers a valid comparison over a version', () => {
    expect(view('compare=1,2&version=1')).toEqual({ kind: 'compare', older: 1, newer: 2 });
    expect(view('compare=x&version=2')).toEqual({ kind: 'version', number: 2 });
  });
});
