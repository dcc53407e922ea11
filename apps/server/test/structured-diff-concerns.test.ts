import type { DriftIssueDiff } from '@driftwatch/contract';
import type { AffectedFileColumn } from '@driftwatch/db';
import { describe, expect, it } from 'vitest';
import { structureDiff } from '../src/services/drift-issues/structure-diff.js';

type DiffFile = DriftIssueDiff['files'][number];

function file(path: string, patch: string, extra: Partial<DiffFile> = {}): DiffFile {
  const lines = patch.split('\n');
  return {
    path,
    previous_path: null,
    status: 'modified',
    additions: lines.filter((line) => line.startsWith('+')).length,
    deletions: lines.filter((line) => line.startsWith('-')).length,
    language: null,
    patch,
    binary: false,
    patch_truncated: false,
    ...extra,
  };
}

function diff(files: DiffFile[]): DriftIssueDiff {
  return {
    commit_sha: 'a'.repeat(40),
    parent_sha: 'b'.repeat(40),
    repository_url: null,
    commit_url: null,
    commit_message: 'Operations endpoints move under /ops',
    author: 'Grace Hopper',
    authored_at: '2026-11-19T09:30:00.000Z',
    committed_at: '2026-11-20T10:00:00.000Z',
    files,
    truncated: false,
  };
}

/** A drift without a code location keeps its concern on the doc (describe-concerns.ts). */
function onDoc(docPath: string, exported: string): AffectedFileColumn[] {
  return [{ path: docPath, functions: [], classes: [], exports: [exported] }];
}

/** Lines of one file the viewer flags CONCERN, as "+content" / "-content" / " content". */
function flagged(structured: ReturnType<typeof structureDiff>, path: string): string[] {
  const found = structured.files.find((candidate) => candidate.path === path);
  const marks = { added: '+', removed: '-', context: ' ' } as const;
  return (found?.hunks ?? []).flatMap((hunk) =>
    hunk.lines.filter((line) => line.concern).map((line) => `${marks[line.type]}${line.content}`),
  );
}

function concernFiles(structured: ReturnType<typeof structureDiff>): Record<string, string[]> {
  return Object.fromEntries(
    structured.files
      .filter((entry) => entry.concerns.length > 0)
      .map((entry) => [entry.path, entry.concerns]),
  );
}

// Patch lines quoting TypeScript template literals: `${...}` is code in the patch, not a placeholder.
const removedInvoiceCall =
  // biome-ignore lint/suspicious/noTemplateCurlyInString: patch text, see above
  "-    return this.request('GET', `/api/v1/orders/${encodeURIComponent(orderId)}/invoice`);";
const cancelCall =
  // biome-ignore lint/suspicious/noTemplateCurlyInString: patch text, see above
  "     return this.request('POST', `/api/v1/orders/${encodeURIComponent(orderId)}/cancel`, { reason });";

// The acme-orders sample's step 06: the admin router becomes the ops router, the invoice route goes.
const opsStep = [
  file(
    'src/app.ts',
    [
      '@@ -19,7 +19,8 @@ export function buildApp(deps: AppDependencies) {',
      " app.use('/api/v1/orders', requireApiKey, ordersRouter);",
      "-app.use('/admin', requireAdminToken, adminRouter);",
      "+app.use('/ops', requireAdminToken, opsRouter);",
    ].join('\n'),
  ),
  file(
    'src/routes/ops.ts',
    [
      '@@ -4,5 +4,5 @@',
      "-adminRouter.get('/stats', (req, res) => {",
      "+opsRouter.get('/stats', (req, res) => {",
      '   const { store } = dependencies(req);',
      "-adminRouter.post('/reindex', (req, res) => {",
      "+opsRouter.post('/reindex', (req, res) => {",
    ].join('\n'),
    { previous_path: 'src/routes/admin.ts', status: 'renamed' },
  ),
  file(
    'src/routes/orders.ts',
    [
      '@@ -80,9 +79,3 @@',
      "-ordersRouter.get('/:orderId/invoice', (req, res) => {",
      '-  const order = dependencies(req).store.getOrder(req.params.orderId);',
      "-  res.type('text/plain').send(renderInvoice(order));",
    ].join('\n'),
  ),
  file(
    'sdk/src/client.ts',
    [
      '@@ -58,10 +58,6 @@ export class AcmeOrdersClient {',
      '-  getInvoice(orderId: string): Promise<string> {',
      removedInvoiceCall,
      cancelCall,
    ].join('\n'),
  ),
  file('CHANGELOG.md', '@@ -2,3 +2,4 @@\n+- Operations endpoints moved under the `/ops` prefix.'),
];

