import { errorTexts, userFacingMessage } from '../core/errors';
import { useTexts } from './texts';

/** userFacingMessage with the engineering-support template in the member's locale. */
export function useUserFacingMessage(): (error: unknown) => string {
  const { needsSupport } = useTexts(errorTexts);
  return (error) => userFacingMessage(error, needsSupport);
}
