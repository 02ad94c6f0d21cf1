import type { Message } from '../strings';
import { FormattedMessage } from '../../ui/texts';

/**
 * 'An email was sent to {email}.' and the screens' other such lines: the template with the address in bold,
 * isolated left to right (dir), so that in a right-to-left language the address reads as typed and the
 * sentence's own punctuation stays where that language puts it.
 */
export function SentTo({ template, email }: { template: Message<'email'>; email: string }) {
  return <FormattedMessage template={template} params={{ email: <strong dir="ltr">{email}</strong> }} />;
}
