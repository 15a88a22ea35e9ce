import { escapeHtml } from '../sandbox-http.js';

/**
 * The sandbox's Collect.js: the same small surface as NMI's inline hosted fields.
 *
 *   <script src="{collect_js_url}" data-tokenization-key="{tokenization_key}"></script>
 *   CollectJS.configure({ variant: 'inline', fields: { ccnumber: { selector }, ccexp: { selector }, cvv: { selector } },
 *                         callback, validationCallback, fieldsAvailableCallback });
 *   CollectJS.startPaymentRequest();   // later: callback({ token, card: { number: '411111******1111', type, exp } })
 *
 * Each field is an iframe from the sandbox's origin. The card number frame gathers the other two
 * fields from its sibling frames (postMessage restricted to the sandbox origin), tokenizes inside
 * that origin and posts only the token and the masked card to the page.
 */
export const FIELD_NAMES = ['ccnumber', 'ccexp', 'cvv'] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

export const isFieldName = (value: string): value is FieldName => (FIELD_NAMES as readonly string[]).includes(value);

export function collectJsScript(): string {
  return `/* Shoreline NMI SANDBOX Collect.js: test mode, no card is ever charged. */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script) return;
  var origin = new URL(script.src).origin;
  var tokenizationKey = script.getAttribute('data-tokenization-key') || '';
  var TITLES = { ccnumber: 'Card number', ccexp: 'Expiration date', cvv: 'CVV' };
  var state = null;
  if (window.console) console.info('Collect.js SANDBOX (test mode): cards are tokenized by ' + origin + ', nothing is charged.');

  function randomId() {
    var bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return (b + 256).toString(16).slice(1); }).join('');
  }

  function call(name) {
    var fn = state && state.config[name];
    if (typeof fn === 'function') fn.apply(null, Array.prototype.slice.call(arguments, 1));
  }

  function onMessage(event) {
    if (!state || event.origin !== origin) return;
    var data = event.data || {};
    if (data.channel !== state.channel) return;
    if (data.type === 'ready') {
      state.ready[data.field] = true;
      if (Object.keys(state.frames).every(function (name) { return state.ready[name]; })) call('fieldsAvailableCallback');
    } else if (data.type === 'validation') {
      call('validationCallback', data.field, !!data.valid, data.message || (data.valid ? 'Success' : 'Field is required'));
    } else if (data.type === 'token') {
      state.busy = false;
      call('callback', data.response);
    } else if (data.type === 'failed') {
      state.busy = false;
    }
  }

  function configure(config) {
    config = config || {};
    if (config.variant && config.variant !== 'inline') throw new Error('This sandbox Collect.js supports the inline variant only');
    if (state) teardown();
    state = { config: config, channel: randomId(), frames: {}, ready: {}, busy: false };
    var fields = config.fields || {};
    Object.keys(TITLES).forEach(function (name) {
      var spec = fields[name] || {};
      var container = spec.selector ? document.querySelector(spec.selector) : null;
      if (!container) throw new Error('CollectJS.configure: fields.' + name + '.selector matches no element');
      var query = new URLSearchParams({
        field: name,
        channel: state.channel,
        key: tokenizationKey,
        parent: location.origin,
        title: spec.title || TITLES[name],
        placeholder: spec.placeholder || ''
      });
      var frame = document.createElement('iframe');
      frame.src = origin + '/token/inline/field.html?' + query.toString();
      frame.title = spec.title || TITLES[name];
      frame.setAttribute('data-collect-field', name);
      frame.style.cssText = 'border:0;width:100%;height:46px;display:block;background:transparent;';
      while (container.firstChild) container.removeChild(container.firstChild);
      container.appendChild(frame);
      state.frames[name] = frame;
    });
    window.addEventListener('message', onMessage);
  }

  function teardown() {
    window.removeEventListener('message', onMessage);
    Object.keys(state.frames).forEach(function (name) {
      var frame = state.frames[name];
      if (frame.parentNode) frame.parentNode.removeChild(frame);
    });
    state = null;
  }

  function post(name, message) {
    message.channel = state.channel;
    state.frames[name].contentWindow.postMessage(message, origin);
  }

  function startPaymentRequest() {
    if (!state) throw new Error('Call CollectJS.configure first');
    if (state.busy) return;
    state.busy = true;
    post('ccnumber', { type: 'start' });
  }

  function clearInputs() {
    if (!state) return;
    Object.keys(state.frames).forEach(function (name) { post(name, { type: 'clear' }); });
  }

  window.CollectJS = { configure: configure, startPaymentRequest: startPaymentRequest, clearInputs: clearInputs, sandbox: true };
})();
`;
}

const AUTOCOMPLETE: Record<FieldName, string> = { ccnumber: 'cc-number', ccexp: 'cc-exp', cvv: 'cc-csc' };
const PLACEHOLDER: Record<FieldName, string> = { ccnumber: '4111 1111 1111 1111', ccexp: 'MM / YY', cvv: 'CVV' };
const MAX_LENGTH: Record<FieldName, number> = { ccnumber: 23, ccexp: 7, cvv: 4 };

