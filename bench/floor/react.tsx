import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { content } from './content';

createRoot(document.getElementById('root')!).render(content(createElement));
