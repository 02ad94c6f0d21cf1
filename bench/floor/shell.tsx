import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { content } from './content';

/** The signed-in pages' start in outline: React takes the shell over, then the configuration, then the organization. */
const router = createBrowserRouter([{ path: '*', element: content(createElement) }]);
hydrateRoot(document.getElementById('root')!, <RouterProvider router={router} />);
await (await fetch('/config.json', { cache: 'no-store' })).json();
await (await fetch('/config.json?organization', { cache: 'no-store' })).json();
