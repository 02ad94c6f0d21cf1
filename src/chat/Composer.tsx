import { useTheme } from '@emotion/react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../ui/Button';
import { inputStyle } from '../ui/inputStyle';
import { useTexts } from '../ui/texts';
import { chatTexts } from './texts';

export interface ComposerProps {
  /** Resolves when the message was handed over; the input stays disabled until then. */
  onSend: (text: string) => unknown;
  /** False when the server does not allow user messages. */
  allowed: boolean;
}

/** The chat input (spec: labelled 'Ask anything', placeholder 'Enter text', Enter submits). */
export function Composer({ onSend, allowed }: ComposerProps) {
  const theme = useTheme();
  const { composer } = useTexts(chatTexts);
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const disabled = !allowed || sending;
  // A disabled input says why, on screen and to assistive technology (its description).
  const reason = !allowed ? composer.notAllowed : sending ? composer.sending : undefined;
  const reasonId = `${id}-reason`;
  const input = useRef<HTMLTextAreaElement>(null);
  const wasSending = useRef(false);

  // Disabling the input while sending drops its focus; give it back so the writer can go on typing.
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (wasSending.current && !disabled && focusLost) input.current?.focus();
    wasSending.current = sending;
  }, [sending, disabled]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled || text.trim() === '') return;
    const message = text;
    setText('');
    setSending(true);
    try {
      await onSend(message);
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter makes a new line; Enter that confirms an IME composition does neither.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void submit(event);
  };

  return (
    <form onSubmit={submit} css={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <div css={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
        <div css={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 4 }}>
          <label htmlFor={id} css={{ fontWeight: 700, fontSize: theme.fonts.smallSize }}>
            {composer.label}
          </label>
          <textarea
            ref={input}
            id={id}
            rows={1}
            value={text}
            placeholder={composer.placeholder}
            disabled={disabled}
            aria-describedby={reason && reasonId}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            css={[
              inputStyle(theme),
              // Grows with its text up to a limit; Shift+Enter makes new lines.
              {
                resize: 'none',
                height: 'auto',
                minHeight: theme.inputs.height,
                maxHeight: 160,
                padding: 12,
                fieldSizing: 'content',
              },
            ]}
          />
        </div>
        <Button type="submit" size="large" disabled={disabled || text.trim() === ''} loading={sending}>
          {composer.send}
        </Button>
      </div>
      {/* Its line is kept while empty, so the conversation above does not jump at every message sent. */}
      <p
        id={reasonId}
        css={{
          margin: 0,
          minHeight: '1.5em',
          lineHeight: 1.5,
          fontSize: theme.fonts.smallSize,
          color: theme.colors.mutedText,
        }}
      >
        {reason}
      </p>
    </form>
  );
}
