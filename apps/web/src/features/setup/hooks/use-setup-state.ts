import { useQuery } from '@tanstack/react-query';
import { useAuthToken } from '../../auth';
import { fetchSetupState } from '../api/fetch-setup-state';
import { setupKeys } from './setup-query-keys';

export function useSetupState() {
  const token = useAuthToken();
  return useQuery({
    queryKey: setupKeys.state(token),
    queryFn: ({ signal }) => fetchSetupState(signal),
    enabled: token !== null,
    staleTime: 10_000,
  });
}
