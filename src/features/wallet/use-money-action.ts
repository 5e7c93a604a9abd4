import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { walletKeys } from '../../lib/api/wallet';

/**
 * After any money action: refresh everything under `['wallet']` (lists, orders and the header
 * balance). Stable across renders, so it may be an effect dependency.
 */
export function useInvalidateWallet(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: walletKeys.all }), [queryClient]);
}
