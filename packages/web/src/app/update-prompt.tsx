import { useEffect, useState } from 'react';
import { Button } from '../components/ui/button';
import { env } from '../config/env';
import { BUILD_CHECK_INTERVAL_MS, hasNewerBuild } from '../lib/build-check';

/** Checks hourly whether a newer build is deployed and then offers to reload. */
export function UpdatePrompt() {
  const [available, setAvailable] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    // The dev server has no build.json; and once a newer build is known there is nothing more to learn.
    if (env.buildId === 'dev' || available) return;
    const timer = setInterval(() => {
      void hasNewerBuild(env.buildId).then((newer) => newer && setAvailable(true));
    }, BUILD_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [available]);

  if (!available || dismissed) return null;
  return (
    <div className="fixed right-4 bottom-4 z-50 w-toast max-w-[calc(100vw-2rem)] rounded-lg bg-white p-4 shadow-lg ring-1 ring-secondary-300 sm:right-6 sm:bottom-6">
      <div role="status">
        <p className="text-sm font-semibold text-gray-900">Er is een nieuwe versie beschikbaar</p>
        <p className="mt-1 text-sm text-gray-600">
          Vernieuw de pagina om de nieuwste versie van de applicatie te gebruiken.
        </p>
      </div>
      <div className="mt-3 flex gap-2">
        <Button onClick={() => location.reload()}>Pagina vernieuwen</Button>
        <Button variant="ghost" onClick={() => setDismissed(true)}>
          Later
        </Button>
      </div>
    </div>
  );
}
