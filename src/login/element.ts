/**
 * `@genios/login/element`: registers `<genios-login>` as it loads, for a page with any framework or none (a
 * `<script type="module">` and the tag).
 */
import { defineLoginElement } from './loginElement';

export type { GeniosLoginElement, LoginElementOptions } from './loginElement';

defineLoginElement();
