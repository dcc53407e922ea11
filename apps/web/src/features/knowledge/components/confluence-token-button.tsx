import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfluenceTokenDialog } from './confluence-token-dialog';

/** Opens the API-token connect, which works whether or not this server has the Atlassian OAuth app. */
export function ConfluenceTokenButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        <KeyRound aria-hidden /> Use an API token
      </Button>
      <ConfluenceTokenDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
