// A page of an integrator's with no bundler, loading @genios/login's `.` entry from where it serves the package's
// dist/ (widget/), as the README shows.
import { mountLogin } from './widget/index.js';

const note = (text) => {
  const item = document.createElement('li');
  item.textContent = text;
  document.getElementById('callbacks').append(item);
};
const config = await (await fetch('./config.json')).json();

mountLogin('#login', {
  publicToken: config.providerPublicToken,
  providerBaseUrl: config.providerBaseUrl,
  shadow: new URLSearchParams(location.search).has('shadow'),
  config: {
    products: ['magic_link'],
    authFlowType: 'Discovery',
    emailMagicLinksOptions: { discoveryRedirectURL: `${location.origin}/` },
  },
  callbacks: {
    onSuccess: (call) => note(`onSuccess ${call}`),
    onError: (call) => note(`onError ${call}`),
    onFlowComplete: () => note('onFlowComplete'),
  },
});
