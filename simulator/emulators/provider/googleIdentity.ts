/**
 * A simulated Google identity library (accounts.google.com/gsi/client) for tests and `npm start`: served by
 * the provider emulator as a plain script, it installs window.google.accounts.id with initialize, prompt,
 * cancel, renderButton and disableAutoSelect. Its One Tap prompt is a small accessible card ('Continue as
 * {member}', a Close button), floating at the top right or, for the legacy (non-FedCM) prompt with
 * prompt_parent_id, inside that element. The credential is an ID token the emulator's One Tap submits accept:
 * issued for the client id given to initialize, for the account the script was served for, unsigned (the
 * emulator trusts the payload, see routes/oauth.ts).
 */

/** Where the emulator serves the library: a path the simulator answers on the app's own origin. */
export const SIMULATED_GOOGLE_IDENTITY_PATH = '/v1/simulated-google/gsi/client';

export interface SimulatedGoogleModel {
  /** The Google account signed in to this browser. */
  account: { email: string; name: string };
  /** The project's Google client id: any other client id is not displayed with reason invalid_client. */
  knownClientId: string;
  /** A not-displayed reason to report instead of showing the prompt (unregistered_origin, ...). */
  notDisplayed: string | null;
  /** Seconds since the epoch at which the ID tokens are issued (the simulation's clock). */
  issuedAt: number;
}

/**
 * The library's source with its model in it. Everything the page shows is set as text (never parsed as
 * HTML); the model is embedded as JSON, which is a valid JavaScript expression.
 */
