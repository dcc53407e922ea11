import { Receipt } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingScreen } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format-date';
import { useInvoices } from '../api/fetch-invoices';
import { formatDollars } from '../lib/format-plan-price';

/** Recent Invoices from Stripe, newest first, each linking to Stripe's own invoice page. */
export function InvoicesTab({ enabled }: { enabled: boolean }) {
  const invoices = useInvoices(enabled);
  if (invoices.isPending && enabled) return <LoadingScreen label="Loading invoices…" />;
  const rows = invoices.data ?? [];
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={Receipt}
        title="No billing history available"
        description="Invoices appear here after your first payment."
      />
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Invoices</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-200">
          {rows.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
              <div>
                <p className="font-medium text-slate-900">{invoice.number ?? invoice.id}</p>
                <p className="text-slate-600">{formatDate(invoice.date)}</p>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-medium tabular-nums">{formatDollars(invoice.amount)}</span>
                <Badge tone={invoice.status === 'paid' ? 'success' : 'warning'}>{invoice.status}</Badge>
                {invoice.hosted_invoice_url ? (
                  <a
                    className="text-accent-700 hover:underline"
                    href={invoice.hosted_invoice_url}
                    target="_blank"
                    rel="noreferrer"
                  >
                    View
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
