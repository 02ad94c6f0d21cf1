import { h, render } from 'preact';
import { content } from './content';

render(content(h), document.getElementById('root')!);
