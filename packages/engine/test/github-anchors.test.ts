import { describe, expect, it } from 'vitest';
import { createSlugger } from '../src/docs/slugify-heading.js';
import { scanFixture } from './support/scan-fixture.js';

describe("GitHub's heading slugs", () => {
  it('drop punctuation, other dashes, symbols, emoji and other numbers; keep letters of every script', () => {
    const slug = createSlugger();
    expect(
      [
        'heading with a - dash',
        '-v, --verbose',
        'I ♥ unicode',
        'en–dash',
        '😄 unicode emoji',
        'Привет non-latin 你好',
        'x² and ½',
        'Ⓐ circled',
        'snake_case_name',
        'Café',
      ].map(slug),
    ).toEqual([
      'heading-with-a---dash',
      '-v---verbose',
      'i--unicode',
      'endash',
      '-unicode-emoji',
      'привет-non-latin-你好',
      'x-and-',
      'ⓐ-circled',
      'snake_case_name',
      'café',
    ]);
  });

  it('number repeats in document order, skipping slugs a heading already took', () => {
    const slug = createSlugger();
    expect(['echo', 'echo', 'echo 1', 'echo-1', 'echo', 'foxtrot-1', 'foxtrot', 'foxtrot'].map(slug)).toEqual(
      ['echo', 'echo-1', 'echo-1-1', 'echo-1-2', 'echo-2', 'foxtrot-1', 'foxtrot', 'foxtrot-2'],
    );
  });
});

describe('anchors in links', () => {
  it('reports heading anchors no slug matches and line anchors past the end of the file', async () => {
    expect(await scanFixture('anchors')).toEqual([
      'broken_link README.md:15 #usage-2',
      'broken_link README.md:16 #x2-power',
      'broken_link README.md:18 src/main.go#L40',
      'broken_link README.md:19 src/main.go#L3-L12',
    ]);
  });
});
