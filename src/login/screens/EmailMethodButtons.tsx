import { Button } from '../../ui/Button';
import { buttonGap, stack } from './screenStyles';
import type { EmailMethod } from '../flow';

export interface EmailMethodButtonsProps {
  methods: readonly EmailMethod[];
  labels: Record<EmailMethod, string>;
  onSelect: (method: EmailMethod) => void;
}

/** One full-width button per e-mail method (a link or a code), in the order given. */
export function EmailMethodButtons({ methods, labels, onSelect }: EmailMethodButtonsProps) {
  return (
    <div css={stack(buttonGap)}>
      {methods.map((method, index) => (
        <Button key={method} variant={index === 0 ? 'midDay' : 'dawn'} fullWidth onClick={() => onSelect(method)}>
          {labels[method]}
        </Button>
      ))}
    </div>
  );
}
