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
import { useUpdateSeats } from '../api/update-seats';

interface ManageSeatsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  assignedSeats: number;
}

/**
 * Changes the seats the plan pays for; Update Seats stays disabled until the count changes. The
 * parent keys it by the open state so each opening starts from the current count.
 */
export function ManageSeatsDialog({ open, onOpenChange, assignedSeats }: ManageSeatsDialogProps) {
  const [seats, setSeats] = useState(String(assignedSeats));
  const update = useUpdateSeats(() => onOpenChange(false));
  const seatCount = Number(seats);
  const valid = Number.isInteger(seatCount) && seatCount >= 1;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Manage Seats</DialogTitle>
          <DialogDescription>
            Seats are billed per member. Changes are prorated on your next invoice.
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) update.mutate(seatCount);
          }}
        >
          <Field
            id="manage-seats"
            label="Number of seats"
            error={valid ? undefined : 'Seats must be at least 1'}
          >
            <Input
              id="manage-seats"
              type="number"
              min={1}
              step={1}
              value={seats}
              onChange={(event) => setSeats(event.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!valid || seatCount === assignedSeats || update.isPending}>
              Update Seats
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