describe('structured diff concerns for drifts without a code location', () => {
  it('finds a removed or moved route by its mount, router and client lines', () => {
    const stats = structureDiff(diff(opsStep), {
      affectedFiles: onDoc('docs/api.md', 'GET /admin/stats'),
      subtype: 'endpoint_mismatch',
      docPath: 'docs/api.md',
    });
    expect(concernFiles(stats)).toEqual({
      'src/app.ts': ['GET /admin/stats'],
      'src/routes/ops.ts': ['GET /admin/stats'],
    });
    expect(flagged(stats, 'src/routes/ops.ts')).toEqual([
      "-adminRouter.get('/stats', (req, res) => {",
      "+opsRouter.get('/stats', (req, res) => {",
    ]);
    expect(flagged(stats, 'src/app.ts')).toEqual(["-app.use('/admin', requireAdminToken, adminRouter);"]);

    const invoice = structureDiff(diff(opsStep), {
      affectedFiles: onDoc('docs/api.md', 'GET /api/v1/orders/:orderId/invoice'),
      subtype: 'endpoint_mismatch',
      docPath: 'docs/api.md',
    });
    // The orders mount is only context here: flagged, but it does not make app.ts a concern file.
    expect(concernFiles(invoice)).toEqual({
      'src/routes/orders.ts': ['GET /api/v1/orders/:orderId/invoice'],
      'sdk/src/client.ts': ['GET /api/v1/orders/:orderId/invoice'],
    });
    expect(flagged(invoice, 'sdk/src/client.ts')).toEqual([removedInvoiceCall]);
    expect(flagged(invoice, 'src/app.ts')).toEqual([
      " app.use('/api/v1/orders', requireApiKey, ordersRouter);",
    ]);
  });

  it('tells a changed method apart: only lines with that method and path', () => {
    const put = structureDiff(
      diff([
        file(
          'src/routes/orders.ts',
          [
            "@@ -62,7 +62,7 @@ ordersRouter.get('/:orderId', (req, res) => {",
            "-ordersRouter.put('/:orderId', (req, res) => {",
            "+ordersRouter.patch('/:orderId', (req, res) => {",
          ].join('\n'),
        ),
        file(
          'src/routes/customers.ts',
          "@@ -1,1 +1,1 @@\n-customersRouter.get('/:customerId', handler);\n+customersRouter.get('/:id', handler);",
        ),
      ]),
      {
        affectedFiles: [
          { path: 'docs/api.md', functions: [], classes: [], exports: [] },
          {
            path: 'src/routes/orders.ts',
            functions: [],
            classes: [],
            exports: ['PUT /api/v1/orders/:orderId'],
          },
        ],
        subtype: 'endpoint_mismatch',
        docPath: 'docs/api.md',
      },
    );
    expect(concernFiles(put)).toEqual({ 'src/routes/orders.ts': ['PUT /api/v1/orders/:orderId'] });
    expect(flagged(put, 'src/routes/orders.ts')).toEqual(["-ordersRouter.put('/:orderId', (req, res) => {"]);
  });

  it('finds a broken link by its renamed target and the links that named it', () => {
    const structured = structureDiff(
      diff([
        file('docs/deployment.md', '@@ -1,1 +1,1 @@\n-# Deploying\n+# Deployment', {
          previous_path: 'docs/deploy.md',
          status: 'renamed',
        }),
        file(
          'docs/architecture.md',
          [
            '@@ -32,2 +32,2 @@',
            '-See [Deploying](deploy.md) for how the service runs in production and the',
            '+See [Deployment](deployment.md) for how the service runs in production and the',
            ' [pricing settings](configuration.md#pricing) for the tax rate.',
          ].join('\n'),
        ),
        file('docs/configuration.md', '@@ -15,1 +15,1 @@\n-## Payment settings\n+## Payments'),
      ]),
      { affectedFiles: onDoc('README.md', 'docs/deploy.md'), subtype: 'broken_link', docPath: 'README.md' },
    );
    expect(concernFiles(structured)).toEqual({
      'docs/deployment.md': ['docs/deploy.md'],
      'docs/architecture.md': ['docs/deploy.md'],
    });
    expect(flagged(structured, 'docs/architecture.md')).toEqual([
      '-See [Deploying](deploy.md) for how the service runs in production and the',
    ]);
  });

  it('finds a broken anchor by the heading the commit renamed in the linked file', () => {
    const structured = structureDiff(
      diff([
        file('docs/configuration.md', '@@ -15,3 +15,3 @@\n-## Payment settings\n+## Payments\n ## Pricing'),
        file(
          'docs/architecture.md',
          '@@ -33,1 +33,1 @@\n-[pricing](configuration.md#pricing)\n+[prices](configuration.md#pricing)',
        ),
      ]),
      {
        affectedFiles: onDoc('docs/api.md', 'configuration.md#payment-settings'),
        subtype: 'broken_link',
        docPath: 'docs/api.md',
      },
    );
    expect(concernFiles(structured)).toEqual({
      'docs/configuration.md': ['configuration.md#payment-settings'],
    });
    expect(flagged(structured, 'docs/configuration.md')).toEqual(['-## Payment settings']);
  });

  it('still matches plain names as whole words, on the lines that mention them', () => {
    const structured = structureDiff(
      diff([
        file(
          'sdk/src/client.ts',
          '@@ -1,2 +1,1 @@\n-  listOrdersByCustomer(id: string) {\n   listOrders(id: string) {',
        ),
        file('sdk/src/sender.ts', '@@ -1,1 +1,1 @@\n-const listOrdersByCustomerName = 1;\n+const x = 1;'),
      ]),
      {
        affectedFiles: [{ path: 'README.md', functions: ['listOrdersByCustomer'], classes: [], exports: [] }],
        subtype: 'outdated_example',
        docPath: 'README.md',
      },
    );
    expect(concernFiles(structured)).toEqual({ 'sdk/src/client.ts': ['listOrdersByCustomer'] });
  });
});
