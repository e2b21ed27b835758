/**
 * After a successful write every cached read may be out of date (a new link or
 * theorem changes computed links anywhere), so all are marked stale and the next
 * page refetches what it shows before showing it.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';

export function useAfterWrite(): (path?: string) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (path?: string) => {
      void queryClient.invalidateQueries({ refetchType: 'none' });
      if (path) navigate(path);
    },
    [navigate, queryClient],
  );
}
