import { useTheme } from '@emotion/react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { formatMessage } from '../core/message';
import { Button } from '../ui/Button';
import { useTexts } from '../ui/texts';
import { chatTexts } from './texts';
import { isAcceptedUpload, UPLOAD_ACCEPT } from './uploadTypes';

export interface FilePickerProps {
  onPick: (file: File) => void;
}

/** Picks xlsx and PDF files only; anything else is refused with a message, never uploaded. */
export function FilePicker({ onPick }: FilePickerProps) {
  const theme = useTheme();
  const { filePicker } = useTexts(chatTexts);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  // The refused files' names: the message is worded at render, so it follows the locale.
  const [refused, setRefused] = useState<string[]>([]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const bad = files.filter((file) => !isAcceptedUpload(file));
    setRefused(bad.map((file) => file.name));
    for (const file of files.filter(isAcceptedUpload)) onPick(file);
  };

  return (
    <div css={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 4 }}>
      <input
        ref={input}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        onChange={onChange}
        aria-label={filePicker.upload}
        aria-describedby={refused.length > 0 ? errorId : undefined}
        css={{ display: 'none' }}
      />
      <Button variant="dawn" size="small" onClick={() => input.current?.click()}>
        {filePicker.upload}
      </Button>
      {refused.length > 0 && (
        <p id={errorId} role="alert" css={{ margin: 0, color: theme.colors.error, fontSize: theme.fonts.smallSize }}>
          {formatMessage(filePicker.refused, { names: refused.join(', ') })}
        </p>
      )}
    </div>
  );
}
