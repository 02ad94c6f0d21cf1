/** A createElement of React's or Preact's shape: both draw the floor pages' one screen. */
type CreateElement<Node> = (type: string, props: Record<string, string> | null, ...children: (Node | string)[]) => Node;

/**
 * What every floor page shows: the login page's first screen in outline (a heading, a sentence, a field, a
 * button), drawn with the page's own renderer.
 */
export const content = <Node>(h: CreateElement<Node>): Node =>
  h(
    'main',
    null,
    h('h1', null, 'Log in to Genios'),
    h('p', null, 'Enter your e-mail address and we will send you a link to sign in to your organization.'),
    h('label', null, 'Email ', h('input', { type: 'email', name: 'email' })),
    h('button', { type: 'button' }, 'Continue with email'),
  );
