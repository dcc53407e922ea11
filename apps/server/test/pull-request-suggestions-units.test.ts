import { describe, expect, it } from 'vitest';
import { addedLinesOfPatch } from '../src/services/pull-requests/added-lines-of-patch.js';
import { renderSuggestion } from '../src/services/pull-requests/offer-suggestions.js';

describe('the lines a pull request adds, from its hunks', () => {
  it('counts head-side lines through context and removals, across hunks', () => {
    const patch = [
      '@@ -1,4 +1,5 @@',
      ' # Shop',
      '-Old line',
      '+New line',
      '+Another new line',
      ' ',
      ' Context',
      '@@ -20,3 +21,3 @@ heading',
      ' twenty-one',
      '-gone',
      '+twenty-two',
      '\\ No newline at end of file',
    ].join('\n');
    expect([...addedLinesOfPatch(patch)]).toEqual([2, 3, 22]);
  });

  it('finds nothing in a patch without hunks', () => {
    expect(addedLinesOfPatch('Binary files differ').size).toBe(0);
  });
});

describe('a suggestion comment', () => {
  const finding = { title: 'createOrder is now placeOrder' };
  const edit = {
    path: 'README.md',
    line: 3,
    column: 7,
    deleted: 'createOrder',
    inserted: 'placeOrder',
    fileSha256: '0'.repeat(64),
  };

  it('replaces the whole line in a suggestion block', () => {
    const body = renderSuggestion(finding, {
      ...edit,
      newLine: 'Call `placeOrder(items)` to place an order.',
    });
    expect(body).toContain('```suggestion\nCall `placeOrder(items)` to place an order.\n```\n');
  });

  it('fences a line holding backticks with a longer fence', () => {
    const body = renderSuggestion(finding, { ...edit, newLine: 'Run ```placeOrder``` here' });
    expect(body).toContain('````suggestion\nRun ```placeOrder``` here\n````\n');
  });
});
