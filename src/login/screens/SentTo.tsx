import type { Message } from '../strings';
import { FormattedMessage } from '../../ui/texts';

/** 'An email was sent to {email}.' and the screens' other such lines: the template with the address in bold. */
export function SentTo({ template, email }: { template: Message<'email'>; email: string }) {
  return <FormattedMessage template={template} params={{ email: <strong>{email}</strong> }} />;
}
