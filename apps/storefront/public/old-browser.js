/* eslint-disable no-var -- Internet Explorer runs this file as it is: ES5, no let or const. */
/*
 * Internet Explorer runs no `type="module"` script, so the shop's bundle never starts
 * there. This one, which only such a browser runs (`nomodule`), shows the notice the page
 * drew hidden (src/features/old-browser) and keeps its dismissal for a year. ES5 on
 * purpose; the words are the page's own, through Lingui.
 */
(function () {
  var notice = document.getElementById('old-browser-notice');
  if (!notice) return;
  var cookie = notice.getAttribute('data-cookie');
  var days = Number(notice.getAttribute('data-cookie-days'));
  if (new RegExp('(?:^|; )' + cookie + '=').test(document.cookie)) return;
  notice.removeAttribute('hidden');
  notice.getElementsByTagName('button')[0].onclick = function () {
    // `expires`, not `max-age`: Internet Explorer ignores `max-age`.
    var expires = new Date(new Date().getTime() + days * 864e5).toUTCString();
    document.cookie = cookie + '=1; expires=' + expires + '; path=/; samesite=lax';
    notice.setAttribute('hidden', '');
  };
})();
