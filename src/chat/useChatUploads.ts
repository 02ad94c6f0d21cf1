import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { UploadCenter } from '../upload/uploadCenter';
import type { ChatUploads } from './uploadsContext';

/**
 * The chat's view of an UploadCenter, with its cancel and retry; every upload still running is canceled when
 * the chat goes away.
 */
export function useChatUploads(center: UploadCenter): ChatUploads {
  const entries = useSyncExternalStore(center.subscribe, center.getSnapshot);
  useEffect(() => () => center.closeAll(), [center]);
  return useMemo(
    () => ({ entries, onCancel: (key: string) => center.cancel(key), onRetry: (key: string) => center.retry(key) }),
    [entries, center],
  );
}
