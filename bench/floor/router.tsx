import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createElement } from 'react';
import { content } from './content';

/** The app's boot in outline: the configuration, then a request standing for the organization, then the page. */
const router = createBrowserRouter([
  {
    path: '*',
    loader: async () => {
      await (await fetch('/config.json', { cache: 'no-store' })).json();
      await (await fetch('/config.json?organization', { cache: 'no-store' })).json();
      return null;
    },
    element: content(createElement),
  },
]);
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
