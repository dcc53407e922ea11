import { describe, expect, it } from 'vitest';
import { driftIssueFixture, scannedFixFixture } from '../../../test/drift-issue-fixture';
import { describeFix } from './describe-fix';
import { readReplacement } from './read-replacement';

describe('describeFix', () => {
  it('turns the engine fix into a sentence, a place, the replacement and the line before and after', () => {
    expect(
      describeFix(
        scannedFixFixture('Change PUT to PATCH in docs/api.md line 54', 'PUT /api/v1/orders/:orderId'),
      ),
    ).toEqual({
      action: 'Update the documentation',
      text: 'Change PUT to PATCH',
      location: 'docs/api.md line 54',
      replacement: { before: 'PUT', after: 'PATCH' },
      preview: { before: 'PUT /api/v1/orders/:orderId', after: 'PATCH /api/v1/orders/:orderId' },
      details: [],
      shownSuggestion: 'Change PUT to PATCH in docs/api.md line 54',
    });
  });

  it('previews renames inside code and tables, whole words only', () => {
    const fix = describeFix(
      scannedFixFixture(
        'Rename timeout to timeoutMs in docs/sdk.md line 18',
        '`timeout` | `number` | `10000` | Milliseconds before a request times out.',
      ),
    );
    expect(fix?.preview?.after).toBe(
      '`timeoutMs` | `number` | `10000` | Milliseconds before a request times out.',
    );
  });

  it('has no replacement for a removal, and no preview when the claim lacks the old text', () => {
    const removal = describeFix(
      scannedFixFixture(
        'Remove the GET /admin/stats section from docs/api.md or restore the route',
        'GET /admin/stats',
      ),
    );
    expect(removal).toMatchObject({
      text: 'Remove the GET /admin/stats section from docs/api.md or restore the route',
      location: 'docs/api.md line 54',
      replacement: null,
      preview: null,
    });
    const link = describeFix(
      scannedFixFixture('Point the link at docs/deployment.md in README.md line 29', 'docs/deploy.md'),
    );
    expect(link).toMatchObject({
      replacement: { before: 'docs/deploy.md', after: 'docs/deployment.md' },
      preview: null,
    });
    const elsewhere = describeFix(scannedFixFixture('Rename a to b in docs/api.md line 3', 'something else'));
    expect(elsewhere).toMatchObject({ replacement: { before: 'a', after: 'b' }, preview: null });
  });

  it('shows other fields of an object in words, and a text fix as it is', () => {
    const object = driftIssueFixture({
      metadata: {
        fix_action: 'regenerate_reference',
        fix_details: { command: 'npm run docs', files: ['docs/api.md', 'docs/sdk.md'], dryRun: false },
      },
    });
    expect(describeFix(object)).toMatchObject({
      action: 'Regenerate reference',
      text: null,
      details: [
        { label: 'Command', value: 'npm run docs' },
        { label: 'Files', value: 'docs/api.md, docs/sdk.md' },
        { label: 'Dry run', value: 'false' },
      ],
    });
    const text = driftIssueFixture({ metadata: { fix_details: 'Document the new retry option.' } });
    expect(describeFix(text)).toMatchObject({
      text: 'Document the new retry option.',
      location: null,
      shownSuggestion: null,
    });
    expect(describeFix(driftIssueFixture({ suggestions: ['x'] }))).toBeNull();
  });
});

describe('readReplacement', () => {
  it('reads each suggestion form the engine writes', () => {
    expect(readReplacement('Rename retries= to maxRetries=', null)).toEqual({
      before: 'retries',
      after: 'maxRetries',
    });
    expect(readReplacement('Replace listOrdersByCustomer with listOrders', null)).toEqual({
      before: 'listOrdersByCustomer',
      after: 'listOrders',
    });
    expect(readReplacement('Import createClient instead of makeClient', null)).toEqual({
      before: 'makeClient',
      after: 'createClient',
    });
    expect(readReplacement('Change the anchor to #payments', 'configuration.md#payment-settings')).toEqual({
      before: '#payment-settings',
      after: '#payments',
    });
    expect(readReplacement('Point the link at docs/deployment.md', 'docs/deploy.md')).toEqual({
      before: 'docs/deploy.md',
      after: 'docs/deployment.md',
    });
  });

  it('leaves out what it cannot tell', () => {
    expect(readReplacement('Change the default of retries to 3', 'retries = 5')).toBeNull();
    expect(readReplacement('Point the link at docs/deployment.md', 'deploy.md')).toBeNull();
    expect(readReplacement('Document createOrder', null)).toBeNull();
  });
});
