import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { connectSampleRepository } from '../api/connect-sample-repository';
import { repositoryKeys } from '../hooks/repository-query-keys';

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
  const queryClient = useQueryClient();
  const connect = useMutation({
    mutationFn: () => connectSampleRepository(sampleName),
    onSuccess: (result) => {
      toast({
        title: 'Repository Connected',
        description: `${result.repository.fullName} is being scanned.`,
        variant: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: repositoryKeys.all });
      onConnected?.();
    },
    onError: (error) =>
      toast({
        title: 'Connection Error',
        description: errorMessage(error, 'Unable to connect repository. Please try again.'),
        variant: 'error',
      }),
  });
  return (
    <Button variant={variant} onClick={() => connect.mutate()} disabled={connect.isPending}>
      <Sparkles aria-hidden /> {connect.isPending ? 'Preparing the sample…' : label}
    </Button>
  );
}
