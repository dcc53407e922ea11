import type { Finding } from '@driftwatch/engine';
import { describe, expect, it } from 'vitest';
import { renderPullRequestComment } from '../src/services/pull-requests/render-pull-request-comment.js';

const patch = [
  '--- a/README.md',
  '+++ b/README.md',
  '@@ -3 +3 @@',
  '-Call `createOrder()` to place an order.',
  '+Call `placeOrder()` to place an order.',
  '',
].join('\n');

function finding(overrides: Partial<Finding>): Finding {
  return {
    fingerprint: 'f1',
    category: 'pr',
    subtype: 'renamed_symbol',
    type: 'api_change',
    severity: 'high',
    confidence: 0.9,
    title: 'createOrder is now placeOrder',
    description: 'The pull request renamed createOrder.',
    identifier: 'createOrder',
    doc: { path: 'README.md', line: 3, endLine: 3, claim: 'createOrder()' },
    code: null,
    suggestions: ['Rename createOrder to placeOrder in README.md line 3'],
    rule: 'api-reference',
    ...overrides,
  };
}

const render = (findings: Finding[]) =>
  renderPullRequestComment({ findings, fixed: 0, headSha: 'abcdef1234567', lineUrl: () => null });

describe('the pull request comment', () => {
  it('folds the certain fixes away as patches that git apply takes', () => {
    const comment = render([finding({ patch }), finding({ fingerprint: 'f2', identifier: 'other' })]);
    expect(comment).toContain('<summary>A patch for the certain fix');
    expect(comment).toContain(`\`\`\`diff\n${patch.trimEnd()}\n\`\`\``);
    expect(comment.indexOf('| high |')).toBeLessThan(comment.indexOf('<details>'));
  });

  it('has no patch block when no fix is certain, and caps a long list of patches', () => {
    expect(render([finding({})])).not.toContain('<details>');
    const many = Array.from({ length: 23 }, (_, index) => finding({ fingerprint: `f${index}`, patch }));
    const comment = render(many);
    expect(comment).toContain('Patches for 23 certain fixes');
    expect(comment.match(/```diff/g)).toHaveLength(20);
    expect(comment).toContain('and 3 more: run `npx driftwatch fix --dry-run` for all of them.');
  });

  it('leaves out the patches of fixes offered as suggestions on the diff, and says where they are', () => {
    const onDiff = finding({ fingerprint: 'on-diff', patch });
    const offDiff = finding({
      fingerprint: 'off-diff',
      patch: patch.replaceAll('README.md', 'docs/guide.md'),
    });
    const comment = renderPullRequestComment({
      findings: [onDiff, offDiff],
      fixed: 0,
      suggested: new Set(['on-diff']),
      headSha: 'abcdef1234567',
      lineUrl: () => null,
    });
    expect(comment).toContain(
      'One certain fix is offered as a suggestion on a changed line: commit it from its review comment.',
    );
    expect(comment).toContain('<summary>A patch for the certain fix');
    expect(comment).toContain('+++ b/docs/guide.md');
    expect(comment).not.toContain('+++ b/README.md');
    const allOnDiff = renderPullRequestComment({
      findings: [onDiff],
      fixed: 0,
      suggested: new Set(['on-diff']),
      headSha: 'abcdef1234567',
      lineUrl: () => null,
    });
    expect(allOnDiff).not.toContain('<details>');
  });
});
