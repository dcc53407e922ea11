import { Sparkles } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { connectSampleRepository } from '../api/connect-sample-repository';
import { useConnectRepository } from '../hooks/use-connect-repository';

interface TrySampleButtonProps {
  sampleName?: string;
  label?: string;
  variant?: ButtonProps['variant'];
  onConnected?: () => void;
}

/** Connects the built-in sample so a newcomer sees real drift issues within a minute. */
export function TrySampleButton({
  sampleName,
  label = 'Try the sample repository',
  variant = 'primary',
  onConnected,
}: TrySampleButtonProps) {
  const connect = useConnectRepository(() => connectSampleRepository(sampleName), { onConnected });
  return (
    <Button variant={variant} onClick={() => connect.mutate()} disabled={connect.isPending}>
      <Sparkles aria-hidden /> {connect.isPending ? 'Preparing the sample…' : label}
    </Button>
  );
}
