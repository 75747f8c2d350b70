// Which registry paths the signed-in person can reach: their capabilities allow it and the area's file
// route exists in the router.
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { type Reachable, reachableFor } from './areas';
import { useHeldCapabilities } from './profile';

export function useReachable(): Reachable {
  const router = useRouter();
  const held = useHeldCapabilities();
  return useMemo(() => {
    const byPath = router.routesByPath as unknown as Record<string, unknown>;
    return reachableFor(held, (path) => path in byPath);
  }, [held, router]);
}
