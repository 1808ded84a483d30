import { useState } from 'react';
import { toast } from '../ui/toast-store';

/**
 * The "Opnieuw laden" of a form whose save met a newer version (409): runs `load` (fetch the latest
 * and reset the form to it), shows that it is busy, and says so when it fails.
 */
export function useReloadLatest(load: () => Promise<void>) {
  const [isReloading, setIsReloading] = useState(false);
  const reloadLatest = async () => {
    setIsReloading(true);
    try {
      await load();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Opnieuw laden is mislukt.');
    } finally {
      setIsReloading(false);
    }
  };
  return { isReloading, reloadLatest };
}
