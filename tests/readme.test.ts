import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../platform/config';

const readme = readFileSync('README.md', 'utf8');
const documented = [...readme.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((match) => match[1]);

describe('README', () => {
  it('starts with the two set-up commands', () => {
    // The first section of the README is the set-up, and its command block is exactly the two commands.
    const [, firstSection] = readme.split(/^## /m);
    expect(firstSection, 'a section after the introduction').toBeDefined();
    expect(firstSection!.split('\n')[0]).toMatch(/^Set-up\b/);
    const block = /^```sh\n([\s\S]*?)^```/m.exec(firstSection!)?.[1];
    expect(block, 'a sh code block in the set-up section').toBeDefined();
    const commands = block!
      .split('\n')
      .map((line) => line.replace(/#.*$/, '').trim())
      .filter((line) => line !== '');
    expect(commands).toEqual(['npm start', 'npm test']);
  });

  it('documents every environment variable the config module reads, and no other', () => {
    expect([...documented].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });
});
