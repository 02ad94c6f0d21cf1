import { useTheme } from '@emotion/react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../ui/Button';
import { isAcceptedUpload, UPLOAD_ACCEPT } from './uploadTypes';

export interface FilePickerProps {
  onPick: (file: File) => void;
}

/** Picks xlsx and PDF files only; anything else is refused with a message, never uploaded. */
export function FilePicker({ onPick }: FilePickerProps) {
  const theme = useTheme();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [refused, setRefused] = useState<string | undefined>();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const bad = files.filter((file) => !isAcceptedUpload(file));
    setRefused(
      bad.length > 0
        ? `${bad.map((file) => file.name).join(', ')}: only xlsx spreadsheets and PDF files can be uploaded.`
        : undefined,
    );
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
        aria-label="Upload a file (xlsx or PDF)"
        aria-describedby={refused ? errorId : undefined}
        css={{ display: 'none' }}
      />
      <Button variant="dawn" size="small" onClick={() => input.current?.click()}>
        Upload a file (xlsx or PDF)
      </Button>
      {refused && (
        <p id={errorId} role="alert" css={{ margin: 0, color: theme.colors.error, fontSize: theme.fonts.smallSize }}>
          {refused}
        </p>
      )}
    </div>
  );
}
