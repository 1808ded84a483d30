import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { paths } from '../config/paths';
import { shouldWarnBeforeLeaving } from '../lib/leave-guard';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation is held by the router's
 * blocker (show `UnsavedChangesDialog` with it), closing or reloading the tab by `beforeunload`.
 * Call `allowLeaving()` right before navigating away after a successful save: the form still counts
 * as dirty until it renders again.
 */
export function useUnsavedChanges(isDirty: boolean) {
  const guarded = useRef(isDirty);
  useEffect(() => {
    guarded.current = isDirty;
  }, [isDirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      guarded.current && shouldWarnBeforeLeaving(currentLocation, nextLocation, paths.auth.login.path),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only ask when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const allowLeaving = useCallback(() => {
    guarded.current = false;
  }, []);

  return { blocker, allowLeaving };
}
