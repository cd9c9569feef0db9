// The sandbox gateway's browser side, modelled on PayTrace Protect: `protect.js` gives the page `PTPayment.setup()`
// (the fields, in an iframe on the gateway's origin) and `PTPayment.process()` (a one-time token for what was typed).
// The page only ever sees the token, its key, the brand and the last four digits.

/** Colours and labels the page passes: only plain CSS colours and escaped text reach the fields' page. */
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d.,\s%]+\)|transparent)$/i;
const STYLE_DEFAULTS = { text: '#1f1f1f', label: '#5f6368', border: '#b0b0b0', focus: '#2e7d32', background: '#ffffff', error: '#d32f2f' };
const SCHEMES = ['light', 'dark'];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export const protectScript = `(function () {
  var origin = new URL(document.currentScript.src).origin;
  var frame = null, ready = null, waiting = null;
  window.addEventListener('message', function (event) {
    if (!frame || event.origin !== origin || event.source !== frame.contentWindow) return;
    var data = event.data || {};
    if (data.type === 'ready' && ready) { ready(); ready = null; }
    if (data.type === 'resize') frame.style.height = Math.ceil(data.height) + 'px';
    if ((data.type === 'result' || data.type === 'error') && waiting) {
      var settle = waiting; waiting = null;
      if (data.type === 'result') settle.resolve({ message: data.message }); else settle.reject(data);
    }
  });
  window.PTPayment = {
    setup: function (options) {
      var target = document.querySelector(options.target || '#pt_hpf_form');
      var params = new URLSearchParams({ key: options.authorization.clientKey, parent: location.origin });
      var styles = options.styles || {}, labels = options.labels || {};
      Object.keys(styles).forEach(function (name) { params.set('style_' + name, styles[name]); });
      Object.keys(labels).forEach(function (name) { params.set('label_' + name, labels[name]); });
      if (options.lang) params.set('lang', options.lang);
      var scheme = styles.scheme === 'dark' ? 'dark' : 'light';
      frame = document.createElement('iframe');
      frame.src = origin + '/hpf?' + params.toString();
      frame.title = options.title || 'Card';
      frame.style.cssText = 'border:0;width:100%;height:72px;display:block;color-scheme:' + scheme;
      target.replaceChildren(frame);
      return new Promise(function (resolve) { ready = resolve; });
    },
    process: function () {
      return new Promise(function (resolve, reject) {
        waiting = { resolve: resolve, reject: reject };
        frame.contentWindow.postMessage({ type: 'process' }, origin);
      });
    },
  };
})();
`;

const fieldsScript = `(function () {
  var params = new URLSearchParams(location.search);
  var parentOrigin = params.get('parent'), key = params.get('key');
  var number = document.getElementById('number'), csc = document.getElementById('csc');
  function post(message) { window.parent.postMessage(message, parentOrigin); }
  function mark(field) {
    number.setAttribute('aria-invalid', String(field === 'cardNumber'));
    csc.setAttribute('aria-invalid', String(field === 'cvv'));
  }
  document.querySelector('form').addEventListener('submit', function (event) { event.preventDefault(); });
  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || event.source !== window.parent || (event.data || {}).type !== 'process') return;
    fetch('/hpf/tokens', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ clientKey: key, number: number.value, csc: csc.value }) })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        if (answer.success) { mark(null); post({ type: 'result', message: { hpf_token: answer.hpf_token, enc_key: answer.enc_key, last4: answer.last4, card_type: answer.card_type } }); }
        else { mark(answer.field || 'cardNumber'); post({ type: 'error', field: answer.field || null, code: answer.error || 'invalid' }); }
      })
      .catch(function () { post({ type: 'error', field: null, code: 'unreachable' }); });
  });
  var form = document.querySelector('form');
  new ResizeObserver(function () { post({ type: 'resize', height: form.offsetHeight + 4 }); }).observe(form);
  post({ type: 'ready' });
})();`;

export function fieldsPage(params: URLSearchParams): string {
  const style = Object.fromEntries(
    Object.entries(STYLE_DEFAULTS).map(([name, fallback]) => {
      const given = params.get(`style_${name}`) ?? '';
      return [name, COLOR.test(given) ? given : fallback];
    }),
  ) as typeof STYLE_DEFAULTS;
  const label = (name: string, fallback: string) => escapeHtml((params.get(`label_${name}`) ?? fallback).slice(0, 80));
  const lang = /^[a-z]{2}$/.test(params.get('lang') ?? '') ? params.get('lang') : 'en';
  // The page's colour scheme must match the frame's, or the browser paints the frame opaque behind the fields.
  const scheme = SCHEMES.includes(params.get('style_scheme') ?? '') ? params.get('style_scheme') : 'light';
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="${scheme}">
<style>
  html, body { margin: 0; padding: 0; background: transparent; }
  body { font-family: Roboto, Helvetica, Arial, sans-serif; color: ${style.text}; padding: 2px; }
  form { display: grid; grid-template-columns: 1fr; gap: 12px; margin: 0; }
  @media (min-width: 420px) { form { grid-template-columns: 2fr 1fr; } }
  label { display: block; font-size: 12px; margin: 0 0 4px; color: ${style.label}; }
  input { box-sizing: border-box; width: 100%; height: 44px; padding: 8px 12px; font: inherit; font-size: 16px;
    border: 1px solid ${style.border}; border-radius: 4px; background: ${style.background}; color: ${style.text}; }
  input:focus { outline: 2px solid ${style.focus}; outline-offset: -2px; border-color: transparent; }
  input[aria-invalid="true"] { border-color: ${style.error}; border-width: 2px; }
</style></head>
<body><form novalidate>
  <div><label for="number">${label('number', 'Card number')}</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" aria-invalid="false"></div>
  <div><label for="csc">${label('csc', 'CVV')}</label><input id="csc" name="csc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" aria-invalid="false"></div>
</form>
<script>${fieldsScript}</script></body></html>`;
}
