import { describe, expect, it } from 'vitest';
import { toDriftIssueListItem } from './to-drift-issue-list-item.js';

describe('toDriftIssueListItem', () => {
  it('carries the row the list shows: up to 3 distinct concern names and how many there are', () => {
    const item = toDriftIssueListItem({
      id: '00000000-0000-4000-8000-000000000001',
      key: 'DRIFT-1',
      title: 'createOrder is documented with a removed option',
      type: 'parameter_mismatch',
      category: 'internal_docs',
      subtype: 'parameter_mismatch',
      severity: 'high',
      status: 'open',
      repositoryId: '00000000-0000-4000-8000-0000000000aa',
      repositoryName: 'acme/orders',
      affectedFiles: [
        {
          path: 'src/a.ts',
          functions: ['createOrder', 'cancelOrder'],
          classes: ['OrderService'],
          exports: [],
        },
        { path: 'src/b.ts', functions: ['createOrder'], classes: [], exports: ['refund', 'VERSION'] },
      ],
      createdAt: new Date('2026-11-20T10:00:00Z'),
    });
    expect(item).toEqual({
      id: '00000000-0000-4000-8000-000000000001',
      drift_id: 'DRIFT-1',
      key: 'DRIFT-1',
      title: 'createOrder is documented with a removed option',
      type_label: 'Parameter Mismatch',
      severity: 'high',
      status: 'open',
      repository_id: '00000000-0000-4000-8000-0000000000aa',
      repository_name: 'acme/orders',
      created_at: '2026-11-20T10:00:00.000Z',
      file_count: 2,
      concerns: ['createOrder', 'cancelOrder', 'OrderService'],
      concern_count: 5,
    });
  });
});
