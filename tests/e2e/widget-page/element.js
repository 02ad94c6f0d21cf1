// A page with no framework: <genios-login> from @genios/login/element (README), its attributes set from
// the page's configuration, its events written down as they bubble out.
const login = document.querySelector('genios-login');
for (const name of ['success', 'error', 'flow-complete']) {
  login.addEventListener(`genios-login:${name}`, ({ detail }) => {
    const item = document.createElement('li');
    item.textContent = detail.call ? `${name} ${detail.call}` : name;
    document.getElementById('events').append(item);
  });
}
const config = await (await fetch('./config.json')).json();
login.options = {
  config: { products: ['magic_link'], emailMagicLinksOptions: { discoveryRedirectURL: location.href.split('?')[0] } },
};
login.setAttribute('public-token', config.providerPublicToken);
login.setAttribute('provider-url', config.providerBaseUrl);
