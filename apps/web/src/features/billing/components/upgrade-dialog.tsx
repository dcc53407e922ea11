import type { BillingInterval, Plan } from '@driftwatch/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { useSubscribe } from '../api/subscribe';
import { formatDollars, monthlyPricePerSeat } from '../lib/format-plan-price';

interface UpgradeDialogProps {
  plan: Plan | null;
  initialInterval: BillingInterval;
  /** Seats the team holds now: the dialog starts there and never goes below 1. */
  initialSeats: number;
  onClose: () => void;
}

const intervalOptions = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
] as const;

/** Picks the billing interval and seats for a team or pro plan, then hands over to checkout. */
export function UpgradeDialog({ plan, initialInterval, initialSeats, onClose }: UpgradeDialogProps) {
  const [interval, setInterval] = useState<BillingInterval>(initialInterval);
  const [seats, setSeats] = useState(String(Math.max(1, initialSeats)));
  const subscribe = useSubscribe(onClose);
  const seatCount = Number(seats);
  const seatsValid = Number.isInteger(seatCount) && seatCount >= 1;
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Upgrade to {plan?.name}</DialogTitle>
          <DialogDescription>Choose how often to pay and how many seats your team needs.</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!plan || plan.type === 'free' || !seatsValid) return;
            subscribe.mutate({ plan_type: plan.type, billing_interval: interval, seat_count: seatCount });
          }}
        >
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-slate-900">Billing interval</p>
            <SegmentedControl
              label="Billing interval"
              value={interval}
              options={intervalOptions}
              onChange={setInterval}
            />
          </div>
          <Field id="upgrade-seats" label="Seats" error={seatsValid ? undefined : 'Seats must be at least 1'}>
            <Input
              id="upgrade-seats"
              type="number"
              min={1}
              step={1}
              value={seats}
              onChange={(event) => setSeats(event.target.value)}
            />
          </Field>
          {plan && seatsValid ? (
            <p className="text-sm text-slate-700">
              {formatDollars(monthlyPricePerSeat(plan, interval) * seatCount)} per month for {seatCount}{' '}
              {seatCount === 1 ? 'seat' : 'seats'}
              {interval === 'annual' ? ', billed annually' : ''}.
            </p>
          ) : null}
          <p className="text-xs text-slate-600">
            Final pricing, including taxes and any remaining trial days, is computed at checkout.
          </p>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!seatsValid || subscribe.isPending}>
              {subscribe.isPending ? 'Opening checkout…' : 'Continue to checkout'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
