/**
 * A provider's or a connection's name inside a button's label ('Continue with {provider}'). It wraps as one
 * unit: when the label does not fit on a line, the whole name moves to the next one ('Microsoft Entra ID',
 * not 'Microsoft Entra' over a lone 'ID'), and it only breaks inside when it is longer than a line itself.
 * It is isolated, as data in a sentence must be, so a name in another script keeps its order in the label.
 */
export function ButtonName({ children }: { children: string }) {
  return <bdi css={{ display: 'inline-block' }}>{children}</bdi>;
}

/** A button label that may take two lines: centred like a one-line label, long words broken rather than clipped. */
export const wrappingLabel = { overflowWrap: 'anywhere', textAlign: 'center' } as const;
