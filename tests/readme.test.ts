import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../api/config';

const readme = readFileSync('README.md', 'utf8');
const documented = [...readme.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((match) => match[1]);

describe('README', () => {
  it('starts with the two set-up commands', () => {
    const setup = readme.indexOf('## Set-up');
    expect(setup).toBeGreaterThan(-1);
    expect(readme.indexOf('npm start', setup)).toBeLessThan(readme.indexOf('## Configuration'));
    expect(readme.indexOf('npm test', setup)).toBeLessThan(readme.indexOf('## Configuration'));
  });

  it('documents every environment variable the config module reads, and no other', () => {
    expect([...documented].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });
});
