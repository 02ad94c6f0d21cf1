import { createContext, useContext } from 'react';
import type { UploadEntry } from '../upload/uploadCenter';

export interface ChatUploads {
  entries: Readonly<Record<string, UploadEntry>>;
  onCancel: (key: string) => void;
}

/**
 * The member's uploads, for the file lines deep in the virtualized list: through context, so progress
 * ticks re-render those lines only, not every batch of messages.
 */
export const UploadsContext = createContext<ChatUploads>({ entries: {}, onCancel: () => undefined });

export const useUpload = (key: string): { upload: UploadEntry | undefined; onCancel: (key: string) => void } => {
  const { entries, onCancel } = useContext(UploadsContext);
  return { upload: entries[key], onCancel };
};