/** One hosted field: an input, its checks, and for the card number the tokenizing controller. */
export function fieldPage(field: FieldName, nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Sandbox card field</title>
<style>
  html, body { margin: 0; padding: 0; background: transparent; font: 16px/1.4 system-ui, sans-serif; }
  .wrap { position: relative; padding: 2px; }
  input { box-sizing: border-box; width: 100%; height: 42px; padding: 0 12px; border: 1px solid #767676; border-radius: 6px; font: inherit; color: #111; background: #fff; }
  input:focus { outline: 2px solid #0b5cad; outline-offset: 0; }
  input[aria-invalid="true"] { border-color: #b3261e; }
  .hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .badge { position: absolute; right: 10px; top: 50%; transform: translateY(-50%); font-size: 11px; font-weight: 700; letter-spacing: .05em; color: #8a4b00; background: #fff3d6; border-radius: 4px; padding: 2px 6px; }
</style>
</head>
<body>
<div class="wrap">
  <label class="hidden" for="f" id="label"></label>
  <input id="f" type="text" inputmode="numeric" autocomplete="${AUTOCOMPLETE[field]}" maxlength="${MAX_LENGTH[field]}" spellcheck="false" aria-invalid="false">
  ${field === 'ccnumber' ? '<span class="badge" aria-hidden="true">TEST MODE</span>' : ''}
</div>
<script nonce="${escapeHtml(nonce)}">
(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var field = ${JSON.stringify(field)};
  var channel = params.get('channel') || '';
  var parentOrigin = params.get('parent') || '';
  var key = params.get('key') || '';
  var input = document.getElementById('f');
  document.getElementById('label').textContent = params.get('title') || field;
  input.placeholder = params.get('placeholder') || ${JSON.stringify(PLACEHOLDER[field])};

  function digits(value) { return value.replace(/\\D/g, ''); }
  function luhn(number) {
    var sum = 0;
    for (var i = 0; i < number.length; i++) {
      var d = Number(number.charAt(number.length - 1 - i));
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  }
  function problem() {
    var value = input.value.trim();
    if (!value) return 'Field is required';
    if (field === 'ccnumber') return /^\\d{13,19}$/.test(digits(value)) && luhn(digits(value)) ? '' : 'Card number is invalid';
    if (field === 'ccexp') {
      var m = /^(\\d{2})\\s*\\/?\\s*(\\d{2})$/.exec(value);
      return m && Number(m[1]) >= 1 && Number(m[1]) <= 12 ? '' : 'Invalid expiration date';
    }
    return /^\\d{3,4}$/.test(value) ? '' : 'CVV is not valid';
  }
  function toParent(message) {
    message.channel = channel;
    message.field = field;
    if (parentOrigin) parent.postMessage(message, parentOrigin);
  }
  function report() {
    var message = problem();
    input.setAttribute('aria-invalid', message ? 'true' : 'false');
    toParent({ type: 'validation', valid: !message, message: message || 'Success' });
    return message;
  }

  input.addEventListener('input', function () {
    if (field === 'ccnumber') input.value = digits(input.value).slice(0, 19).replace(/(\\d{4})(?=\\d)/g, '$1 ');
    if (field === 'ccexp') {
      var d = digits(input.value).slice(0, 4);
      input.value = d.length > 2 ? d.slice(0, 2) + ' / ' + d.slice(2) : d;
    }
    if (field === 'cvv') input.value = digits(input.value).slice(0, 4);
  });
  input.addEventListener('blur', report);

  var pending = null;
  function start() {
    if (report()) { toParent({ type: 'failed' }); return; }
    pending = { values: {}, timer: setTimeout(function () { finish(); }, 3000) };
    for (var i = 0; i < parent.frames.length; i++) {
      if (parent.frames[i] !== window) parent.frames[i].postMessage({ channel: channel, type: 'collect' }, location.origin);
    }
  }
  function collected(data) {
    if (!pending) return;
    pending.values[data.from] = data.value;
    if (pending.values.ccexp !== undefined && pending.values.cvv !== undefined) finish();
  }
  function finish() {
    var values = pending.values;
    clearTimeout(pending.timer);
    pending = null;
    if (!values.ccexp || !values.cvv) {
      if (values.ccexp === undefined) toParent({ type: 'validation', valid: false, message: 'Field is required', field: 'ccexp' });
      toParent({ type: 'failed' });
      return;
    }
    fetch('/token/api/tokenize', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tokenization_key: key, ccnumber: digits(input.value), ccexp: values.ccexp, cvv: values.cvv })
    }).then(function (response) { return response.json(); }).then(function (answer) {
      if (answer && answer.token) {
        input.value = '';
        toParent({ type: 'token', response: answer });
      } else {
        var failed = (answer && answer.field) || field;
        parent.postMessage({ channel: channel, type: 'validation', field: failed, valid: false, message: (answer && answer.error) || 'Card could not be read' }, parentOrigin);
        toParent({ type: 'failed' });
      }
    }, function () {
      toParent({ type: 'validation', valid: false, message: 'The card form could not reach the payment sandbox' });
      toParent({ type: 'failed' });
    });
  }

  window.addEventListener('message', function (event) {
    var data = event.data || {};
    if (data.channel !== channel) return;
    if (event.origin === location.origin && data.type === 'collect' && field !== 'ccnumber') {
      var message = report();
      event.source.postMessage({ channel: channel, type: 'value', from: field, value: message ? null : input.value.replace(/\\s/g, '') }, location.origin);
      return;
    }
    if (event.origin === location.origin && data.type === 'value' && field === 'ccnumber') return collected(data);
    if (event.origin === parentOrigin && data.type === 'start' && field === 'ccnumber') return start();
    if (event.origin === parentOrigin && data.type === 'clear') input.value = '';
  });
  toParent({ type: 'ready' });
})();
</script>
</body>
</html>
`;
}
