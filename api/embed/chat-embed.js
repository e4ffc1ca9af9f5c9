/*
 * Support chat for any website: <script src="https://SITE/chat/embed.js" data-lang="ar" async></script>
 * Adds a launcher button and opens the chat in an iframe served by SITE (/chat/frame), so the
 * host page's CSS and scripts cannot reach it. The frame and this loader talk with postMessage
 * ({channel: 'site-chat', v: 1, type}), each checking the other's window and origin. The frame
 * sends the launcher's label; no label means the site refused the embed, and nothing is shown.
 * Host API: window.SiteChat.open(), .close(), .setLanguage('ar'|'en'), .on('message', fn) -> off.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || window.SiteChat) return;
  var origin = new URL(script.src).origin;
  var lang = script.getAttribute('data-lang') === 'ar' ? 'ar' : 'en';
  var listeners = [];
  var open = false;
  var ready = false;
  var side = 'right';

  var frame = document.createElement('iframe');
  // The page the visitor is on, for the agent (the frame itself only knows its own address).
  frame.src = origin + '/chat/frame?lang=' + lang + '&page=' + encodeURIComponent(location.href);
  frame.setAttribute('allow', 'microphone; geolocation');
  frame.hidden = true;
  frame.style.cssText =
    'position:fixed;bottom:88px;z-index:2147483000;width:min(380px,calc(100vw - 32px));height:min(560px,calc(100vh - 112px));' +
    'border:0;border-radius:16px;box-shadow:0 12px 40px rgba(0,0,0,.25);background:#fff;color-scheme:normal';

  var button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('aria-expanded', 'false');
  button.style.cssText =
    'position:fixed;bottom:16px;z-index:2147483000;width:56px;height:56px;border:0;border-radius:50%;background:#0b5cab;color:#fff;' +
    'cursor:pointer;box-shadow:0 6px 20px rgba(0,0,0,.25);display:none;align-items:center;justify-content:center;padding:0';
  button.innerHTML =
    '<svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true">' +
    '<path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/></svg>' +
    '<span style="position:absolute;top:-2px;right:-2px;min-width:20px;height:20px;border-radius:10px;background:#b00020;' +
    'color:#fff;font:700 12px/20px system-ui,sans-serif;padding:0 5px;box-sizing:border-box" hidden></span>';
  var badge = button.lastChild;

  function post(type, data) {
    if (frame.contentWindow) frame.contentWindow.postMessage({ channel: 'site-chat', v: 1, type: type, data: data }, origin);
  }
  function place() {
    var other = side === 'right' ? 'left' : 'right';
    frame.style[side] = button.style[side] = '16px';
    frame.style[other] = button.style[other] = 'auto';
  }
  function setOpen(next) {
    if (!ready) return;
    open = next;
    frame.hidden = !next;
    button.setAttribute('aria-expanded', String(next));
    post('visible', { open: next });
    if (!next) button.focus();
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    if (!message || message.channel !== 'site-chat' || message.v !== 1) return;
    var data = message.data || {};
    if (message.type === 'state') {
      ready = true;
      button.style.display = 'flex';
      button.setAttribute('aria-label', data.label);
      frame.title = data.title;
      side = data.dir === 'rtl' ? 'left' : 'right';
      badge.textContent = data.unread > 0 ? String(data.unread) : '';
      badge.hidden = !(data.unread > 0);
      place();
    } else if (message.type === 'close') {
      setOpen(false);
    } else if (message.type === 'message') {
      for (var i = 0; i < listeners.length; i++) listeners[i](data);
    }
  });

  button.addEventListener('click', function () {
    setOpen(!open);
  });

  window.SiteChat = {
    open: function () {
      setOpen(true);
    },
    close: function () {
      setOpen(false);
    },
    setLanguage: function (next) {
      lang = next === 'ar' ? 'ar' : 'en';
      post('lang', { lang: lang });
    },
    /** 'message': fn({id, sender, kind, text, createdAt}) for each new message of the conversation. */
    on: function (name, listener) {
      if (name !== 'message') return function () {};
      listeners.push(listener);
      return function () {
        listeners = listeners.filter(function (other) {
          return other !== listener;
        });
      };
    },
  };

  function mount() {
    document.body.appendChild(frame);
    document.body.appendChild(button);
  }
  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount);
})();