export function googleIdentityScript(model: SimulatedGoogleModel): string {
  return `(function (model) {
  'use strict';
  var settings = null;
  var open = null;
  var ids = 0;

  function base64Url(value) {
    var bytes = new TextEncoder().encode(JSON.stringify(value));
    var binary = '';
    bytes.forEach(function (byte) { binary += String.fromCharCode(byte); });
    return btoa(binary).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  }

  function idToken(clientId) {
    var claims = {
      iss: 'https://accounts.google.com',
      aud: clientId,
      azp: clientId,
      sub: 'simulated-' + model.account.email,
      email: model.account.email,
      email_verified: true,
      name: model.account.name,
      iat: model.issuedAt,
      exp: model.issuedAt + 3600
    };
    return [base64Url({ alg: 'none', typ: 'JWT', kid: 'simulated' }), base64Url(claims), 'simulated'].join('.');
  }

  function moment(type, reason) {
    return {
      getMomentType: function () { return type; },
      isDisplayMoment: function () { return type === 'display'; },
      isDisplayed: function () { return type === 'display' && !reason; },
      isNotDisplayed: function () { return type === 'display' && !!reason; },
      getNotDisplayedReason: function () { return type === 'display' ? reason : undefined; },
      isSkippedMoment: function () { return type === 'skipped'; },
      getSkippedReason: function () { return type === 'skipped' ? reason : undefined; },
      isDismissedMoment: function () { return type === 'dismissed'; },
      getDismissedReason: function () { return type === 'dismissed' ? reason : undefined; }
    };
  }

  function tell(listener, type, reason) {
    if (listener) queueMicrotask(function () { listener(moment(type, reason)); });
  }

  function element(tag, text, style) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    Object.assign(node.style, style || {});
    return node;
  }

  function close(listener, type, reason) {
    if (!open) return;
    open.remove();
    open = null;
    tell(listener, type, reason);
  }

  var TITLES = { signin: 'Sign in to ', signup: 'Sign up to ', use: 'Use ' };

  function card(listener) {
    var titleId = 'simulated-google-one-tap-title-' + (++ids);
    var parent = !settings.use_fedcm_for_prompt && settings.prompt_parent_id
      ? document.getElementById(settings.prompt_parent_id)
      : null;
    var root = element('div', '', parent ? {
      boxSizing: 'border-box', width: '100%'
    } : {
      position: 'fixed', top: '16px', right: '16px', width: '360px', zIndex: '2147483647', boxSizing: 'border-box'
    });
    Object.assign(root.style, {
      background: '#FFFFFF', color: '#1F1F1F', border: '1px solid #DADCE0', borderRadius: '8px', padding: '16px',
      fontFamily: 'Arimo, Arial, sans-serif', fontSize: '14px', lineHeight: '1.4', textAlign: 'left',
      boxShadow: parent ? 'none' : '0 2px 8px rgba(0, 0, 0, 0.25)'
    });
    root.setAttribute('role', 'dialog');
    root.setAttribute('aria-labelledby', titleId);
    root.dataset.simulatedGoogleOneTap = parent ? 'embedded' : 'floating';

    var top = element('div', '', { display: 'flex', alignItems: 'flex-start', gap: '8px' });
    var title = element('p', (TITLES[settings.context] || TITLES.signin) + location.hostname + ' with Google',
      { margin: '0', flex: '1', fontWeight: 'bold' });
    title.id = titleId;
    var dismiss = element('button', '\\u00d7', {
      border: '0', background: 'transparent', color: '#444746', fontSize: '20px', lineHeight: '1',
      width: '32px', height: '32px', margin: '-6px -6px 0 0', cursor: 'pointer'
    });
    dismiss.type = 'button';
    dismiss.setAttribute('aria-label', 'Close');
    dismiss.addEventListener('click', function () { close(listener, 'skipped', 'user_cancel'); });
    top.append(title, dismiss);

    var badge = element('p', 'Simulated Google One Tap', {
      margin: '4px 0 12px', color: '#444746', fontSize: '12px'
    });
    var name = element('p', model.account.name, { margin: '0', fontWeight: 'bold' });
    var email = element('p', model.account.email, { margin: '0 0 12px', color: '#444746' });
    var proceed = element('button', 'Continue as ' + model.account.name, {
      width: '100%', height: '40px', border: '0', borderRadius: '20px', background: '#0B57D0', color: '#FFFFFF',
      fontFamily: 'inherit', fontSize: '14px', fontWeight: 'bold', cursor: 'pointer'
    });
    proceed.type = 'button';
    proceed.addEventListener('click', function () {
      var chosen = settings;
      close(listener, 'dismissed', 'credential_returned');
      chosen.callback({ credential: idToken(chosen.client_id), select_by: 'btn', clientId: chosen.client_id });
    });
    root.append(top, badge, name, email, proceed);
    (parent || document.body).append(root);
    return root;
  }

  var listenerOfOpen = null;

  var id = {
    initialize: function (options) { settings = Object.assign({}, options); },
    prompt: function (listener) {
      if (!settings) throw new Error('google.accounts.id.initialize() must be called before prompt()');
      if (open) return;
      var reason = model.notDisplayed || (settings.client_id !== model.knownClientId ? 'invalid_client' : null);
      if (reason) return tell(listener, 'display', reason);
      listenerOfOpen = listener;
      open = card(listener);
      tell(listener, 'display', null);
    },
    cancel: function () { close(listenerOfOpen, 'dismissed', 'cancel_called'); },
    renderButton: function (parent, options) {
      var button = element('button', (options && options.text === 'continue_with' ? 'Continue' : 'Sign in') + ' with Google', {
        height: '40px', padding: '0 16px', border: '1px solid #747775', borderRadius: '20px', background: '#FFFFFF',
        color: '#1F1F1F', fontFamily: 'Arimo, Arial, sans-serif', fontSize: '14px', cursor: 'pointer'
      });
      button.type = 'button';
      button.addEventListener('click', function () {
        settings.callback({ credential: idToken(settings.client_id), select_by: 'btn', clientId: settings.client_id });
      });
      parent.replaceChildren(button);
    },
    disableAutoSelect: function () {}
  };

  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = id;
})(${JSON.stringify(model)});
`;
}
